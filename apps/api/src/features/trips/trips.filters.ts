import { and, arrayOverlaps, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { withinKm } from '../../db/geo.js';
import { trips } from '../../db/schema.js';
import type { LatLng } from '../../platform/geo.js';
import type { TripFilterInput, TripSortInput } from './trips.inputs.js';

const LENGTH_RANGES: Record<TripFilterInput['length'][number], SQL | undefined> = {
  UP_TO_5: lte(trips.lengthKm, 5),
  FROM_5_TO_10: and(gt(trips.lengthKm, 5), lte(trips.lengthKm, 10)),
  FROM_10_TO_20: and(gt(trips.lengthKm, 10), lte(trips.lengthKm, 20)),
  OVER_20: gt(trips.lengthKm, 20),
};

/**
 * Published trips matching the filter: OR within a group (array overlap for multi-valued attributes), AND across;
 * the distance filter needs `near` (trips.near.ts checks).
 */
export function tripWhere(filter: TripFilterInput, near?: LatLng): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(trips.status, 'PUBLISHED')];
  if (filter.duration.length) conditions.push(inArray(trips.duration, filter.duration));
  if (filter.routeType.length) conditions.push(inArray(trips.routeType, filter.routeType));
  if (filter.area.length) conditions.push(inArray(trips.areaId, filter.area));
  if (filter.length.length) conditions.push(or(...filter.length.map((range) => LENGTH_RANGES[range])));
  if (filter.terrain.length) conditions.push(arrayOverlaps(trips.terrain, filter.terrain));
  if (filter.suitability.length) conditions.push(arrayOverlaps(trips.suitability, filter.suitability));
  if (filter.accessibility.length) conditions.push(arrayOverlaps(trips.accessibility, filter.accessibility));
  if (filter.gastro.length) conditions.push(arrayOverlaps(trips.gastro, filter.gastro));
  if (filter.additionalActivities.length) {
    conditions.push(arrayOverlaps(trips.additionalActivities, filter.additionalActivities));
  }
  if (filter.overnightStay.length) conditions.push(arrayOverlaps(trips.overnightStay, filter.overnightStay));
  if (near && filter.maxDistanceKm !== undefined)
    conditions.push(withinKm(trips.startPoint, near, filter.maxDistanceKm));
  return and(...conditions);
}

/** The sorts by a column of the trip; DISTANCE has a query of its own (nearestTripsPageQuery). */
export type ColumnSort = TripSortInput & { field: Exclude<TripSortInput['field'], 'DISTANCE'> };

/** ORDER BY for a sort, with the id as tie-breaker in the same direction; unrated trips always last. */
export function tripOrder(sort: ColumnSort): SQL[] {
  const direction = sort.direction === 'ASC' ? asc : desc;
  switch (sort.field) {
    case 'publishedAt':
      return [direction(trips.publishedAt), direction(trips.id)];
    case 'finishedCount':
      return [direction(trips.finishedCount), direction(trips.id)];
    case 'averageRating':
      return [
        sql`${trips.averageRating} ${sql.raw(sort.direction === 'ASC' ? 'ASC' : 'DESC')} NULLS LAST`,
        direction(trips.id),
      ];
  }
}
