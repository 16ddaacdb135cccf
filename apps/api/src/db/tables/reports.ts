import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { users } from './accounts.js';

/** What can be reported: a rating, or one hiker's photo on a rating (issue 32). */
export const REPORT_TARGET_KINDS = ['RATING', 'HIKER_PHOTO'] as const;

/** Why something is reported, and the ground a moderator hides it on (the same list). */
export const REPORT_REASONS = [
  'ILLEGAL_CONTENT',
  'HATE_OR_HARASSMENT',
  'SPAM',
  'PERSONAL_DATA',
  'OFF_TOPIC',
  'OTHER',
] as const;

export const MODERATION_DECISIONS = ['HIDE', 'KEEP'] as const;

/** What another moderator makes of an appeal: show the item again, or keep the decision. */
export const APPEAL_OUTCOMES = ['RESTORE', 'CONFIRM'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One moderator's decision on a reported item, closing every report of it that was open (issue 32). */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    decision: text('decision').notNull(),
    /** The reason the item was hidden on; null when it is kept. */
    ground: text('ground'),
    /** The moderator's explanation (HIDE, sent to the author) or note (KEEP). */
    explanation: text('explanation').notNull(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_decisions_target_idx').on(table.targetKind, table.targetId, table.decidedAt.desc()),
    // The monthly transparency figures.
    index('moderation_decisions_decided_idx').on(table.decidedAt),
    check('moderation_decisions_target_kind', sql`${table.targetKind} IN (${inList(REPORT_TARGET_KINDS)})`),
    check('moderation_decisions_decision', sql`${table.decision} IN (${inList(MODERATION_DECISIONS)})`),
    check(
      'moderation_decisions_ground',
      sql`(${table.decision} = 'HIDE') = (${table.ground} IS NOT NULL) AND (${table.ground} IS NULL OR ${table.ground} IN (${inList(REPORT_REASONS)}))`,
    ),
  ],
);

/**
 * A notice about an item (DSA Art. 16): open until a decision closes it. A person has one open report per item: by
 * account when signed in, by e-mail otherwise (the partial unique indexes), so reporting twice is one report.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind').notNull(),
    /** No foreign key: the target's table depends on the kind. */
    targetId: uuid('target_id').notNull(),
    /** The signed-in reporter; their reports go with their account. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reporterEmail: text('reporter_email').notNull(),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull().default(''),
    /** The language the acknowledgement and the outcome are written in. */
    language: text('language').notNull(),
    createdAt: createdAt(),
    decisionId: uuid('decision_id').references(() => moderationDecisions.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('content_reports_open_by_user_idx')
      .on(table.targetKind, table.targetId, table.reporterId)
      .where(sql`decision_id IS NULL AND reporter_id IS NOT NULL`),
    uniqueIndex('content_reports_open_by_email_idx')
      .on(table.targetKind, table.targetId, sql`lower(${table.reporterEmail})`)
      .where(sql`decision_id IS NULL AND reporter_id IS NULL`),
    // The queue (open reports, oldest first) and closing one item's open reports.
    index('content_reports_open_created_idx').on(table.createdAt, table.id).where(sql`decision_id IS NULL`),
    index('content_reports_open_target_idx').on(table.targetKind, table.targetId).where(sql`decision_id IS NULL`),
    index('content_reports_decision_idx').on(table.decisionId),
    // The monthly transparency figures (every report, open or decided).
    index('content_reports_created_idx').on(table.createdAt),
    check('content_reports_target_kind', sql`${table.targetKind} IN (${inList(REPORT_TARGET_KINDS)})`),
    check('content_reports_reason', sql`${table.reason} IN (${inList(REPORT_REASONS)})`),
  ],
);

/**
 * An author's appeal against a decision that hid their item (DSA Art. 20): one per decision (the unique index), open
 * until a moderator other than the one who decided gives its outcome. It goes with the author's account.
 */
export const contentAppeals = pgTable(
  'content_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    appellantId: uuid('appellant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Why the author disagrees. */
    explanation: text('explanation').notNull(),
    createdAt: createdAt(),
    /** Null while the appeal is open. */
    outcome: text('outcome'),
    /** The deciding moderator's explanation, sent to the author. */
    outcomeExplanation: text('outcome_explanation'),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('content_appeals_decision_idx').on(table.decisionId),
    index('content_appeals_appellant_idx').on(table.appellantId),
    // The queue (open appeals, oldest first) and the monthly figures (received, decided).
    index('content_appeals_open_created_idx').on(table.createdAt, table.id).where(sql`outcome IS NULL`),
    index('content_appeals_created_idx').on(table.createdAt),
    index('content_appeals_decided_idx').on(table.decidedAt).where(sql`decided_at IS NOT NULL`),
    check('content_appeals_outcome', sql`${table.outcome} IS NULL OR ${table.outcome} IN (${inList(APPEAL_OUTCOMES)})`),
    check(
      'content_appeals_decided',
      sql`(${table.outcome} IS NULL) = (${table.decidedAt} IS NULL) AND (${table.outcome} IS NULL) = (${table.outcomeExplanation} IS NULL)`,
    ),
  ],
);
