import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources';

const SIZES = '(min-width: 800px) 760px, 100vw';

describe('imageSources', () => {
  it('gives an SVG its src alone, renditions or not', () => {
    expect(imageSources({ url: '/media/generated/a1.svg' }, SIZES)).toEqual({
      src: '/media/generated/a1.svg',
      sources: [],
    });
    expect(
      imageSources({ url: '/media/a.svg?v=2', variants: [{ url: '/media/a-640.png', width: 640 }] }, SIZES),
    ).toEqual({ src: '/media/a.svg?v=2', sources: [] });
  });

  it('gives a raster picture without renditions its src alone', () => {
    expect(imageSources({ url: '/media/lake.jpg', variants: [] }, SIZES)).toEqual({
      src: '/media/lake.jpg',
      sources: [],
    });
  });

  it('lists a raster picture’s renditions narrowest first, with the sizes, and encodes what would split a candidate', () => {
    expect(
      imageSources(
        {
          url: '/media/lake.jpg',
          variants: [
            { url: '/media/lake-1280.jpg', width: 1280 },
            { url: '/media/lake 640,a.jpg', width: 640 },
          ],
        },
        SIZES,
      ),
    ).toEqual({
      src: '/media/lake.jpg',
      srcSet: '/media/lake%20640%2Ca.jpg 640w, /media/lake-1280.jpg 1280w',
      sizes: SIZES,
      sources: [],
    });
  });

  it('offers an upload’s AVIF and WebP renditions as sources and keeps the JPEGs for the img', () => {
    const variants = (['AVIF', 'WEBP', 'JPEG'] as const).flatMap((format) =>
      [1600, 480].map((width) => ({ url: `/media/uploads/p-${width}.${format.toLowerCase()}`, width, format })),
    );
    expect(imageSources({ url: '/media/uploads/p-1600.jpeg', variants }, SIZES)).toEqual({
      src: '/media/uploads/p-1600.jpeg',
      srcSet: '/media/uploads/p-480.jpeg 480w, /media/uploads/p-1600.jpeg 1600w',
      sizes: SIZES,
      sources: [
        {
          type: 'image/avif',
          srcSet: '/media/uploads/p-480.avif 480w, /media/uploads/p-1600.avif 1600w',
          sizes: SIZES,
        },
        {
          type: 'image/webp',
          srcSet: '/media/uploads/p-480.webp 480w, /media/uploads/p-1600.webp 1600w',
          sizes: SIZES,
        },
      ],
    });
  });
});
