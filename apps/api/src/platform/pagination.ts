import { z } from 'zod';
import { parseInput } from './validation.js';

/** No list answers more than this many items per page. */
export const MAX_PAGE_SIZE = 50;

/** No list has more pages than this. */
export const MAX_PAGE_NUMBER = 100_000;

/** Default page sizes per kind of list (issue 3 decision; the spec leaves them open). */
export const PAGE_SIZES = { trips: 12, feed: 10, ratings: 10, profile: 12 } as const;

export interface Page {
  limit: number;
  offset: number;
}

const pageSchemas = new Map<number, z.ZodType<{ pageNumber: number; pageSize: number }>>();

/** The schema for one default page size, built once: building a zod schema costs far more than using it. */
function pageSchema(defaultSize: number) {
  let schema = pageSchemas.get(defaultSize);
  if (!schema) {
    schema = z.object({
      pageNumber: z.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
    });
    pageSchemas.set(defaultSize, schema);
  }
  return schema;
}

/** Validates `{ pageNumber, pageSize }` (1-based) into LIMIT/OFFSET; a page beyond the end is simply empty. */
export function parsePagination(
  input: { pageNumber?: number | null; pageSize?: number | null } | null | undefined,
  defaultSize: number,
): Page {
  const { pageNumber, pageSize } = parseInput(pageSchema(defaultSize), {
    pageNumber: input?.pageNumber ?? undefined,
    pageSize: input?.pageSize ?? undefined,
  });
  return { limit: pageSize, offset: (pageNumber - 1) * pageSize };
}
