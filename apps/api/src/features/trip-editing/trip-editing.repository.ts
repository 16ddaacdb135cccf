import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { areas, auditLog, images, labels, revisions, type tracks, tripImages, trips, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import { author, cover, tripJoinedColumns, tripTableColumns } from '../trips/trips.repository.js';
import type { EditorTripsFilter, TripDraft } from './trip-editing.inputs.js';

const updater = alias(users, 'updater');

/** A trip as the console sees it, in any status, with the names its screens show. */
function selectEditorTrips(db: Database) {
  return db
    .select({
      ...tripTableColumns,
      ...tripJoinedColumns,
      updaterFirstname: updater.firstname,
      updaterLastname: updater.lastname,
    })
    .from(trips)
    .leftJoin(areas, eq(areas.id, trips.areaId))
    .leftJoin(labels, eq(labels.id, trips.labelId))
    .leftJoin(cover, eq(cover.id, trips.coverImageId))
    .leftJoin(author, eq(author.id, trips.authorId))
    .leftJoin(updater, eq(updater.id, trips.updatedById));
}

export type EditorTripRow = Awaited<ReturnType<ReturnType<typeof selectEditorTrips>['execute']>>[number];

export async function findEditorTrip(db: Database, id: string): Promise<EditorTripRow | undefined> {
  const [row] = await selectEditorTrips(db).where(eq(trips.id, id));
  return row;
}

/** Locks the trip for the rest of the transaction (a second editor's write waits, then sees the new version). */
export async function lockEditorTrip(db: Database, id: string): Promise<EditorTripRow | undefined> {
  const [row] = await selectEditorTrips(db).where(eq(trips.id, id)).for('update', { of: trips });
  return row;
}

const SORTS = {
  updatedAt: trips.updatedAt,
  title: trips.title,
  publishedAt: trips.publishedAt,
} as const;

/** A page of the console's trip list; `onlyAuthorId` narrows it to one author's trips (a partner sees only theirs). */
export async function findEditorTripsPage(
  db: Database,
  filter: EditorTripsFilter,
  page: Page,
  onlyAuthorId: string | null,
): Promise<{ total: number; edges: EditorTripRow[] }> {
  const escaped = filter.search?.replace(/[\\%_]/g, (char) => `\\${char}`);
  const where = and(
    onlyAuthorId ? eq(trips.authorId, onlyAuthorId) : undefined,
    escaped ? ilike(trips.title, `%${escaped}%`) : undefined,
    filter.status.length ? inArray(trips.status, filter.status) : undefined,
    filter.areaId ? eq(trips.areaId, filter.areaId) : undefined,
    filter.labelId ? eq(trips.labelId, filter.labelId) : undefined,
    filter.authorId ? eq(trips.authorId, filter.authorId) : undefined,
    filter.updatedFrom ? gte(trips.updatedAt, filter.updatedFrom) : undefined,
    filter.updatedTo ? lte(trips.updatedAt, filter.updatedTo) : undefined,
  );
  const column = SORTS[filter.sort.field];
  const order: SQL[] =
    filter.sort.direction === 'ASC'
      ? [sql`${column} ASC NULLS LAST`, asc(trips.id)]
      : [sql`${column} DESC NULLS LAST`, desc(trips.id)];
  const [[totalRow], edges] = await Promise.all([
    db.select({ total: count() }).from(trips).where(where),
    selectEditorTrips(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, edges };
}

/** The gallery in order, each photo as the editor describes it (its alt text and focal point). */
export function findGalleryPhotos(db: Database, tripId: string): Promise<TripDraft['photos']> {
  return db
    .select({ imageId: tripImages.imageId, alt: images.alt, focalX: images.focalX, focalY: images.focalY })
    .from(tripImages)
    .innerJoin(images, eq(images.id, tripImages.imageId))
    .where(eq(tripImages.tripId, tripId))
    .orderBy(asc(tripImages.position));
}

/** Sets the gallery's order and, in one statement, every photo's alt text and focal point. */
export async function replaceGallery(db: Database, tripId: string, photos: TripDraft['photos']): Promise<void> {
  await db.delete(tripImages).where(eq(tripImages.tripId, tripId));
  if (photos.length === 0) return;
  await db.insert(tripImages).values(photos.map((photo, position) => ({ tripId, imageId: photo.imageId, position })));
  const described = sql.join(
    photos.map((photo) => sql`(${photo.imageId}::uuid, ${photo.alt}, ${photo.focalX}::real, ${photo.focalY}::real)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${images} SET alt = described.alt, focal_x = described.focal_x, focal_y = described.focal_y
      FROM (VALUES ${described}) AS described (id, alt, focal_x, focal_y)
     WHERE ${images.id} = described.id`);
}

/** Which of the ids exist (areas, labels or images), to refuse a reference to nothing as bad input. */
export async function existingIds(
  db: Database,
  table: typeof areas | typeof labels | typeof images | typeof tracks,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function slugExists(db: Database, slug: string): Promise<boolean> {
  const rows = await db.select({ id: trips.id }).from(trips).where(eq(trips.slug, slug)).limit(1);
  return rows.length > 0;
}

/** The draft's fields as table columns. */
export function columnsOf(draft: TripDraft) {
  return {
    title: draft.title,
    areaId: draft.areaId ?? null,
    labelId: draft.labelId ?? null,
    perex: draft.perex,
    preview: draft.preview,
    content: draft.content,
    routeLink: draft.routeLink ?? null,
    lat: draft.coordinates?.lat ?? null,
    lng: draft.coordinates?.lng ?? null,
    lengthKm: draft.lengthKm ?? null,
    routeType: draft.routeType ?? null,
    duration: draft.duration ?? null,
    accessibility: draft.accessibility,
    gastro: draft.gastro,
    suitability: draft.suitability,
    additionalActivities: draft.additionalActivities,
    overnightStay: draft.overnightStay,
    terrain: draft.terrain,
    coverImageId: draft.coverImageId ?? null,
    trackId: draft.trackId ?? null,
  };
}

export type TripColumns = Partial<typeof trips.$inferInsert>;

export async function insertTrip(db: Database, values: typeof trips.$inferInsert): Promise<string> {
  const [row] = await db.insert(trips).values(values).returning({ id: trips.id });
  if (!row) throw new Error('The trip was not inserted');
  return row.id;
}

export async function updateTripRow(db: Database, id: string, values: TripColumns): Promise<void> {
  await db
    .update(trips)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(trips.id, id));
}

export async function deleteTripRow(db: Database, id: string): Promise<void> {
  await db.delete(trips).where(eq(trips.id, id));
}

export async function insertRevision(
  db: Database,
  revision: { entityId: string; version: number; authorId: string; snapshot: TripDraft },
): Promise<void> {
  await db.insert(revisions).values({ entityType: 'trip', ...revision });
}

export async function deleteRevisions(db: Database, tripId: string): Promise<void> {
  await db.delete(revisions).where(and(eq(revisions.entityType, 'trip'), eq(revisions.entityId, tripId)));
}

function selectRevisions(db: Database) {
  return db
    .select({
      version: revisions.version,
      snapshot: revisions.snapshot,
      createdAt: revisions.createdAt,
      authorId: revisions.authorId,
      authorFirstname: users.firstname,
      authorLastname: users.lastname,
    })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.authorId));
}

const ofTrip = (tripId: string) => and(eq(revisions.entityType, 'trip'), eq(revisions.entityId, tripId));

/** A trip's revisions, the newest first, with who saved each. */
export function findRevisions(db: Database, tripId: string) {
  return selectRevisions(db).where(ofTrip(tripId)).orderBy(desc(revisions.version));
}

export type RevisionRow = Awaited<ReturnType<typeof findRevisions>>[number];

export async function findRevision(db: Database, tripId: string, version: number): Promise<RevisionRow | undefined> {
  const [row] = await selectRevisions(db).where(and(ofTrip(tripId), eq(revisions.version, version)));
  return row;
}

/**
 * Publishes every trip whose time has come, in one statement with its audit records. Each row is updated once
 * whichever process gets there first: a second process's UPDATE waits for the row and then no longer matches
 * `status = 'SCHEDULED'`, so a schedule fires in exactly one process however many run.
 */
export async function publishDueTrips(db: Database): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    WITH due AS (
      UPDATE ${trips}
         SET status = 'PUBLISHED',
             published_at = coalesce(published_at, scheduled_at),
             scheduled_at = NULL,
             version = version + 1,
             updated_at = now()
       WHERE status = 'SCHEDULED' AND scheduled_at <= now()
      RETURNING id, version
    ), recorded AS (
      INSERT INTO ${auditLog} (action, entity_type, entity_id, before, after)
      SELECT 'trip.publishScheduled', 'trip', due.id::text, '{"status":"SCHEDULED"}'::jsonb,
             jsonb_build_object('status', 'PUBLISHED', 'version', due.version)
        FROM due
    )
    SELECT id FROM due`,
  );
  return rows.map((row) => row.id);
}
