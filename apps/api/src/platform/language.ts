/** The languages of the app's texts and translated content (spec §3: cs_CZ, the default, and en_US). */
export type Language = 'cs_CZ' | 'en_US';

/** The language for translated content: the Accept-Language header's first choice between Czech (default) and English. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en_US' : 'cs_CZ';
}
