import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { normalizeSearch } from '../features/cities/cities.normalize.js';
import { API_SOURCES } from '../platform/paths.js';
import type { Database } from './client.js';
import { cities } from './schema.js';

const CITIES_FILE = join(API_SOURCES, 'db', 'reference', 'cities.csv');
const BATCH = 1000;

/** Reads the shipped municipality register (see scripts/import-municipalities.ts). */
export function readCities(): (typeof cities.$inferInsert)[] {
  const [, ...lines] = readFileSync(CITIES_FILE, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [id, name, district, region, lat, lng] = line.split(',');
    return {
      id: Number(id),
      name,
      district,
      region,
      lat: Number(lat),
      lng: Number(lng),
      searchName: normalizeSearch(name),
    };
  });
}

/** Loads reference data every database needs (not demo content); does nothing when it is there. */
export async function ensureReferenceData(db: Database): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  if (count > 0) return;
  const rows = readCities();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(cities)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
}
