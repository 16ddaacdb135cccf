/** A raster rendition of a picture, `width` pixels wide. */
export interface ImageVariant {
  url: string;
  width: number;
}

/** A picture as the API gives it, with its raster renditions when a media pipeline has made them. */
export interface SourcedImage {
  url: string;
  variants?: readonly ImageVariant[];
}

/** The `src`, and `srcSet` with `sizes` when the browser has renditions to choose from, for an `<img>`. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const VECTOR = /\.svg(?:[?#]|$)/i;

/**
 * How an `<img>` asks for a picture: an SVG is sharp at every size, so one `src`; a raster picture with renditions
 * gets a `srcset` of them (narrowest first) and the `sizes` the layout gives it, so a phone downloads a small one.
 * Without renditions (today's pictures: the demo's are SVG, uploads are stored as they come) the `src` alone.
 */
export function imageSources(image: SourcedImage, sizes: string): ImageSources {
  const variants = VECTOR.test(image.url) ? [] : [...(image.variants ?? [])].sort((a, b) => a.width - b.width);
  if (variants.length === 0) return { src: image.url };
  // A srcset candidate ends at a space or comma, so those may not stay raw in its URL.
  const candidate = (variant: ImageVariant) =>
    `${variant.url.replace(/ /g, '%20').replace(/,/g, '%2C')} ${variant.width}w`;
  return { src: image.url, srcSet: variants.map(candidate).join(', '), sizes };
}
