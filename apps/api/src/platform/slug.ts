const MAX_LENGTH = 80;

/** What `slugify` makes (lower-case letters, digits, single hyphens): the form of every article's address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A URL slug from a title: Czech (and any Latin) letters lose their diacritics ("Šumava v zimě" → `sumava-v-zime`),
 * everything but letters and digits becomes one hyphen, at most 80 characters, never a hyphen at either end. Empty
 * when the title has no letters or digits at all.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}
