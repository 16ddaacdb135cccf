import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { savedFileUrls, withoutRenditions } from './trip-files';

describe('the files a saved trip keeps', () => {
  it('are the cover and the gallery as the detail loads them, each once', () => {
    expect(
      savedFileUrls({
        coverImage: { url: '/media/generated/1.svg' },
        images: [{ url: '/media/generated/1.svg' }, { url: '/media/generated/2.svg' }],
        track: null,
      }),
    ).toEqual(['/media/generated/1.svg', '/media/generated/2.svg']);
  });

  it('add the track when the trip has one', () => {
    expect(
      savedFileUrls({ coverImage: null, images: [{ url: '/media/a.svg' }], track: { gpxUrl: '/media/tracks/7.gpx' } }),
    ).toEqual(['/media/a.svg', '/media/tracks/7.gpx']);
    expect(savedFileUrls({ coverImage: null, images: [], track: null })).toEqual([]);
  });
});

describe('a saved copy', () => {
  it('keeps its pictures without their renditions, so its detail loads the saved urls', () => {
    const rendition = { url: '/media/uploads/1/480.avif', width: 480, format: 'AVIF' };
    const trip = {
      _id: 't1',
      coverImage: { url: '/media/uploads/1/1600.jpg', alt: 'Vyhlídka', variants: [rendition] },
      images: [{ url: '/media/uploads/2/1600.jpg', alt: 'Les', variants: [rendition] }],
    };
    expect(withoutRenditions(trip)).toEqual({
      _id: 't1',
      coverImage: { url: '/media/uploads/1/1600.jpg', alt: 'Vyhlídka', variants: [] },
      images: [{ url: '/media/uploads/2/1600.jpg', alt: 'Les', variants: [] }],
    });
    expect(withoutRenditions({ coverImage: null, images: [] })).toEqual({ coverImage: null, images: [] });
  });
});

describe('storage sizes', () => {
  it('are written in decimal units in the language’s notation', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatBytes(412, 'cs'))).toBe('0,4 kB');
    expect(plain(formatBytes(48_250, 'cs'))).toBe('48 kB');
    expect(plain(formatBytes(1_250_000, 'en'))).toBe('1.3 MB');
    expect(plain(formatBytes(2_500_000_000, 'cs'))).toBe('2,5 GB');
  });
});
