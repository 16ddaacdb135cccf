import { and, asc, count, desc, eq, gte, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows, uuidArray } from '../../db/raw.js';
import { hikerPhotos, images, type StoredImageVariant, tripRatings, trips, users } from '../../db/schema.js';
import type { ImageFiles } from '../../media/media.service.js';
import type { Page } from '../../platform/pagination.js';

/** A hiker's photo as the resolvers see it: the `hiker_photos` row with its image (GraphQL's `HikerPhoto`). */
export interface HikerPhotoRow {
  id: string;
  userId: string;
  ratingId: string | null;
  caption: string;
  position: number;
  /** When it was saved with its rating, or its upload time while pending. */
  createdAt: Date;
  hiddenAt: Date | null;
  image: { id: string; url: string; width: number; height: number; variants: StoredImageVariant[] };
  /** The author's names for `HikerPhoto.user` (photos go with their author's account, so it is always active). */
  userFirstname: string | null;
  userLastname: string | null;
}

const photoColumns = {
  id: hikerPhotos.id,
  userId: hikerPhotos.userId,
  ratingId: hikerPhotos.ratingId,
  caption: hikerPhotos.caption,
  position: hikerPhotos.position,
  createdAt: sql<Date>`coalesce(${hikerPhotos.attachedAt}, ${hikerPhotos.createdAt})`.mapWith(
    (value: Date | string) => new Date(value),
  ),
  hiddenAt: hikerPhotos.hiddenAt,
  imageId: images.id,
  imageUrl: images.url,
  imageWidth: images.width,
  imageHeight: images.height,
  imageVariants: images.variants,
  userFirstname: users.firstname,
  userLastname: users.lastname,
};

function selectPhotos(db: Database) {
  return db
    .select(photoColumns)
    .from(hikerPhotos)
    .innerJoin(images, eq(images.id, hikerPhotos.imageId))
    .innerJoin(users, eq(users.id, hikerPhotos.userId));
}

type PhotoColumns = Awaited<ReturnType<typeof selectPhotos>>[number];

function toRow(row: PhotoColumns): HikerPhotoRow {
  return {
    id: row.id,
    userId: row.userId,
    ratingId: row.ratingId,
    caption: row.caption,
    position: row.position,
    createdAt: row.createdAt,
    hiddenAt: row.hiddenAt,
    image: {
      id: row.imageId,
      url: row.imageUrl,
      // Renditions always have a size: only vector pictures (never a hiker's) have none.
      width: row.imageWidth ?? 0,
      height: row.imageHeight ?? 0,
      variants: row.imageVariants,
    },
    userFirstname: row.userFirstname,
    userLastname: row.userLastname,
  };
}

/**
 * The photos of many ratings in one statement, in their order, hidden ones included (their author sees them): a page
 * of ratings asks once for all of theirs.
 */
export async function findPhotosOfRatings(db: Database, ratingIds: readonly string[]): Promise<HikerPhotoRow[]> {
  const rows = await selectPhotos(db)
    .where(inArray(hikerPhotos.ratingId, [...ratingIds]))
    .orderBy(asc(hikerPhotos.ratingId), asc(hikerPhotos.position));
  return rows.map(toRow);
}

/** Photos anybody may see: on a rating, neither hidden itself nor on a hidden rating. */
const visibleOnTrip = (tripId: string) =>
  and(eq(tripRatings.tripId, tripId), isNull(tripRatings.hiddenAt), isNull(hikerPhotos.hiddenAt));

/** A page of the visible photos of a trip's ratings, the latest attached first, and how many there are. */
export async function findTripPhotosPage(
  db: Database,
  tripId: string,
  page: Page,
): Promise<{ total: number; edges: HikerPhotoRow[] }> {
  const [totalRow] = await db
    .select({ total: count() })
    .from(hikerPhotos)
    .innerJoin(tripRatings, eq(tripRatings.id, hikerPhotos.ratingId))
    .where(visibleOnTrip(tripId));
  const rows = await selectPhotos(db)
    .innerJoin(tripRatings, eq(tripRatings.id, hikerPhotos.ratingId))
    .where(visibleOnTrip(tripId))
    .orderBy(desc(hikerPhotos.attachedAt), asc(hikerPhotos.position), desc(hikerPhotos.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, edges: rows.map(toRow) };
}

/** What the upload limits count: a person's uploads of the last 24 hours and their pending photos. */
export interface UploadCounts {
  lastDay: number;
  /** The oldest upload of the last 24 hours: one more is allowed 24 hours after it. */
  oldestOfLastDay: Date | null;
  pending: number;
  /** The oldest pending photo: it is forgotten 24 hours after its upload. */
  oldestPending: Date | null;
}

/**
 * Counts the person's uploads. Under `lockUploader` in the transaction that inserts the next one, so uploads sent at
 * once are counted one after the other, across processes too.
 */
export async function countUploads(db: Database | Transaction, userId: string, since: Date): Promise<UploadCounts> {
  const [lastDay] = await db
    .select({ total: count(), oldest: min(hikerPhotos.createdAt) })
    .from(hikerPhotos)
    .where(and(eq(hikerPhotos.userId, userId), gte(hikerPhotos.createdAt, since)));
  const [pending] = await db
    .select({ total: count(), oldest: min(hikerPhotos.createdAt) })
    .from(hikerPhotos)
    .where(and(eq(hikerPhotos.userId, userId), isNull(hikerPhotos.ratingId)));
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    lastDay: lastDay?.total ?? 0,
    oldestOfLastDay: date(lastDay?.oldest),
    pending: pending?.total ?? 0,
    oldestPending: date(pending?.oldest),
  };
}

/** Takes the person's row lock (a key-share-compatible one: it blocks nobody's foreign keys) for the transaction. */
export async function lockUploader(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function insertPendingPhoto(tx: Transaction, userId: string, imageId: string): Promise<string> {
  const [row] = await tx.insert(hikerPhotos).values({ userId, imageId }).returning({ id: hikerPhotos.id });
  return (row as { id: string }).id;
}

/**
 * Deletes the photos `where` selects and their images (rows), answering the images' files to delete after commit. The
 * photos go first, so a photo that another transaction changed meanwhile (attached it to a rating) is judged again by
 * `where` and kept.
 */
async function deletePhotos(db: Database | Transaction, where: ReturnType<typeof sql>): Promise<ImageFiles[]> {
  const rows = await queryRows<{ variants: StoredImageVariant[]; original_key: string | null }>(
    db as Database,
    sql`WITH gone AS (DELETE FROM ${hikerPhotos} WHERE ${where} RETURNING image_id)
        DELETE FROM ${images} WHERE id IN (SELECT image_id FROM gone) RETURNING variants, original_key`,
  );
  return rows.map((row) => ({ variants: row.variants, originalKey: row.original_key }));
}

/** Deletes one of the person's pending photos; undefined when there is no such photo. */
export async function deletePendingPhoto(db: Database, userId: string, id: string): Promise<ImageFiles | undefined> {
  const [files] = await deletePhotos(db, sql`id = ${id} AND user_id = ${userId} AND rating_id IS NULL`);
  return files;
}

/** Deletes pending photos uploaded before `before`, with their images. */
export function deletePendingPhotosBefore(db: Database, before: Date): Promise<ImageFiles[]> {
  return deletePhotos(db, sql`rating_id IS NULL AND created_at < ${before.toISOString()}::timestamptz`);
}

/** Deletes every photo of a person (their account is being deleted), with the images. */
export function deletePhotosOfUser(tx: Database | Transaction, userId: string): Promise<ImageFiles[]> {
  return deletePhotos(tx, sql`user_id = ${userId}`);
}

/**
 * Sets a rating's photos to exactly `photos`, in their order, in the rating's transaction: each id must be the
 * author's pending photo or already on this rating (locked, so cleanup or a second save cannot take it meanwhile).
 * Newly attached photos get `attached_at` now; the rating's photos left out are deleted. Answers the files to delete
 * after commit, or `invalid` when an id is not allowed.
 */
export async function setHikerPhotos(
  tx: Transaction,
  userId: string,
  ratingId: string,
  photos: ReadonlyArray<{ id: string; caption: string }>,
): Promise<{ invalid: true } | { invalid: false; deleted: ImageFiles[] }> {
  const ids = photos.map((photo) => photo.id);
  const allowed = ids.length
    ? await tx
        .select({ id: hikerPhotos.id, ratingId: hikerPhotos.ratingId })
        .from(hikerPhotos)
        .where(
          and(
            inArray(hikerPhotos.id, ids),
            eq(hikerPhotos.userId, userId),
            sql`(${hikerPhotos.ratingId} IS NULL OR ${hikerPhotos.ratingId} = ${ratingId})`,
          ),
        )
        .for('update')
    : [];
  // A repeated id matches one row, so it is refused too.
  if (allowed.length !== ids.length) return { invalid: true };

  const deleted = await deletePhotos(
    tx,
    ids.length
      ? sql`rating_id = ${ratingId} AND NOT (id = ANY(${uuidArray(ids)}::uuid[]))`
      : sql`rating_id = ${ratingId}`,
  );
  for (const [position, photo] of photos.entries()) {
    await tx
      .update(hikerPhotos)
      .set({
        ratingId,
        position,
        caption: photo.caption,
        attachedAt: sql`coalesce(${hikerPhotos.attachedAt}, now())`,
      })
      .where(eq(hikerPhotos.id, photo.id));
  }
  return { invalid: false, deleted };
}

/** A person's photos for "Download my data": the trip, the caption, when, and where each rendition is. */
export function findPhotosForExport(db: Database, userId: string) {
  return db
    .select({
      photoId: hikerPhotos.id,
      tripId: trips.id,
      tripTitle: trips.title,
      caption: hikerPhotos.caption,
      uploadedAt: hikerPhotos.createdAt,
      attachedAt: hikerPhotos.attachedAt,
      hiddenAt: hikerPhotos.hiddenAt,
      variants: images.variants,
    })
    .from(hikerPhotos)
    .innerJoin(images, eq(images.id, hikerPhotos.imageId))
    .leftJoin(tripRatings, eq(tripRatings.id, hikerPhotos.ratingId))
    .leftJoin(trips, eq(trips.id, tripRatings.tripId))
    .where(eq(hikerPhotos.userId, userId))
    .orderBy(asc(hikerPhotos.createdAt), asc(hikerPhotos.id));
}
