import { type AnyColumn, and, asc, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { uuidArray } from '../../db/raw.js';
import { contentAppeals, hikerPhotos, moderationDecisions, tripRatings, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';

export type AppealRow = typeof contentAppeals.$inferSelect;

/** How long after a decision its author may appeal (DSA Art. 20: at least six months). */
const APPEAL_PERIOD = sql.raw(`interval '6 months'`);

/** The rating a decision on a rating was about, when it is still there. */
const decidedRating = and(
  eq(moderationDecisions.targetKind, 'RATING'),
  eq(tripRatings.id, moderationDecisions.targetId),
);

/** The photo a decision on a photo was about, when it is still there. */
const decidedPhoto = and(
  eq(moderationDecisions.targetKind, 'HIKER_PHOTO'),
  eq(hikerPhotos.id, moderationDecisions.targetId),
);

/**
 * A HIDE decision on a rating or a photo of the user, with whether it is still open to appeal; undefined for anything
 * else (someone else's item, a KEEP decision, no decision), which the user cannot tell apart.
 */
export async function findAppealableDecision(db: Database, decisionId: string, userId: string) {
  const [row] = await db
    .select({
      id: moderationDecisions.id,
      withinPeriod: sql<boolean>`${moderationDecisions.decidedAt} > now() - ${APPEAL_PERIOD}`,
    })
    .from(moderationDecisions)
    .leftJoin(tripRatings, decidedRating)
    .leftJoin(hikerPhotos, decidedPhoto)
    .where(
      and(
        eq(moderationDecisions.id, decisionId),
        eq(moderationDecisions.decision, 'HIDE'),
        or(eq(tripRatings.userId, userId), eq(hikerPhotos.userId, userId)),
      ),
    );
  return row;
}

/** Stores the appeal unless the decision has one already (the unique index); undefined then. */
export async function insertAppeal(db: Database, appeal: typeof contentAppeals.$inferInsert) {
  const [row] = await db.insert(contentAppeals).values(appeal).onConflictDoNothing().returning();
  return row;
}

const open = isNull(contentAppeals.outcome);

/** One page of open appeals, the oldest first, each with its decision; `content_appeals_open_created_idx` serves it. */
export async function findQueuePage(db: Database, page: Page) {
  const [[totalRow], edges] = await Promise.all([
    db.select({ total: count() }).from(contentAppeals).where(open),
    db
      .select({
        id: contentAppeals.id,
        explanation: contentAppeals.explanation,
        createdAt: contentAppeals.createdAt,
        decisionId: moderationDecisions.id,
        targetKind: moderationDecisions.targetKind,
        targetId: moderationDecisions.targetId,
        ground: moderationDecisions.ground,
        decisionExplanation: moderationDecisions.explanation,
        decidedAt: moderationDecisions.decidedAt,
        moderatorId: moderationDecisions.moderatorId,
      })
      .from(contentAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, contentAppeals.decisionId))
      .where(open)
      .orderBy(asc(contentAppeals.createdAt), asc(contentAppeals.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, edges };
}

/** An appeal with who made the decision it is against, what it was about, and whether that item is still there. */
export async function findAppeal(db: Database, id: string) {
  const [row] = await db
    .select({
      id: contentAppeals.id,
      outcome: contentAppeals.outcome,
      appellantId: contentAppeals.appellantId,
      targetKind: moderationDecisions.targetKind,
      targetId: moderationDecisions.targetId,
      moderatorId: moderationDecisions.moderatorId,
      itemExists: sql<boolean>`(${tripRatings.id} IS NOT NULL OR ${hikerPhotos.id} IS NOT NULL)`,
    })
    .from(contentAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, contentAppeals.decisionId))
    .leftJoin(tripRatings, decidedRating)
    .leftJoin(hikerPhotos, decidedPhoto)
    .where(eq(contentAppeals.id, id));
  return row;
}

/** Gives an open appeal its outcome; undefined when it has one already (the row lock makes a second decision wait). */
export async function decideOpenAppeal(
  tx: Transaction,
  id: string,
  outcome: { outcome: string; outcomeExplanation: string; moderatorId: string },
): Promise<AppealRow | undefined> {
  const [locked] = await tx
    .select({ id: contentAppeals.id })
    .from(contentAppeals)
    .where(and(eq(contentAppeals.id, id), open))
    .for('update');
  if (!locked) return undefined;
  const [row] = await tx
    .update(contentAppeals)
    .set({ ...outcome, decidedAt: sql`now()` })
    .where(eq(contentAppeals.id, id))
    .returning();
  return row;
}

/** The appellant as the outcome's e-mail needs them: address, language, status. */
export async function findAppellant(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The latest HIDE decision on the item made while it has been hidden, for a lateral join: one that hid it carries the
 * hiding's own time (both are stamped in one transaction), one made on reports about an item already hidden comes
 * later, and one from before a restore is older than the hiding now in force, so a rating hidden again straight from
 * the console has no decision.
 */
function latestHidingDecision(db: Database, targetKind: string, itemId: AnyColumn, hiddenAt: AnyColumn) {
  return db
    .select({
      id: moderationDecisions.id,
      ground: moderationDecisions.ground,
      explanation: moderationDecisions.explanation,
      decidedAt: moderationDecisions.decidedAt,
      appealableUntil: sql`${moderationDecisions.decidedAt} + ${APPEAL_PERIOD}`
        .mapWith(moderationDecisions.decidedAt)
        .as('appealable_until'),
      withinPeriod: sql<boolean>`${moderationDecisions.decidedAt} > now() - ${APPEAL_PERIOD}`.as('within_period'),
    })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.targetKind, targetKind),
        eq(moderationDecisions.targetId, itemId),
        eq(moderationDecisions.decision, 'HIDE'),
        gte(moderationDecisions.decidedAt, hiddenAt),
      ),
    )
    .orderBy(desc(moderationDecisions.decidedAt))
    .limit(1)
    .as('decision');
}

/** The decision's and its appeal's columns of a moderation row. */
function moderationColumns(decision: ReturnType<typeof latestHidingDecision>) {
  return {
    decisionId: decision.id,
    ground: decision.ground,
    decisionExplanation: decision.explanation,
    decidedAt: decision.decidedAt,
    appealableUntil: decision.appealableUntil,
    withinPeriod: decision.withinPeriod,
    appealId: contentAppeals.id,
    appealExplanation: contentAppeals.explanation,
    appealCreatedAt: contentAppeals.createdAt,
    outcome: contentAppeals.outcome,
    outcomeExplanation: contentAppeals.outcomeExplanation,
    outcomeDecidedAt: contentAppeals.decidedAt,
  };
}

/**
 * Each rating's moderation as its author sees it, in one statement for any number of ratings: whether it is hidden,
 * the reason stored with the hiding, and the HIDE decision behind the hiding (latestHidingDecision) with its appeal.
 */
export async function findRatingModerations(db: Database, ratingIds: readonly string[]) {
  const decision = latestHidingDecision(db, 'RATING', tripRatings.id, tripRatings.hiddenAt);
  return db
    .select({
      itemId: tripRatings.id,
      hiddenAt: tripRatings.hiddenAt,
      hiddenReason: tripRatings.hiddenReason,
      ...moderationColumns(decision),
    })
    .from(tripRatings)
    .leftJoinLateral(decision, sql`true`)
    .leftJoin(contentAppeals, eq(contentAppeals.decisionId, decision.id))
    .where(sql`${tripRatings.id} = ANY(${uuidArray(ratingIds)}::uuid[])`);
}

/**
 * Each photo's moderation as its author sees it, as for ratings: a photo is hidden only by decisions, so it has no
 * reason of its own beside the decision's explanation.
 */
export async function findPhotoModerations(db: Database, photoIds: readonly string[]) {
  const decision = latestHidingDecision(db, 'HIKER_PHOTO', hikerPhotos.id, hikerPhotos.hiddenAt);
  return db
    .select({
      itemId: hikerPhotos.id,
      hiddenAt: hikerPhotos.hiddenAt,
      hiddenReason: sql<string | null>`NULL`,
      ...moderationColumns(decision),
    })
    .from(hikerPhotos)
    .leftJoinLateral(decision, sql`true`)
    .leftJoin(contentAppeals, eq(contentAppeals.decisionId, decision.id))
    .where(sql`${hikerPhotos.id} = ANY(${uuidArray(photoIds)}::uuid[])`);
}

export type RatingModerationRow = Awaited<ReturnType<typeof findRatingModerations>>[number];
