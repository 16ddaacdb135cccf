// The last searches a person made on this device, offered again when they open an empty search field. Here in the
// session rather than in search: sign-out forgets them with everything else that was the person's.

const KEY = 'recentSearches';
/** As many as the field offers. */
export const RECENT_SEARCHES_LIMIT = 5;

export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((query): query is string => typeof query === 'string').slice(0, RECENT_SEARCHES_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function store(queries: string[]): string[] {
  try {
    if (queries.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(queries));
  } catch {
    // A full or refused storage only means the search is not remembered.
  }
  return queries;
}

/** Puts a search first, once (the same words in another case count as the same search). */
export function rememberSearch(query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (!text) return recentSearches();
  const others = recentSearches().filter((previous) => previous.toLocaleLowerCase() !== text.toLocaleLowerCase());
  return store([text, ...others].slice(0, RECENT_SEARCHES_LIMIT));
}

export function forgetSearch(query: string): string[] {
  return store(recentSearches().filter((previous) => previous !== query));
}

export function forgetAllSearches(): string[] {
  return store([]);
}
