import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { images, labels, tripAnnouncements, trips, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import { documentMatches, queryWords, titleDocument } from '../search/index.js';
import type { AnnouncementDraft, EditorAnnouncementsFilter } from './announcement-editing.inputs.js';

const author = alias(users, 'author');
const updater = alias(users, 'updater');

/** An announcement as the console sees it, in any status, with its label, image and the names its screens show. */
function selectEditorAnnouncements(db: Database) {
  return db
    .select({
      ...getTableColumns(tripAnnouncements),
      labelCs: labels.labelCs,
      labelEn: labels.labelEn,
      labelColor: labels.color,
      imageUrl: images.url,
      imageAlt: images.alt,
      imageAltEn: images.altEn,
      imageWidth: images.width,
      imageHeight: images.height,
      imageVariants: images.variants,
      imageFocalX: images.focalX,
      imageFocalY: images.focalY,
      authorFirstname: author.firstname,
      authorLastname: author.lastname,
      updaterFirstname: updater.firstname,
      updaterLastname: updater.lastname,
    })
    .from(tripAnnouncements)
    .leftJoin(labels, eq(labels.id, tripAnnouncements.labelId))
    .leftJoin(images, eq(images.id, tripAnnouncements.imageId))
    .leftJoin(author, eq(author.id, tripAnnouncements.authorId))
    .leftJoin(updater, eq(updater.id, tripAnnouncements.updatedById));
}

export type EditorAnnouncementRow = Awaited<
  ReturnType<ReturnType<typeof selectEditorAnnouncements>['execute']>
>[number];

export async function findEditorAnnouncement(db: Database, id: string): Promise<EditorAnnouncementRow | undefined> {
  const [row] = await selectEditorAnnouncements(db).where(eq(tripAnnouncements.id, id));
  return row;
}

/** Locks the announcement for the rest of the transaction (a second editor's write waits, then sees the new version). */
export async function lockEditorAnnouncement(db: Database, id: string): Promise<EditorAnnouncementRow | undefined> {
  const [row] = await selectEditorAnnouncements(db)
    .where(eq(tripAnnouncements.id, id))
    .for('update', { of: tripAnnouncements });
  return row;
}

const SORTS = {
  updatedAt: tripAnnouncements.updatedAt,
  title: tripAnnouncements.title,
  publishedAt: tripAnnouncements.publishedAt,
} as const;

/** A page of the console's announcement list; `onlyAuthorId` narrows it to one author's (a partner sees only theirs). */
export async function findEditorAnnouncementsPage(
  db: Database,
  filter: EditorAnnouncementsFilter,
  page: Page,
  onlyAuthorId: string | null,
): Promise<{ total: number; edges: EditorAnnouncementRow[] }> {
  const where = and(
    onlyAuthorId ? eq(tripAnnouncements.authorId, onlyAuthorId) : undefined,
    documentMatches(
      titleDocument(sql`${tripAnnouncements.title} || ' ' || coalesce(${tripAnnouncements.titleEn}, '')`),
      queryWords(filter.search ?? ''),
    ),
    filter.status.length ? inArray(tripAnnouncements.status, filter.status) : undefined,
    filter.labelId ? eq(tripAnnouncements.labelId, filter.labelId) : undefined,
    filter.tripId ? eq(tripAnnouncements.tripId, filter.tripId) : undefined,
    filter.authorId ? eq(tripAnnouncements.authorId, filter.authorId) : undefined,
    filter.updatedFrom ? gte(tripAnnouncements.updatedAt, filter.updatedFrom) : undefined,
    filter.updatedTo ? lte(tripAnnouncements.updatedAt, filter.updatedTo) : undefined,
    filter.missingEnglish ? eq(tripAnnouncements.hasEnglish, false) : undefined,
  );
  const column = SORTS[filter.sort.field];
  const order: SQL[] =
    filter.sort.direction === 'ASC'
      ? [sql`${column} ASC NULLS LAST`, asc(tripAnnouncements.id)]
      : [sql`${column} DESC NULLS LAST`, desc(tripAnnouncements.id)];
  const [[totalRow], edges] = await Promise.all([
    db.select({ total: count() }).from(tripAnnouncements).where(where),
    selectEditorAnnouncements(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, edges };
}

/** The announced trip's author and status, or undefined when there is no such trip. */
export async function findAnnouncedTrip(
  db: Database,
  tripId: string,
): Promise<{ authorId: string | null; status: string } | undefined> {
  const [row] = await db
    .select({ authorId: trips.authorId, status: trips.status })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row;
}

/**
 * The announced trip's status, its row held (`FOR SHARE`) until the transaction ends: a trip being unpublished at the
 * same moment waits for the announcement's publication, then takes it off the wall with the trip.
 */
export async function lockAnnouncedTripStatus(db: Database, tripId: string): Promise<string | undefined> {
  const [row] = await db.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId)).for('share');
  return row?.status;
}

export type AnnouncementColumns = Partial<typeof tripAnnouncements.$inferInsert>;

/** The draft's fields as table columns. */
export function columnsOf(draft: AnnouncementDraft) {
  return {
    title: draft.title,
    preview: draft.preview,
    labelId: draft.labelId ?? null,
    imageId: draft.imageId ?? null,
    tripId: draft.tripId,
    titleEn: draft.titleEn ?? null,
    previewEn: draft.previewEn ?? null,
  };
}

export async function insertAnnouncement(db: Database, values: typeof tripAnnouncements.$inferInsert): Promise<string> {
  const [row] = await db.insert(tripAnnouncements).values(values).returning({ id: tripAnnouncements.id });
  if (!row) throw new Error('The announcement was not inserted');
  return row.id;
}

export async function updateAnnouncementRow(db: Database, id: string, values: AnnouncementColumns): Promise<void> {
  await db
    .update(tripAnnouncements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tripAnnouncements.id, id));
}

export async function deleteAnnouncementRow(db: Database, id: string): Promise<void> {
  await db.delete(tripAnnouncements).where(eq(tripAnnouncements.id, id));
}
