import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { finishedTrips, tripBookmarks, tripRatings, trips } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import { completeTripColumns } from './trips.repository.js';

/** Locks the published trip's row for the rest of the transaction; false when there is no such trip. */
async function lockPublishedTrip(tx: Transaction, tripId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.status, 'PUBLISHED')))
    .for('update');
  return rows.length > 0;
}

/**
 * Adds or removes the bookmark in the caller's transaction, under the trip's row lock, so two toggles sent at once are
 * applied one after the other and end consistent. Returns false when the trip does not exist.
 */
export async function toggleBookmark(tx: Transaction, userId: string, tripId: string): Promise<boolean> {
  if (!(await lockPublishedTrip(tx, tripId))) return false;
  const removed = await tx
    .delete(tripBookmarks)
    .where(and(eq(tripBookmarks.userId, userId), eq(tripBookmarks.tripId, tripId)))
    .returning({ tripId: tripBookmarks.tripId });
  if (removed.length === 0) await tx.insert(tripBookmarks).values({ userId, tripId }).onConflictDoNothing();
  return true;
}

/** Marks the trip finished or unmarks it, keeping `finished_count` exact (same locking as bookmarks). */
export async function toggleFinished(tx: Transaction, userId: string, tripId: string): Promise<boolean> {
  if (!(await lockPublishedTrip(tx, tripId))) return false;
  const removed = await tx
    .delete(finishedTrips)
    .where(and(eq(finishedTrips.userId, userId), eq(finishedTrips.tripId, tripId)))
    .returning({ tripId: finishedTrips.tripId });
  let delta = -removed.length;
  if (removed.length === 0) {
    const added = await tx
      .insert(finishedTrips)
      .values({ userId, tripId })
      .onConflictDoNothing()
      .returning({ tripId: finishedTrips.tripId });
    delta = added.length;
  }
  if (delta !== 0) {
    await tx
      .update(trips)
      .set({ finishedCount: sql`${trips.finishedCount} + ${delta}`, updatedAt: sql`now()` })
      .where(eq(trips.id, tripId));
  }
  return true;
}

/**
 * Sets the trip's `rating_count` and `average_rating` from its ratings that are not hidden. Call it, under the trip's
 * row lock, in the transaction that changed a rating, so the counters never disagree with the list.
 */
export async function refreshRatingStats(tx: Transaction, tripId: string): Promise<void> {
  const [stats] = await tx
    .select({ total: count(), average: sql<number | null>`avg(${tripRatings.score})::real` })
    .from(tripRatings)
    .where(and(eq(tripRatings.tripId, tripId), isNull(tripRatings.hiddenAt)));
  await tx
    .update(trips)
    .set({ ratingCount: stats?.total ?? 0, averageRating: stats?.average ?? null, updatedAt: sql`now()` })
    .where(eq(trips.id, tripId));
}

/**
 * Creates or replaces the user's rating in the caller's transaction, under the trip's row lock, and recomputes the
 * trip's average and count. A rating a moderator hid stays hidden when its author changes it (only a moderator
 * restores it). Returns the rating's id and whether it is hidden, or undefined when the trip does not exist.
 */
export async function upsertRating(
  tx: Transaction,
  userId: string,
  tripId: string,
  rating: { score: number; text: string },
): Promise<{ id: string; hidden: boolean } | undefined> {
  if (!(await lockPublishedTrip(tx, tripId))) return undefined;
  const [saved] = await tx
    .insert(tripRatings)
    .values({ userId, tripId, score: rating.score, text: rating.text })
    .onConflictDoUpdate({
      target: [tripRatings.tripId, tripRatings.userId],
      set: { score: rating.score, text: rating.text, updatedAt: sql`now()` },
    })
    .returning({ id: tripRatings.id, hiddenAt: tripRatings.hiddenAt });
  await refreshRatingStats(tx, tripId);
  return saved && { id: saved.id, hidden: saved.hiddenAt !== null };
}

/** The user's bookmarked published trips, newest bookmark first: ids for this page and the total. */
export async function findBookmarkedTripIds(db: Database, userId: string, page: Page) {
  const where = and(eq(tripBookmarks.userId, userId), eq(trips.status, 'PUBLISHED'));
  const [totalRow] = await db
    .select({ total: count() })
    .from(tripBookmarks)
    .innerJoin(trips, eq(trips.id, tripBookmarks.tripId))
    .where(where);
  const rows = await db
    .select({ id: tripBookmarks.tripId })
    .from(tripBookmarks)
    .innerJoin(trips, eq(trips.id, tripBookmarks.tripId))
    .where(where)
    .orderBy(desc(tripBookmarks.createdAt), desc(tripBookmarks.tripId))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, ids: rows.map((row) => row.id) };
}

/** The user's finished published trips, most recent first, with the kilometres of all of them. */
export async function findFinishedTripIds(db: Database, userId: string, page: Page) {
  const where = and(eq(finishedTrips.userId, userId), eq(trips.status, 'PUBLISHED'));
  const [totals] = await db
    .select({ total: count(), totalKm: sql<number>`coalesce(sum(${trips.lengthKm}), 0)::float8` })
    .from(finishedTrips)
    .innerJoin(trips, eq(trips.id, finishedTrips.tripId))
    .where(where);
  const rows = await db
    .select({ id: finishedTrips.tripId })
    .from(finishedTrips)
    .innerJoin(trips, eq(trips.id, finishedTrips.tripId))
    .where(where)
    .orderBy(desc(finishedTrips.finishedAt), desc(finishedTrips.tripId))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totals?.total ?? 0, totalKm: Number(totals?.totalKm ?? 0), ids: rows.map((row) => row.id) };
}

/**
 * Kilometres of the user's finished published trips per calendar month in Czech time: the current month and the 11
 * before it (the month of `now`, the app's clock), oldest first, months without a trip included as 0. One statement, on
 * (user_id, finished_at).
 */
export function findKmByMonth(db: Database, userId: string, now: Date) {
  const today = sql`${now.toISOString()}::timestamptz`;
  return queryRows<{ month: string; km: number; trips: number }>(
    db,
    sql`WITH months AS (
          SELECT to_char(generate_series(
            date_trunc('month', ${today} AT TIME ZONE 'Europe/Prague') - interval '11 months',
            date_trunc('month', ${today} AT TIME ZONE 'Europe/Prague'),
            interval '1 month'
          ), 'YYYY-MM') AS month
        ), walked AS (
          SELECT to_char(f.finished_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM') AS month,
                 sum(t.length_km)::float8 AS km, count(*)::int AS trips
          FROM finished_trips f JOIN trips t ON t.id = f.trip_id AND t.status = 'PUBLISHED'
          WHERE f.user_id = ${userId}
            AND f.finished_at >= (date_trunc('month', ${today} AT TIME ZONE 'Europe/Prague') - interval '11 months')
                                 AT TIME ZONE 'Europe/Prague'
          GROUP BY 1
        )
        SELECT months.month, coalesce(walked.km, 0)::float8 AS km, coalesce(walked.trips, 0)::int AS trips
        FROM months LEFT JOIN walked USING (month)
        ORDER BY months.month`,
  );
}

/** Where the user's finished published trips start, the most recent finish first. */
export function findFinishedTripStarts(db: Database, userId: string) {
  return db
    .select({
      tripId: finishedTrips.tripId,
      title: trips.title,
      titleEn: trips.titleEn,
      hasEnglish: trips.hasEnglish,
      lat: completeTripColumns.lat,
      lng: completeTripColumns.lng,
      finishedAt: finishedTrips.finishedAt,
    })
    .from(finishedTrips)
    .innerJoin(trips, eq(trips.id, finishedTrips.tripId))
    .where(and(eq(finishedTrips.userId, userId), eq(trips.status, 'PUBLISHED')))
    .orderBy(desc(finishedTrips.finishedAt), desc(finishedTrips.tripId));
}
