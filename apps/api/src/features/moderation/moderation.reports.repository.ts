import { and, asc, count, countDistinct, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  contentReports,
  hikerPhotos,
  images,
  moderationDecisions,
  tripRatings,
  trips,
  users,
} from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';

export type ReportRow = typeof contentReports.$inferSelect;
export type NewReport = typeof contentReports.$inferInsert;
export type DecisionRow = typeof moderationDecisions.$inferSelect;

/**
 * The trip of an item readers can see, or undefined: a rating not hidden on a published trip, or a photo not hidden on
 * such a rating (a pending photo, on no rating yet, is nobody's to report).
 */
export async function findReportableItem(db: Database, targetKind: string, id: string) {
  const visible = and(isNull(tripRatings.hiddenAt), eq(trips.status, 'PUBLISHED'));
  const [row] =
    targetKind === 'HIKER_PHOTO'
      ? await db
          .select({ tripTitle: trips.title })
          .from(hikerPhotos)
          .innerJoin(tripRatings, eq(tripRatings.id, hikerPhotos.ratingId))
          .innerJoin(trips, eq(trips.id, tripRatings.tripId))
          .where(and(eq(hikerPhotos.id, id), isNull(hikerPhotos.hiddenAt), visible))
      : await db
          .select({ tripTitle: trips.title })
          .from(tripRatings)
          .innerJoin(trips, eq(trips.id, tripRatings.tripId))
          .where(and(eq(tripRatings.id, id), visible));
  return row;
}

/** Stores a report unless the person already has an open one on the item; true when it was stored. */
export async function insertReport(db: Database, report: NewReport): Promise<boolean> {
  const inserted = await db
    .insert(contentReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return inserted.length > 0;
}

const open = isNull(contentReports.decisionId);

/**
 * One page of reported items with open reports, the longest waiting first (ties by kind and id), with their count and
 * first report's time; `content_reports_open_created_idx` keeps the scan to open reports.
 */
export async function findQueuePage(db: Database, page: Page) {
  const firstReportedAt = min(contentReports.createdAt);
  const [[totalRow], edges] = await Promise.all([
    db
      .select({ total: countDistinct(sql`(${contentReports.targetKind}, ${contentReports.targetId})`) })
      .from(contentReports)
      .where(open),
    db
      .select({
        targetKind: contentReports.targetKind,
        targetId: contentReports.targetId,
        reportCount: count(),
        firstReportedAt,
      })
      .from(contentReports)
      .where(open)
      .groupBy(contentReports.targetKind, contentReports.targetId)
      .orderBy(asc(firstReportedAt), asc(contentReports.targetKind), asc(contentReports.targetId))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return {
    total: totalRow?.total ?? 0,
    // min() over a group that has rows is never null.
    edges: edges.map((edge) => ({ ...edge, firstReportedAt: edge.firstReportedAt as Date })),
  };
}

/** The open reports of these items, the oldest first: reasons and explanations, never the reporters. */
export async function findOpenReports(db: Database, targetIds: string[]) {
  if (targetIds.length === 0) return [];
  return db
    .select({
      id: contentReports.id,
      targetKind: contentReports.targetKind,
      targetId: contentReports.targetId,
      reason: contentReports.reason,
      explanation: contentReports.explanation,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .where(and(open, inArray(contentReports.targetId, targetIds)))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id));
}

/** The reported ratings in context: text, score, author, trip and whether they are hidden. */
export async function findReportedRatings(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tripRatings.id,
      text: tripRatings.text,
      score: tripRatings.score,
      hiddenAt: tripRatings.hiddenAt,
      tripId: trips.id,
      tripTitle: trips.title,
      authorFirstname: users.firstname,
      authorLastname: users.lastname,
    })
    .from(tripRatings)
    .innerJoin(trips, eq(trips.id, tripRatings.tripId))
    .innerJoin(users, eq(users.id, tripRatings.userId))
    .where(inArray(tripRatings.id, ids));
}

export type ReportedRatingRow = Awaited<ReturnType<typeof findReportedRatings>>[number];

/** The reported photos with their renditions and the rating they are on (null while pending). */
export async function findReportedPhotos(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: hikerPhotos.id,
      ratingId: hikerPhotos.ratingId,
      caption: hikerPhotos.caption,
      hiddenAt: hikerPhotos.hiddenAt,
      image: {
        id: images.id,
        url: images.url,
        width: images.width,
        height: images.height,
        variants: images.variants,
        focalX: images.focalX,
        focalY: images.focalY,
      },
    })
    .from(hikerPhotos)
    .innerJoin(images, eq(images.id, hikerPhotos.imageId))
    .where(inArray(hikerPhotos.id, ids));
}

export type ReportedPhotoRow = Awaited<ReturnType<typeof findReportedPhotos>>[number];

/** Locks the item's open reports for the rest of the transaction; a second decision waits and then finds none. */
export async function lockOpenReports(tx: Transaction, targetKind: string, targetId: string) {
  return tx
    .select({
      id: contentReports.id,
      reporterEmail: contentReports.reporterEmail,
      reason: contentReports.reason,
      language: contentReports.language,
    })
    .from(contentReports)
    .where(and(open, eq(contentReports.targetKind, targetKind), eq(contentReports.targetId, targetId)))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .for('update');
}

export type LockedReport = Awaited<ReturnType<typeof lockOpenReports>>[number];

/** Records the decision and closes the given reports with it. */
export async function insertDecision(
  tx: Transaction,
  decision: typeof moderationDecisions.$inferInsert,
  reportIds: string[],
): Promise<DecisionRow> {
  const [row] = await tx.insert(moderationDecisions).values(decision).returning();
  if (!row) throw new Error('the decision was not stored');
  await tx.update(contentReports).set({ decisionId: row.id }).where(inArray(contentReports.id, reportIds));
  return row;
}

/**
 * A reported item as the mails about it need it: its trip, the photo's caption (null for a rating), and its author's
 * address, language and status. Undefined once the item is gone.
 */
export async function findItemInContext(db: Database, targetKind: string, id: string) {
  const columns = {
    tripId: trips.id,
    tripTitle: trips.title,
    authorEmail: users.email,
    authorLanguage: users.language,
    authorStatus: users.status,
  };
  const [row] =
    targetKind === 'HIKER_PHOTO'
      ? await db
          .select({ ...columns, caption: hikerPhotos.caption })
          .from(hikerPhotos)
          .innerJoin(tripRatings, eq(tripRatings.id, hikerPhotos.ratingId))
          .innerJoin(trips, eq(trips.id, tripRatings.tripId))
          .innerJoin(users, eq(users.id, hikerPhotos.userId))
          .where(eq(hikerPhotos.id, id))
      : await db
          .select({ ...columns, caption: sql<string | null>`NULL` })
          .from(tripRatings)
          .innerJoin(trips, eq(trips.id, tripRatings.tripId))
          .innerJoin(users, eq(users.id, tripRatings.userId))
          .where(eq(tripRatings.id, id));
  return row;
}

export type ItemInContext = NonNullable<Awaited<ReturnType<typeof findItemInContext>>>;
