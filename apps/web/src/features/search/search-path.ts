/** The search screen, with the recent searches when it has no query. */
export const SEARCH_SCREEN = '/app/search';

/** What the API searches for at most: the fields take no more, a longer query in a URL is cut. */
export const MAX_QUERY_LENGTH = 100;

/** The search screen showing the results for a query. */
export const searchPath = (query: string): string => `${SEARCH_SCREEN}?${new URLSearchParams({ q: query })}`;
