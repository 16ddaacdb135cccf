import type { LanguageCode } from './languages';

/**
 * The address of a public page in a language: one URL, one language (issue 30). Czech pages live at the root
 * (`/blog`), English ones under `/en` (`/en/blog`, and `/` is `/en`). The server's `platform/site-paths.ts` is the
 * same rule.
 */
export function publicPath(language: LanguageCode, path: string): string {
  if (language === 'cs_CZ') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
