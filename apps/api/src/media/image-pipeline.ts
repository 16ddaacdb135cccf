import type { Metadata, OutputInfo, Sharp, default as SharpFactory } from 'sharp';

let library: Promise<typeof SharpFactory> | undefined;

/** sharp and libvips, loaded with the first picture rather than at every start (~0.2 s a start). */
function loadSharp(): Promise<typeof SharpFactory> {
  library ??= import('sharp').then((module) => module.default);
  return library;
}

/** The largest upload the console may send (issue 18): a phone's or a camera's JPEG is well under it. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * The most pixels a picture may have. A decompression bomb (a few kilobytes of PNG that decode to 50,000 × 50,000)
 * stops at the header; 120 megapixels lets through every camera photo (a 102 MP medium-format frame is the largest
 * common one), and decoding one takes ~360 MB for a moment.
 */
export const MAX_IMAGE_PIXELS = 120_000_000;

/** The widths of the renditions: a phone's card or gallery (480), a tablet or a phone at 2× (960), a desktop (1600). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** What an upload may be: raster formats every browser the app supports can also show. */
export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the renditions are made in, best compression first: a `<picture>` offers them in this order. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg';
export const VARIANT_FORMATS: readonly VariantFormat[] = ['avif', 'webp', 'jpeg'];

export const CONTENT_TYPES: Record<SourceFormat | VariantFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const FILE_EXTENSIONS: Record<SourceFormat | VariantFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/**
 * Why a picture is refused, a stable code the console shows its own text for: not a picture we take, too large
 * (bytes or pixels), or a picture that does not decode.
 */
export type ImageRejection = 'NOT_AN_IMAGE' | 'TOO_LARGE' | 'CORRUPT';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  /** The encoded file. */
  data: Buffer;
  /** Its size in bytes. */
  bytes: number;
}

export interface ProcessedImage {
  /** What the upload was, and its size as people see it (after turning it upright). */
  source: { format: SourceFormat; width: number; height: number; bytes: number };
  /** Every width in every format, narrowest first within a format. */
  variants: ImageVariant[];
}

/**
 * Encoder settings, chosen for photos of landscapes shown at up to 1600 px (foliage and sky are where artefacts
 * show first):
 * - AVIF quality 58: at sharp's default 50, a 1600 px forest photo's moss and needles came out visibly smoothed
 *   beside the JPEG below; at 58 they look alike, for 79 % of the JPEG's bytes (smoother pictures save more: 69 % on
 *   a rendered landscape). Effort 2, not the default 4: there (at quality 50) effort 4 took 7.5 s and came out no
 *   smaller, effort 3 1.4 s, effort 2 0.7 s for 2 % more bytes — what an editor dropping ten photos waits for
 *   matters more than that.
 * - WebP quality 75 is cwebp's own default and the usual balance for photos; smart subsampling keeps thin coloured
 *   edges sharp — a red or blue trail marker stripe on white would otherwise bleed into it.
 * - JPEG quality 80 with mozjpeg (trellis quantisation, progressive scans) is the fallback every browser shows: at
 *   80 blocking does not show in photos, and mozjpeg makes it ~20 % smaller than plain libjpeg at the same quality.
 */
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 58, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, smartSubsample: true }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * The format by the file's own first bytes, never by its name or declared type: JPEG's SOI marker, PNG's signature,
 * WebP's RIFF header, or an ISO-BMFF `ftyp` box naming the AVIF brand. Anything else (SVG, which could carry
 * script, TIFF, HEIC, PDF, text) is not a picture we take.
 */
export function sniffFormat(bytes: Buffer): SourceFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}

/** The renditions' widths for a picture `width` pixels wide: never wider than it, and its own width when in between. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** One picture at a time per process: encoding keeps both cores busy, and a queue is fairer than contention. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Checks an upload and makes its renditions: AVIF, WebP and JPEG at {@link VARIANT_WIDTHS} (never enlarged),
 * turned upright by its EXIF orientation, in sRGB, with every piece of metadata (EXIF with GPS, XMP, IPTC, ICC)
 * left out. Throws {@link ImageRejectedError} for anything that is not a picture we take, too large, or broken.
 */
export function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const run = queue.then(() => checkAndRender(bytes));
  queue = run.catch(() => undefined);
  return run;
}

async function checkAndRender(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError('TOO_LARGE', `The file is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  }
  const format = sniffFormat(bytes);
  if (!format) throw new ImageRejectedError('NOT_AN_IMAGE', 'The file is not a JPEG, PNG, WebP or AVIF picture.');

  const sharp = await loadSharp();
  // `failOn: 'truncated'` refuses a cut-off file instead of showing its missing part grey, yet accepts the harmless
  // oddities cameras write (extra bytes after the end, unknown markers).
  const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', autoOrient: true });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  // The header says what the bytes are; an AVIF container may hold HEVC (HEIC), which is not ours to take.
  const decoded = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (decoded !== format) throw new ImageRejectedError('NOT_AN_IMAGE', 'The file is not a picture we can read.');
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('TOO_LARGE', `The picture has more than ${MAX_IMAGE_PIXELS / 1e6} megapixels.`);
  }

  // Decoded once, upright and in sRGB, at the largest width needed; every rendition is made from these pixels.
  const widths = variantWidths(metadata.autoOrient.width);
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await input()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };

  const jobs = VARIANT_FORMATS.flatMap((variantFormat) => widths.map((width) => ({ variantFormat, width })));
  const variants = await mapTwoAtATime(jobs, async ({ variantFormat, width }): Promise<ImageVariant> => {
    const resized = sharp(base.data, { raw }).resize({ width, withoutEnlargement: true });
    const { data, info } = await ENCODERS[variantFormat](resized).toBuffer({ resolveWithObject: true });
    return { format: variantFormat, width: info.width, height: info.height, data, bytes: data.length };
  });
  return {
    source: { format, width: metadata.autoOrient.width, height: metadata.autoOrient.height, bytes: bytes.length },
    variants,
  };
}

/**
 * Runs the encodes two at a time, in order: sharp works on libuv's thread pool (4 threads), which file reads and
 * asynchronous compression share, so half of it stays free for other requests while both cores are busy.
 */
async function mapTwoAtATime<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

function decodeFailure(error: unknown): ImageRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new ImageRejectedError('TOO_LARGE', `The picture has more than ${MAX_IMAGE_PIXELS / 1e6} megapixels.`);
  }
  return new ImageRejectedError('CORRUPT', 'The picture is damaged and cannot be read.');
}
