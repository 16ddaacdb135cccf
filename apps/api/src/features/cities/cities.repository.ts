import { asc, eq, getTableColumns, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { nearestFirst } from '../../db/geo.js';
import { uuidArray } from '../../db/raw.js';
import { cities, trips } from '../../db/schema.js';
import type { LatLng } from '../../platform/geo.js';
import { normalizeSearch } from './cities.normalize.js';

/** Every column but the globe point, which only the database's distance functions read. */
const { point: _point, ...cityColumns } = getTableColumns(cities);

export type CityRow = Omit<typeof cities.$inferSelect, 'point'>;

const SEARCH_LIMIT = 20;

/** Prefix search on the normalised name; exact names first. Uses the text_pattern_ops index. */
export function searchCities(db: Database, search: string): Promise<CityRow[]> {
  const prefix = normalizeSearch(search).replace(/[\\%_]/g, (char) => `\\${char}`);
  if (!prefix) return Promise.resolve([]);
  return db
    .select(cityColumns)
    .from(cities)
    .where(like(cities.searchName, `${prefix}%`))
    .orderBy(sql`${cities.searchName} = ${prefix} DESC`, asc(cities.searchName), asc(cities.district))
    .limit(SEARCH_LIMIT);
}

export function findCitiesByIds(db: Database, ids: readonly number[]): Promise<CityRow[]> {
  return db
    .select(cityColumns)
    .from(cities)
    .where(inArray(cities.id, [...ids]));
}

export async function cityExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return rows.length > 0;
}

/**
 * The municipality nearest to each trip's start, by the cities' GiST index (one index probe per trip, in one
 * statement for any number of trips).
 */
export async function findNearestCitiesOfTrips(
  db: Database,
  tripIds: readonly string[],
): Promise<Map<string, CityRow>> {
  const nearest = db
    .select(cityColumns)
    .from(cities)
    .orderBy(sql`${cities.point} <-> ${trips.startPoint}`)
    .limit(1)
    .as('nearest');
  const rows = await db
    .select({
      tripId: trips.id,
      id: nearest.id,
      name: nearest.name,
      district: nearest.district,
      region: nearest.region,
      lat: nearest.lat,
      lng: nearest.lng,
      searchName: nearest.searchName,
    })
    .from(trips)
    .innerJoinLateral(nearest, sql`true`)
    .where(sql`${trips.id} = ANY(${uuidArray(tripIds)}::uuid[])`);
  return new Map(rows.map(({ tripId, ...city }) => [tripId, city]));
}

/** The municipality nearest to a place (one probe of the cities' GiST index), e.g. a trip's start being placed. */
export async function findNearestCity(db: Database, place: LatLng): Promise<CityRow | undefined> {
  const [city] = await db.select(cityColumns).from(cities).orderBy(nearestFirst(cities.point, place)).limit(1);
  return city;
}
