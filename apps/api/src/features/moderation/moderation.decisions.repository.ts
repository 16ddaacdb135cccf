import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.js';
import { tripRatings, trips, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import type { ModerationFilter } from './moderation.decisions.inputs.js';

const hider = alias(users, 'hider');

/** A rating with what a moderator needs beside it: the trip's title, the author (e-mail too) and who hid it. */
const moderationColumns = {
  id: tripRatings.id,
  tripId: tripRatings.tripId,
  tripTitle: trips.title,
  userId: tripRatings.userId,
  authorFirstname: users.firstname,
  authorLastname: users.lastname,
  authorEmail: users.email,
  authorStatus: users.status,
  score: tripRatings.score,
  text: tripRatings.text,
  createdAt: tripRatings.createdAt,
  updatedAt: tripRatings.updatedAt,
  hiddenAt: tripRatings.hiddenAt,
  hiddenReason: tripRatings.hiddenReason,
  hiddenById: tripRatings.hiddenById,
  hiderFirstname: hider.firstname,
  hiderLastname: hider.lastname,
};

export type ModerationRatingRow = {
  id: string;
  tripId: string;
  tripTitle: string;
  userId: string;
  authorFirstname: string | null;
  authorLastname: string | null;
  authorEmail: string | null;
  authorStatus: string;
  score: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenById: string | null;
  hiderFirstname: string | null;
  hiderLastname: string | null;
};

function selectModerationRatings(db: Database) {
  return db
    .select(moderationColumns)
    .from(tripRatings)
    .innerJoin(trips, eq(trips.id, tripRatings.tripId))
    .innerJoin(users, eq(users.id, tripRatings.userId))
    .leftJoin(hider, eq(hider.id, tripRatings.hiddenById));
}

function filterCondition(filter: ModerationFilter): SQL | undefined {
  return and(
    filter.tripId ? eq(tripRatings.tripId, filter.tripId) : undefined,
    filter.score ? eq(tripRatings.score, filter.score) : undefined,
    filter.hidden === true ? isNotNull(tripRatings.hiddenAt) : undefined,
    filter.hidden === false ? isNull(tripRatings.hiddenAt) : undefined,
  );
}

/**
 * Every rating the filter lets through, the newest first (ties by id), in one statement with its trip, author and
 * hider; `trip_ratings_created_idx` serves the order, `trip_ratings_trip_created_idx` a trip's ratings and
 * `trip_ratings_hidden_created_idx` the hidden ones.
 */
export async function findModerationPage(
  db: Database,
  filter: ModerationFilter,
  page: Page,
): Promise<{ total: number; edges: ModerationRatingRow[] }> {
  const where = filterCondition(filter);
  const [[totalRow], edges] = await Promise.all([
    db.select({ total: count() }).from(tripRatings).where(where),
    selectModerationRatings(db)
      .where(where)
      .orderBy(desc(tripRatings.createdAt), desc(tripRatings.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, edges };
}

export async function findModerationRating(db: Database, id: string): Promise<ModerationRatingRow | undefined> {
  const [row] = await selectModerationRatings(db).where(eq(tripRatings.id, id));
  return row;
}

/** The rating's trip, without a lock: the trip's row is locked first, then the rating (as rating a trip does). */
export async function findRatingTripId(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ tripId: tripRatings.tripId }).from(tripRatings).where(eq(tripRatings.id, id));
  return row?.tripId;
}

/** Locks the trip's row, whatever its status, for the rest of the transaction. */
export async function lockTrip(tx: Transaction, tripId: string): Promise<void> {
  await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for('update');
}

/** The rating's columns that moderation changes or records, locked for the rest of the transaction. */
export async function lockRating(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: tripRatings.id,
      tripId: tripRatings.tripId,
      userId: tripRatings.userId,
      score: tripRatings.score,
      text: tripRatings.text,
      hiddenAt: tripRatings.hiddenAt,
      hiddenReason: tripRatings.hiddenReason,
      hiddenById: tripRatings.hiddenById,
    })
    .from(tripRatings)
    .where(eq(tripRatings.id, id))
    .for('update');
  return row;
}

export type LockedRating = NonNullable<Awaited<ReturnType<typeof lockRating>>>;

/** Who hid a rating and why. */
export type Hiding = { hiddenReason: string; hiddenById: string };

/**
 * Hides (or, with null, shows) the rating. The hiding is stamped with the transaction's time, which a decision stored
 * in the same transaction gets too: that is how the author's view of a hidden rating finds the decision that hid it.
 */
export async function setHidden(tx: Transaction, id: string, hidden: Hiding | null): Promise<void> {
  await tx
    .update(tripRatings)
    .set(hidden ? { ...hidden, hiddenAt: sql`now()` } : { hiddenAt: null, hiddenReason: null, hiddenById: null })
    .where(eq(tripRatings.id, id));
}
