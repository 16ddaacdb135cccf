import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cities, onboardingPreferences, trips, users } from '../../db/schema.js';

/**
 * Trips for a user, best first. Score = 2 × (how many of the user's interests the trip's attributes share)
 * + 2 when the trip's duration is one the user chose in onboarding + proximity to the user's city (3 within 30 km,
 * 2 within 60 km, 1 within 120 km). Ties, and users who told us nothing, fall back to the best rated, most rated,
 * newest trips. Distances are straight lines (equirectangular approximation; plenty for ranking within Czechia).
 */
export async function findRecommendedTripIds(db: Database, userId: string, limit: number): Promise<string[]> {
  const attributes = sql`${trips.suitability} || ${trips.additionalActivities} || ${trips.terrain} || ${trips.gastro} || ${trips.accessibility} || ${trips.overnightStay}`;
  const interestScore = sql`coalesce(cardinality(array(select unnest(${attributes}) intersect select unnest(${users.interests}))), 0)`;
  const durationScore = sql`case when ${trips.duration} = any(coalesce(${onboardingPreferences.durations}, '{}'::text[])) then 2 else 0 end`;
  const distanceKm = sql`111.2 * sqrt(power(${trips.lat} - ${cities.lat}, 2) + power((${trips.lng} - ${cities.lng}) * cos(radians(${cities.lat})), 2))`;
  const proximityScore = sql`case when ${cities.id} is null then 0 when ${distanceKm} < 30 then 3 when ${distanceKm} < 60 then 2 when ${distanceKm} < 120 then 1 else 0 end`;
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(onboardingPreferences, eq(onboardingPreferences.userId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(trips.status, 'PUBLISHED')))
    .orderBy(
      sql`2 * ${interestScore} + ${durationScore} + ${proximityScore} DESC`,
      sql`${trips.averageRating} DESC NULLS LAST`,
      sql`${trips.ratingCount} DESC`,
      sql`${trips.publishedAt} DESC`,
      sql`${trips.id} DESC`,
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
