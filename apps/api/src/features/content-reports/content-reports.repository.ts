import { and, asc, count, countDistinct, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { contentReports, moderationDecisions, tripRatings, trips, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';

export type ReportRow = typeof contentReports.$inferSelect;
export type NewReport = typeof contentReports.$inferInsert;
export type DecisionRow = typeof moderationDecisions.$inferSelect;

/** A rating readers can see: not hidden, on a published trip. */
export async function isVisibleRating(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tripRatings.id })
    .from(tripRatings)
    .innerJoin(trips, eq(trips.id, tripRatings.tripId))
    .where(and(eq(tripRatings.id, id), isNull(tripRatings.hiddenAt), eq(trips.status, 'PUBLISHED')));
  return row !== undefined;
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

/** The rating's author as a statement of reasons needs them: address, language, status. */
export async function findRatingAuthor(db: Database, ratingId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, status: users.status })
    .from(tripRatings)
    .innerJoin(users, eq(users.id, tripRatings.userId))
    .where(eq(tripRatings.id, ratingId));
  return row;
}
