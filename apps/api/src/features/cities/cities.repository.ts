import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cities } from '../../db/schema.js';
import { normalizeSearch } from './normalize.js';

export type CityRow = typeof cities.$inferSelect;

const SEARCH_LIMIT = 20;

/** Prefix search on the normalised name; exact names first. Uses the text_pattern_ops index. */
export function searchCities(db: Database, search: string): Promise<CityRow[]> {
  const prefix = normalizeSearch(search).replace(/[\\%_]/g, (char) => `\\${char}`);
  if (!prefix) return Promise.resolve([]);
  return db
    .select()
    .from(cities)
    .where(like(cities.searchName, `${prefix}%`))
    .orderBy(sql`${cities.searchName} = ${prefix} DESC`, asc(cities.searchName), asc(cities.district))
    .limit(SEARCH_LIMIT);
}

export function findCitiesByIds(db: Database, ids: readonly number[]): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(inArray(cities.id, [...ids]));
}

export async function cityExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return rows.length > 0;
}
