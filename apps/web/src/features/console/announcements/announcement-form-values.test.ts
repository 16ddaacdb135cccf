import { describe, expect, it } from 'vitest';
import { announcementDraftInput, announcementFieldOf, emptyAnnouncementForm } from './announcement-form-values';

describe('the announcement form', () => {
  it('sends the Czech title trimmed and the English texts as typed (blank ones are none for the API)', () => {
    const values = {
      ...emptyAnnouncementForm({ _id: 't1', title: 'Sněžka', status: 'PUBLISHED' as const }),
      title: '  Nová lávka ',
      titleEn: 'A new footbridge',
    };
    expect(announcementDraftInput(values)).toEqual({
      title: 'Nová lávka',
      preview: '',
      labelId: null,
      imageId: null,
      tripId: 't1',
      titleEn: 'A new footbridge',
      previewEn: '',
    });
  });

  it('puts the API’s field errors on the form’s fields, the English ones too', () => {
    expect(announcementFieldOf('titleEn')).toBe('titleEn');
    expect(announcementFieldOf('previewEn')).toBe('previewEn');
    expect(announcementFieldOf('imageId')).toBe('image');
    expect(announcementFieldOf('somethingElse')).toBe('title');
  });
});
