import { z } from 'zod';
import { parseInput } from './validation.js';

/** No list answers more than this many items per page. */
export const MAX_PAGE_SIZE = 50;

/** Default page sizes per kind of list (issue 3 decision; the spec leaves them open). */
export const PAGE_SIZES = { trips: 12, feed: 10, ratings: 10, profile: 12 } as const;

export interface Page {
  limit: number;
  offset: number;
}

/** Validates `{ pageNumber, pageSize }` (1-based) into LIMIT/OFFSET; a page beyond the end is simply empty. */
export function parsePagination(
  input: { pageNumber?: number | null; pageSize?: number | null } | null | undefined,
  defaultSize: number,
): Page {
  const { pageNumber, pageSize } = parseInput(
    z.object({
      pageNumber: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
    }),
    { pageNumber: input?.pageNumber ?? undefined, pageSize: input?.pageSize ?? undefined },
  );
  return { limit: pageSize, offset: (pageNumber - 1) * pageSize };
}
