import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { users } from './accounts.js';

/** Double opt-in: PENDING until the mailed link is followed, then CONFIRMED; UNSUBSCRIBED after opting out. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status').notNull().default('PENDING'),
    language: text('language').notNull().default('cs_CZ'),
    confirmCodeHash: text('confirm_code_hash'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_email_idx').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_confirm_code_idx').on(table.confirmCodeHash),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_created_idx').on(table.createdAt.desc())],
);

/** Answers of the onboarding questionnaire (spec §2), one row per user. */
export const onboardingPreferences = pgTable('onboarding_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  drink: text('drink'),
  sleep: text('sleep'),
  transport: text('transport'),
  company: text('company'),
  durations: text('durations').array().notNull().default(sql`'{}'::text[]`),
  referralSource: text('referral_source'),
  referralText: text('referral_text'),
  /** The onboarding step (1–4) reached, so a flow left halfway resumes there. */
  step: smallint('step'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
