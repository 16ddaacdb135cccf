// Editorial content in two languages (issue 30). Every text has a Czech version, required, and may have an English
// twin in a column of its own (`title` and `title_en`). A reader of English gets a row's English texts only when its
// English version is complete (the database's `has_english`, db/columns.ts); otherwise the Czech ones, all of them,
// so one item never mixes two languages. Each translatable type answers `language`, the language its texts are in,
// and the app marks Czech shown to a reader of English.
//
// Rows carry both versions and the choice is made as a field is resolved, with the request's language: what is kept
// between requests (the catalogue cache's rows) holds both, and only whole answers (platform/public-answers.ts) and
// what is built per language (the map's locations) are kept per language.

import type { Language } from './language.js';

/** The language content is written in when there is no English. */
export const CONTENT_DEFAULT_LANGUAGE: Language = 'cs_CZ';

/** The language a row's texts are answered in: English when asked for and complete, Czech otherwise. */
export function contentLanguage(hasEnglish: boolean, requested: Language): Language {
  return requested === 'en_US' && hasEnglish ? 'en_US' : CONTENT_DEFAULT_LANGUAGE;
}

/** A row with a Czech text under `field` and its English twin under `${field}En`, complete or not (`hasEnglish`). */
export type Translated<Field extends string> = { hasEnglish: boolean } & { [K in Field]: string } & {
  [K in `${Field}En`]: string | null;
};

/** The row's text under `field` in the language it is answered in. */
export function localized<Field extends string>(row: Translated<Field>, field: Field, requested: Language): string {
  if (contentLanguage(row.hasEnglish, requested) === CONTENT_DEFAULT_LANGUAGE) return row[field];
  return (row[`${field}En` as `${Field}En`] as string | null) ?? row[field];
}

/**
 * Resolvers for a translatable type: `language` and each of `fields` in the request's language. A field whose answer
 * is derived from a text (an article's `contentHtml`) uses `localized` in its own resolver.
 */
export function translatedFieldResolvers<Field extends string>(fields: readonly Field[]) {
  type Row = Translated<Field>;
  const resolvers: Record<string, (row: Row, args: unknown, ctx: { language: Language }) => string> = {
    language: (row, _args, ctx) => contentLanguage(row.hasEnglish, ctx.language),
  };
  for (const field of fields) resolvers[field] = (row, _args, ctx) => localized(row, field, ctx.language);
  return resolvers;
}

/** A text with an optional English twin and nothing else to complete (an area's name, a picture's description). */
export function hasEnglishText(english: string | null | undefined): boolean {
  return Boolean(english?.trim());
}
