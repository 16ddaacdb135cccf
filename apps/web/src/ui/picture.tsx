import { Image, type ImageProps } from '@mantine/core';
import { imageSources, type SourcedImage } from './image-sources';

interface PictureProps extends Omit<ImageProps, 'src'> {
  image: SourcedImage & { focalX?: number; focalY?: number };
  /** The width the layout gives the picture (`sizes`), so the browser picks the smallest rendition that fills it. */
  sizes: string;
  alt: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * An uploaded photo in the smallest rendition and the best format the browser can show (AVIF, WebP, else JPEG), cropped
 * around the focal point an editor chose; a picture without renditions (the demo's SVGs) is a plain `<img>`.
 */
export function Picture({ image, sizes, alt, loading, fetchPriority, ...props }: PictureProps) {
  const { src, srcSet, sources } = imageSources(image, sizes);
  const focus =
    image.focalX !== undefined && image.focalY !== undefined
      ? { objectPosition: `${image.focalX * 100}% ${image.focalY * 100}%` }
      : undefined;
  const img = (
    <Image
      {...props}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      style={focus}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {img}
    </picture>
  );
}
