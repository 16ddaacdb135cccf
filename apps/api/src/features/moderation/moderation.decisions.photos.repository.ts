import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { hikerPhotos, tripRatings, trips } from '../../db/schema.js';

/**
 * The trip of the photo's rating, without a lock: the trip's row is locked first, then the photo (the order saving a
 * rating with its photos takes them in). Undefined for a photo that is gone or not on a rating.
 */
export async function findPhotoTripId(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ tripId: tripRatings.tripId })
    .from(hikerPhotos)
    .innerJoin(tripRatings, eq(tripRatings.id, hikerPhotos.ratingId))
    .where(eq(hikerPhotos.id, id));
  return row?.tripId;
}

/** The photo's columns that moderation changes or records, locked for the rest of the transaction. */
export async function lockPhoto(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: hikerPhotos.id,
      userId: hikerPhotos.userId,
      ratingId: hikerPhotos.ratingId,
      caption: hikerPhotos.caption,
      hiddenAt: hikerPhotos.hiddenAt,
    })
    .from(hikerPhotos)
    .where(eq(hikerPhotos.id, id))
    .for('update');
  return row;
}

export type LockedPhoto = NonNullable<Awaited<ReturnType<typeof lockPhoto>>>;

/**
 * Hides or shows the photo alone. The hiding is stamped with the transaction's time, which a decision stored in the
 * same transaction gets too: that is how the author's view of a hidden photo finds the decision that hid it.
 */
export async function setPhotoHidden(tx: Transaction, id: string, hidden: boolean): Promise<void> {
  await tx
    .update(hikerPhotos)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(eq(hikerPhotos.id, id));
}

/**
 * Marks the trip changed: its public page and "From hikers" strip show another set of photos. Like the recount after
 * a rating is hidden, this bumps the public catalogue's version at the commit (migration 0006's trigger on trips), so
 * no cached answer keeps showing a hidden photo.
 */
export async function touchTrip(tx: Transaction, tripId: string): Promise<void> {
  await tx.update(trips).set({ updatedAt: sql`now()` }).where(eq(trips.id, tripId));
}
