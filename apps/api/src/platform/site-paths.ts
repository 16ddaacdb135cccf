import type { Language } from './language.js';

/**
 * One URL, one language (issue 30): a Czech public page lives at the root (`/blog`), its English twin under `/en`
 * (`/en/blog`). A search engine, which sends no Accept-Language, so finds both, and a shared link shows everybody the
 * language it was shared in. The web app's `app/i18n/public-path.ts` is the same rule for the browser.
 */
const ENGLISH_PREFIX = '/en';

export const SITE_LANGUAGES: readonly Language[] = ['cs_CZ', 'en_US'];

/** The address of a public page in a language: `sitePath('en_US', '/blog')` is `/en/blog`, and `/` is `/en`. */
export function sitePath(language: Language, path: string): string {
  if (language === 'cs_CZ') return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

/** The language of a public address: English under `/en`, Czech everywhere else. */
export function pathLanguage(pathname: string): Language {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? 'en_US' : 'cs_CZ';
}

/** An address without its language: `/en/blog` is `/blog`, `/en` is `/`. */
export function unprefixedPath(pathname: string): string {
  if (pathLanguage(pathname) === 'cs_CZ') return pathname;
  return pathname.slice(ENGLISH_PREFIX.length) || '/';
}

/** The other of the two languages. */
export function otherLanguage(language: Language): Language {
  return language === 'cs_CZ' ? 'en_US' : 'cs_CZ';
}
