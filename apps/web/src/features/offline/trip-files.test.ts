import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { savedFileUrls } from './trip-files';

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

describe('storage sizes', () => {
  it('are written in decimal units in the language’s notation', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatBytes(412, 'cs'))).toBe('0,4 kB');
    expect(plain(formatBytes(48_250, 'cs'))).toBe('48 kB');
    expect(plain(formatBytes(1_250_000, 'en'))).toBe('1.3 MB');
    expect(plain(formatBytes(2_500_000_000, 'cs'))).toBe('2,5 GB');
  });
});
