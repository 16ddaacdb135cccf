import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { chordOfKm, EARTH_RADIUS_KM, type LatLng, unitVector } from '../platform/geo.js';

// Distances against a globe point column (db/columns.ts). `<->` between two cubes is their straight-line distance,
// which the column's GiST index serves nearest first; `<@ cube_enlarge(…)` is a box the index can search.

/** A place as a cube literal, built from bound parameters. */
function pointOf(place: LatLng): SQL {
  const [x, y, z] = unitVector(place);
  return sql`cube(ARRAY[${x}::float8, ${y}::float8, ${z}::float8])`;
}

/** ORDER BY nearest first (the index's KNN scan). */
export function nearestFirst(column: AnyColumn, place: LatLng): SQL {
  return sql`${column} <-> ${pointOf(place)}`;
}

/** The great-circle distance in kilometres. */
export function distanceKmOf(column: AnyColumn, place: LatLng): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, (${column} <-> ${pointOf(place)}) / 2)))`;
}

/** Places at most `km` away: the box around the circle (indexed), then the exact distance. */
export function withinKm(column: AnyColumn, place: LatLng, km: number): SQL {
  const point = pointOf(place);
  const chord = chordOfKm(km);
  return sql`(${column} <@ cube_enlarge(${point}, ${chord}::float8, 3) AND ${column} <-> ${point} <= ${chord}::float8)`;
}
