import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { users } from './accounts.js';

/** What can be reported; photos on ratings (issue 32) will join RATING. */
export const REPORT_TARGET_KINDS = ['RATING'] as const;

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
    check('content_reports_target_kind', sql`${table.targetKind} IN (${inList(REPORT_TARGET_KINDS)})`),
    check('content_reports_reason', sql`${table.reason} IN (${inList(REPORT_REASONS)})`),
  ],
);
