/** A raster rendition of a picture, `width` pixels wide; `format` says which (a plain rendition is a JPEG). */
export interface ImageVariant {
  url: string;
  width: number;
  format?: 'AVIF' | 'WEBP' | 'JPEG';
}

/** A picture as the API gives it, with its raster renditions when a media pipeline has made them. */
export interface SourcedImage {
  url: string;
  variants?: readonly ImageVariant[];
}

/** A `<source>` of a `<picture>`: a modern format the browser takes only when it can show it. */
export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
  sizes: string;
}

/** The `src`, and `srcSet` with `sizes` when the browser has renditions to choose from, for an `<img>`. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** AVIF and WebP renditions, for the `<source>`s of a `<picture>` around the `<img>`; empty without them. */
  sources: PictureSource[];
}

const VECTOR = /\.svg(?:[?#]|$)/i;
const MODERN = [
  { format: 'AVIF', type: 'image/avif' },
  { format: 'WEBP', type: 'image/webp' },
] as const;

// A srcset candidate ends at a space or comma, so those may not stay raw in its URL.
const srcSetOf = (variants: readonly ImageVariant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url.replace(/ /g, '%20').replace(/,/g, '%2C')} ${variant.width}w`)
    .join(', ');

/**
 * How a picture is asked for: an SVG is sharp at every size, so one `src`; a raster picture with renditions gets a
 * `srcset` of its JPEGs (narrowest first) and the `sizes` the layout gives it, so a phone downloads a small one, and
 * `<source>`s of its AVIF and WebP renditions, which a browser takes only when it can show that format (one mixed
 * `srcset` would hand AVIF to browsers that cannot). Without renditions the `src` alone.
 */
export function imageSources(image: SourcedImage, sizes: string): ImageSources {
  const variants = VECTOR.test(image.url) ? [] : (image.variants ?? []);
  const jpegs = variants.filter((variant) => !variant.format || variant.format === 'JPEG');
  const sources = MODERN.flatMap(({ format, type }) => {
    const ofFormat = variants.filter((variant) => variant.format === format);
    return ofFormat.length ? [{ type, srcSet: srcSetOf(ofFormat), sizes }] : [];
  });
  if (jpegs.length === 0) return { src: image.url, sources };
  return { src: image.url, srcSet: srcSetOf(jpegs), sizes, sources };
}
