import { z } from 'zod';

/** The longest query: longer than any name in the catalogue, short enough to keep every search cheap. */
export const MAX_QUERY_LENGTH = 100;

/** A query to search for: 1–100 characters once trimmed (blank is REQUIRED, longer MAX_LENGTH, on `query`). */
export const searchInput = z.object({
  query: z.string().trim().min(1).max(MAX_QUERY_LENGTH),
});

/** How many suggestions to offer while typing: 8 unless asked, at most 20. */
export const suggestionsInput = searchInput.extend({
  limit: z.number().int().min(1).max(20).default(8),
});
