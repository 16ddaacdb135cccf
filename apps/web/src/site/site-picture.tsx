import type { ImgHTMLAttributes } from 'react';
import { imageSources, type SourcedImage } from '../ui/image-sources';

/**
 * A picture of the server-rendered site: an upload's AVIF and WebP renditions as `<source>`s and its JPEGs in the
 * `<img>`'s `srcset` (ui/image-sources.ts), or a plain `<img>` for a picture without renditions.
 */
export function SitePicture({
  image,
  sizes,
  ...img
}: { image: SourcedImage; sizes: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const { sources, ...attributes } = imageSources(image, sizes);
  // biome-ignore lint/a11y/useAltText: the alt is required by the props and passed on.
  const element = <img {...attributes} {...img} />;
  if (sources.length === 0) return element;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {element}
    </picture>
  );
}
