import { publicPath } from '../app/i18n/public-path';
import type { SiteLanguage } from './site-data';

/** The address of a search's results in a language, `/search?q=…` (`/en/search?q=…`), `&page=` after the first page. */
export function searchHref(language: SiteLanguage, query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return publicPath(language, `/search?${params}`);
}
