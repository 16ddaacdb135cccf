import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { contentAppeals, moderationDecisions, tripRatings, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';

export type AppealRow = typeof contentAppeals.$inferSelect;

/** How long after a decision its author may appeal (DSA Art. 20: at least six months). */
const APPEAL_PERIOD = sql.raw(`interval '6 months'`);

/**
 * A HIDE decision on a rating the user wrote, with whether it is still open to appeal; undefined for anything else
 * (someone else's rating, a KEEP decision, no decision), which the user cannot tell apart.
 */
export async function findAppealableDecision(db: Database, decisionId: string, userId: string) {
  const [row] = await db
    .select({
      id: moderationDecisions.id,
      withinPeriod: sql<boolean>`${moderationDecisions.decidedAt} > now() - ${APPEAL_PERIOD}`,
    })
    .from(moderationDecisions)
    .innerJoin(tripRatings, eq(tripRatings.id, moderationDecisions.targetId))
    .where(
      and(
        eq(moderationDecisions.id, decisionId),
        eq(moderationDecisions.targetKind, 'RATING'),
        eq(moderationDecisions.decision, 'HIDE'),
        eq(tripRatings.userId, userId),
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

/** An appeal with who made the decision it is against, what it was about, and whether the rating is still there. */
export async function findAppeal(db: Database, id: string) {
  const [row] = await db
    .select({
      id: contentAppeals.id,
      outcome: contentAppeals.outcome,
      appellantId: contentAppeals.appellantId,
      targetId: moderationDecisions.targetId,
      moderatorId: moderationDecisions.moderatorId,
      ratingId: tripRatings.id,
    })
    .from(contentAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, contentAppeals.decisionId))
    .leftJoin(tripRatings, eq(tripRatings.id, moderationDecisions.targetId))
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
