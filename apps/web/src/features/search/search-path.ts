/** The search screen showing the results for a query. */
export const searchPath = (query: string): string => `/app/search?${new URLSearchParams({ q: query })}`;
