/** The languages of the app's texts and translated content (spec §3: cs_CZ, the default, and en_US). */
export type Language = 'cs_CZ' | 'en_US';

/** The language the Accept-Language header asks for first, when that is Czech or English; undefined otherwise. */
export function statedLanguage(acceptLanguage: string | undefined): Language | undefined {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en_US';
  if (first.startsWith('cs')) return 'cs_CZ';
  return undefined;
}

/** The language for translated content: the Accept-Language header's first choice between Czech (default) and English. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  return statedLanguage(acceptLanguage) ?? 'cs_CZ';
}
