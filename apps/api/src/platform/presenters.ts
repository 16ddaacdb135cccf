// What the resolvers of several features hand to GraphQL for the small object types they share (codegen mappers),
// and the few rules that shape them.

import type { StoredImageVariant } from '../db/schema.js';
import { hasEnglishText } from './content-language.js';
import type { Language } from './language.js';

/** A row of `images`, read with whatever shows it (a trip's cover, a gallery, an article), never on its own. */
export interface ImageModel {
  id: string;
  url: string;
  alt: string;
  /** The description in English, when it has one (platform/content-language.ts). */
  altEn: string | null;
  hasEnglish: boolean;
  width: number | null;
  height: number | null;
  variants: StoredImageVariant[];
  /** Where a crop keeps its centre (0..1 from the left and the top); the middle when not known. */
  focalX?: number;
  focalY?: number;
}

export interface AreaModel {
  id: string;
  name: string;
  nameEn: string | null;
  hasEnglish: boolean;
  region: string;
}

/** An area from its columns, Czech and English names. */
export function areaModel(area: { id: string; name: string; nameEn: string | null; region: string }): AreaModel {
  return { ...area, hasEnglish: hasEnglishText(area.nameEn) };
}

export interface TripLabelModel {
  id: string;
  label: string;
  color: string;
}

export interface AuthorModel {
  id: string;
  shortname: string;
}

/** "Jana N." — the first name and the initial of the last name. */
export function shortname(firstname: string | null, lastname: string | null): string {
  const initial = lastname?.trim().charAt(0);
  return [firstname?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** A joined label in the given language, or null when the row has none. */
export function label(
  row: { labelId: string | null; labelCs: string | null; labelEn: string | null; labelColor: string | null },
  language: Language,
): TripLabelModel | null {
  if (!row.labelId || !row.labelCs || !row.labelEn || !row.labelColor) return null;
  return { id: row.labelId, label: language === 'en_US' ? row.labelEn : row.labelCs, color: row.labelColor };
}

/** An image joined into a row by a left join (so every column may be null), or null when the row has none. */
export function joinedImage(image: {
  id: string | null;
  url: string | null;
  alt: string | null;
  altEn: string | null;
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
    altEn: image.altEn,
    hasEnglish: hasEnglishText(image.altEn),
    width: image.width,
    height: image.height,
    variants: image.variants ?? [],
    focalX: image.focalX ?? undefined,
    focalY: image.focalY ?? undefined,
  };
}
