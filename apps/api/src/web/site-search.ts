import { MAX_QUERY_LENGTH, MAX_RESULTS } from '../features/search/index.js';
import { MAX_PAGE_NUMBER } from '../platform/pagination.js';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY, type SiteQuery } from './site-queries.js';
import type { SiteData, SiteLanguage } from './site-renderer.js';

interface SearchAnswer {
  search: {
    trips: { total: number; capped: boolean; edges: unknown[] };
    articles: unknown[];
    didYouMean: string | null;
  };
}

/** The first value of a query parameter given once or more (`?q=a&q=b`). */
function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The typed query as the API takes it: trimmed, without NUL characters (which the API refuses as unstorable), and
 * cut to the API's longest query, so a long one is searched for in part rather than answered with an error. A cut
 * through a surrogate pair drops its first half, which the API would refuse too.
 */
export function searchQueryOf(value: unknown): string {
  const text = first(value);
  if (typeof text !== 'string') return '';
  const cut = text.replaceAll('\u0000', '').trim().slice(0, MAX_QUERY_LENGTH);
  return cut.replace(/[\uD800-\uDBFF]$/, '').trimEnd();
}

/**
 * What `/search?q=…&page=…` shows: the form alone without a query; else a page of the trips found (20 a page), the
 * articles on the first page, and a spelling the catalogue knows. A page past the first MAX_RESULTS trips of a search
 * that finds more says that search shows no more (the API refuses such pages). Null for a page that does not exist
 * (malformed, or beyond the last), which is the site's 404 as for the blog's pages.
 */
export async function searchPage(
  query: SiteQuery,
  params: { q?: unknown; page?: unknown },
  language: SiteLanguage,
): Promise<SiteData['page'] | null> {
  const text = searchQueryOf(params.q);
  if (!text) return { kind: 'search', query: '', page: 1, results: null };
  const pageParam = first(params.page);
  const page = pageParam === undefined ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE_NUMBER) return null;
  if ((page - 1) * SEARCH_PAGE_SIZE >= MAX_RESULTS) {
    const { search } = await query<SearchAnswer>(SEARCH_QUERY, { query: text, page: 1 }, language);
    return search.trips.capped ? { kind: 'search', query: text, page, results: null, pastResults: MAX_RESULTS } : null;
  }
  const { search } = await query<SearchAnswer>(SEARCH_QUERY, { query: text, page }, language);
  const pages = Math.max(1, Math.ceil(search.trips.total / SEARCH_PAGE_SIZE));
  if (page > pages) return null;
  return {
    kind: 'search',
    query: text,
    page,
    results: {
      trips: search.trips.edges,
      total: search.trips.total,
      capped: search.trips.capped,
      pages,
      // The articles are few and best first: they belong with the first page, not with every page of trips.
      articles: page === 1 ? search.articles : [],
      didYouMean: search.didYouMean,
    },
  };
}
