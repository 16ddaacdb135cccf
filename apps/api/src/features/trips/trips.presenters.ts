import type { GraphQLContext } from '../../context.js';
import type { StoredImageVariant } from '../../db/schema.js';
import type { ImageModel } from './trips.models.js';

/** "Jana N." — the first name and the initial of the last name. */
export function shortname(firstname: string | null, lastname: string | null): string {
  const initial = lastname?.trim().charAt(0);
  return [firstname?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** A joined label in the request's language, or null when the row has none. */
export function label(
  row: { labelId: string | null; labelCs: string | null; labelEn: string | null; labelColor: string | null },
  ctx: GraphQLContext,
) {
  if (!row.labelId || !row.labelCs || !row.labelEn || !row.labelColor) return null;
  return { id: row.labelId, label: ctx.language === 'en_US' ? row.labelEn : row.labelCs, color: row.labelColor };
}

/** An image joined into a row by a left join (so every column may be null), or null when the row has none. */
export function joinedImage(image: {
  id: string | null;
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  variants: StoredImageVariant[] | null;
  focalX?: number | null;
  focalY?: number | null;
}): ImageModel | null {
  if (!image.id || !image.url) return null;
  return {
    id: image.id,
    url: image.url,
    alt: image.alt ?? '',
    width: image.width,
    height: image.height,
    variants: image.variants ?? [],
    focalX: image.focalX ?? undefined,
    focalY: image.focalY ?? undefined,
  };
}

/** A trip's cover joined into its row (`cover*` columns), or null when it has none. */
export function coverImage(row: {
  coverImageId: string | null;
  coverUrl: string | null;
  coverAlt: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverVariants: StoredImageVariant[] | null;
  coverFocalX?: number | null;
  coverFocalY?: number | null;
}): ImageModel | null {
  return joinedImage({
    id: row.coverImageId,
    url: row.coverUrl,
    alt: row.coverAlt,
    width: row.coverWidth,
    height: row.coverHeight,
    variants: row.coverVariants,
    focalX: row.coverFocalX,
    focalY: row.coverFocalY,
  });
}
