import { describe, expect, it } from 'vitest';
import { emptyTripForm, formFieldOf, numberText, parseNumber, tripDraftInput } from './trip-form-values';

describe('the trip form', () => {
  it('reads numbers with a decimal comma or dot and tells a typo from an empty field', () => {
    expect(parseNumber('14,5')).toBe(14.5);
    expect(parseNumber(' 49.939 ')).toBe(49.939);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('14,5 km')).toBeNaN();
    expect(numberText(14.5, 'cs')).toBe('14,5');
    expect(numberText(14.5, 'en')).toBe('14.5');
  });

  it('sends the start only when both coordinates are numbers, each photo with its descriptions, and the English', () => {
    const values = {
      ...emptyTripForm(),
      title: 'Sněžka',
      lat: '50,736',
      lng: '',
      lengthKm: '14,2',
      photos: [{ imageId: 'i1', url: '/u/1.jpg', alt: 'Hřeben', altEn: 'The ridge', focalX: 0.3, focalY: 0.6 }],
      titleEn: 'Sněžka',
    };
    const input = tripDraftInput(values);
    expect(input.coordinates).toBeNull();
    expect(input.lengthKm).toBe(14.2);
    expect(input.photos).toEqual([{ imageId: 'i1', alt: 'Hřeben', altEn: 'The ridge', focalX: 0.3, focalY: 0.6 }]);
    // The English texts go as typed; blank ones are none for the API.
    expect(input).toMatchObject({ titleEn: 'Sněžka', previewEn: '', perexEn: '', contentEn: '' });
    expect(tripDraftInput({ ...values, lng: '15,74' }).coordinates).toEqual({ lat: 50.736, lng: 15.74 });
  });

  it('puts the API’s field errors on the form’s fields', () => {
    expect(formFieldOf('coordinates')).toBe('lat');
    expect(formFieldOf('coordinates.lng')).toBe('lat');
    expect(formFieldOf('photos.2.alt')).toBe('photos.2.alt');
    expect(formFieldOf('input.title')).toBe('title');
  });
});
