import type { StoredImageVariant } from '../db/schema.js';

/** Where a file of the store is served: `/media/uploads/…` (originals under `originals/` are never served). */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** A rendition as the API shows it (GraphQL's `ImageVariant`). */
export interface PublicVariant {
  url: string;
  width: number;
  format: 'AVIF' | 'WEBP' | 'JPEG';
}

export function publicVariants(variants: readonly StoredImageVariant[]): PublicVariant[] {
  return variants.map(({ key, width, format }) => ({
    url: mediaUrl(key),
    width,
    format: format.toUpperCase() as PublicVariant['format'],
  }));
}
