import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ImageRejectedError,
  MAX_IMAGE_BYTES,
  type ProcessedImage,
  processImage,
  sniffFormat,
  variantWidths,
} from './image-pipeline.js';

/** A flat picture (fast to encode), `width` × `height`, in a format sharp writes. */
function flat(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif', channels: 3 | 4 = 3) {
  const background = channels === 4 ? { r: 40, g: 120, b: 60, alpha: 0.5 } : { r: 40, g: 120, b: 60 };
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer();
}

async function rejection(bytes: Buffer): Promise<string> {
  try {
    await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
  throw new Error('the picture was accepted');
}

const sizes = (result: ProcessedImage) => result.variants.map(({ format, width, height }) => [format, width, height]);

describe('variantWidths', () => {
  it('never enlarges, and adds the picture’s own width below the widest rendition', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('sniffFormat', () => {
  it('knows JPEG, PNG, WebP and AVIF by their bytes, and nothing else', async () => {
    expect(sniffFormat(await flat(8, 8, 'jpeg'))).toBe('jpeg');
    expect(sniffFormat(await flat(8, 8, 'png'))).toBe('png');
    expect(sniffFormat(await flat(8, 8, 'webp'))).toBe('webp');
    expect(sniffFormat(await flat(8, 8, 'avif'))).toBe('avif');
    expect(
      sniffFormat(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      ),
    ).toBeUndefined();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('processImage', () => {
  it('makes AVIF, WebP and JPEG at 480, 960 and 1600 px from a large JPEG, keeping the proportions', async () => {
    const result = await processImage(await flat(2000, 1000, 'jpeg'));
    expect(result.source).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
    expect(sizes(result)).toEqual([
      ['avif', 480, 240],
      ['avif', 960, 480],
      ['avif', 1600, 800],
      ['webp', 480, 240],
      ['webp', 960, 480],
      ['webp', 1600, 800],
      ['jpeg', 480, 240],
      ['jpeg', 960, 480],
      ['jpeg', 1600, 800],
    ]);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(variant.format);
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(variant.bytes).toBe(variant.data.length);
    }
  });

  it('never enlarges a small picture: its own width is the widest rendition', async () => {
    const result = await processImage(await flat(1200, 900, 'png'));
    expect(result.source).toMatchObject({ format: 'png', width: 1200, height: 900 });
    expect(result.variants.filter((variant) => variant.format === 'webp').map((variant) => variant.width)).toEqual([
      480, 960, 1200,
    ]);
    const tiny = await processImage(await flat(320, 200, 'webp'));
    expect(sizes(tiny)).toEqual([
      ['avif', 320, 200],
      ['webp', 320, 200],
      ['jpeg', 320, 200],
    ]);
  });

  it('takes WebP and AVIF uploads, and keeps transparency except in the JPEG (on white)', async () => {
    const result = await processImage(await flat(600, 400, 'png', 4));
    const byFormat = Object.fromEntries(result.variants.filter((v) => v.width === 600).map((v) => [v.format, v.data]));
    expect((await sharp(byFormat.webp).metadata()).hasAlpha).toBe(true);
    expect((await sharp(byFormat.avif).metadata()).hasAlpha).toBe(true);
    const { data } = await sharp(byFormat.jpeg).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent (40, 120, 60) over white.
    expect(data[0]).toBeGreaterThan(140);
    expect(data[1]).toBeGreaterThan(180);
    expect((await processImage(await flat(500, 300, 'avif'))).source).toMatchObject({ format: 'avif', width: 500 });
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    // Stored 400 × 200, red left and blue right, with "rotate 90° clockwise to show" (orientation 6): people see it
    // 200 × 400 with red on top.
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([
        { input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const result = await processImage(sideways);
    expect(result.source).toMatchObject({ width: 200, height: 400 });
    for (const variant of result.variants) {
      expect([variant.width, variant.height]).toEqual([200, 400]);
      const { data, info } = await sharp(variant.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const [topRed, , topBlue] = pixel(100, 50);
      const [bottomRed, , bottomBlue] = pixel(100, 350);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomBlue).toBeGreaterThan(200);
      expect(bottomRed).toBeLessThan(60);
      expect((await sharp(variant.data).metadata()).orientation).toBeUndefined();
    }
  });

  it('leaves out every piece of metadata: EXIF with its GPS position, the author, XMP', async () => {
    const located = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#556b2f' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Jana Novakova', Copyright: 'Jana Novakova 2026' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 2/1', GPSLongitudeRef: 'E', GPSMapDatum: 'WGS-84' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jana Novakova</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    // The upload does carry them (so the test could fail).
    const uploaded = await sharp(located).metadata();
    expect(uploaded.exif).toBeDefined();
    expect(uploaded.xmp).toBeDefined();
    expect(located.includes('WGS-84')).toBe(true);
    expect(located.includes('Jana Novakova')).toBe(true);

    const result = await processImage(located);
    expect(result.variants).toHaveLength(6);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(variant.data.includes('WGS-84')).toBe(false);
      expect(variant.data.includes('Jana Novakova')).toBe(false);
      expect(variant.data.includes('Exif')).toBe(false);
    }
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF picture', async () => {
    expect(await rejection(Buffer.alloc(0))).toBe('NOT_AN_IMAGE');
    expect(await rejection(Buffer.from('Dobrý den, tohle není obrázek.\n'))).toBe('NOT_AN_IMAGE');
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'))).toBe(
      'NOT_AN_IMAGE',
    );
    const gif = await sharp({ create: { width: 9, height: 9, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await rejection(gif)).toBe('NOT_AN_IMAGE');
    const tiff = await sharp({ create: { width: 9, height: 9, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    expect(await rejection(tiff)).toBe('NOT_AN_IMAGE');
  });

  it('refuses a damaged picture', async () => {
    const jpeg = await flat(800, 600, 'jpeg');
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('CORRUPT');
    expect(await rejection(Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(4000, 0x5a)]))).toBe('CORRUPT');
    const png = await flat(800, 600, 'png');
    expect(await rejection(png.subarray(0, png.length - 40))).toBe('CORRUPT');
  });

  it('refuses more than 20 MB, and a decompression bomb by its header', async () => {
    const oversized = Buffer.concat([await flat(100, 100, 'jpeg'), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await rejection(oversized)).toBe('TOO_LARGE');

    // A valid PNG of 30,000 × 30,000 pixels (900 megapixels, ~2.7 GB decoded) in a few kilobytes.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const checksum = Buffer.alloc(4);
      checksum.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, checksum]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30_000, 0);
    header.writeUInt32BE(30_000, 4);
    header[8] = 8; // bits per sample; colour type 0 (grey) and the rest are 0
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await rejection(bomb)).toBe('TOO_LARGE');
  });

  it('makes smaller AVIF and WebP than JPEG from a detailed photo-sized picture', async () => {
    // Noise is the hardest case for every encoder (the one slow test: AVIF at 1600 px).
    const detailed = await sharp({
      create: {
        width: 2400,
        height: 1600,
        channels: 3,
        background: '#6b8e23',
        noise: { type: 'gaussian', mean: 110, sigma: 20 },
      },
    })
      .blur(1.2)
      .jpeg({ quality: 92 })
      .toBuffer();
    const result = await processImage(detailed);
    const widest = Object.fromEntries(
      result.variants.filter((variant) => variant.width === 1600).map((variant) => [variant.format, variant.bytes]),
    );
    expect(widest.avif).toBeLessThan(widest.jpeg);
    expect(widest.webp).toBeLessThan(widest.jpeg);
    expect(widest.jpeg).toBeLessThan(detailed.length);
  });
});
