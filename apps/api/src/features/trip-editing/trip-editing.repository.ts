import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { areas, images, labels, tripImages, trips, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import { documentMatches, queryWords } from '../search/index.js';
import { author, cover, tripJoinedColumns, tripTableColumns } from '../trips/index.js';
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

/** The trips of the ids in any status (a page of announcements' linked trips, in one statement). */
export function findEditorTripsByIds(db: Database, ids: readonly string[]): Promise<EditorTripRow[]> {
  return selectEditorTrips(db).where(inArray(trips.id, [...ids]));
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
  const where = and(
    onlyAuthorId ? eq(trips.authorId, onlyAuthorId) : undefined,
    documentMatches(sql`${trips.searchVector}`, queryWords(filter.search ?? '')),
    filter.status.length ? inArray(trips.status, filter.status) : undefined,
    filter.areaId ? eq(trips.areaId, filter.areaId) : undefined,
    filter.labelId ? eq(trips.labelId, filter.labelId) : undefined,
    filter.authorId ? eq(trips.authorId, filter.authorId) : undefined,
    filter.updatedFrom ? gte(trips.updatedAt, filter.updatedFrom) : undefined,
    filter.updatedTo ? lte(trips.updatedAt, filter.updatedTo) : undefined,
    filter.missingEnglish ? eq(trips.hasEnglish, false) : undefined,
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
    .select({
      imageId: tripImages.imageId,
      alt: images.alt,
      altEn: images.altEn,
      focalX: images.focalX,
      focalY: images.focalY,
    })
    .from(tripImages)
    .innerJoin(images, eq(images.id, tripImages.imageId))
    .where(eq(tripImages.tripId, tripId))
    .orderBy(asc(tripImages.position));
}

/** Sets the gallery's order and, in one statement, every photo's alt texts (Czech, English) and focal point. */
export async function replaceGallery(db: Database, tripId: string, photos: TripDraft['photos']): Promise<void> {
  await db.delete(tripImages).where(eq(tripImages.tripId, tripId));
  if (photos.length === 0) return;
  await db.insert(tripImages).values(photos.map((photo, position) => ({ tripId, imageId: photo.imageId, position })));
  const described = sql.join(
    photos.map(
      (photo) =>
        sql`(${photo.imageId}::uuid, ${photo.alt}, ${photo.altEn ?? null}::text, ${photo.focalX}::real, ${photo.focalY}::real)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${images}
       SET alt = described.alt, alt_en = described.alt_en, focal_x = described.focal_x, focal_y = described.focal_y
      FROM (VALUES ${described}) AS described (id, alt, alt_en, focal_x, focal_y)
     WHERE ${images.id} = described.id`);
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
    titleEn: draft.titleEn ?? null,
    previewEn: draft.previewEn ?? null,
    perexEn: draft.perexEn ?? null,
    contentEn: draft.contentEn ?? null,
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
