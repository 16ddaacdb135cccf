import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, globePoint } from '../columns.js';

/** Every Czech municipality, imported from the shipped register (see db/reference-data.ts). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    region: text('region').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** For the municipality nearest to a place (a trip's start). */
    point: globePoint('point').notNull(),
    /** Lower-case name without diacritics, for prefix search. */
    searchName: text('search_name').notNull(),
  },
  (table) => [
    index('cities_search_name_idx').on(sql`${table.searchName} text_pattern_ops`),
    index('cities_point_idx').using('gist', table.point),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    roles: text('roles').array().notNull().default(sql`'{USER}'::text[]`),
    cityId: integer('city_id').references(() => cities.id),
    sex: text('sex'),
    ageRange: smallint('age_range'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** Trip characteristics the user cares about (at most 5), used by recommendations. */
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    language: text('language').notNull().default('cs_CZ'),
    status: text('status').notNull().default('ACTIVE'),
    deletionFeedback: text('deletion_feedback'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // The console's user search (prefix of the e-mail, first or last name, any case and without diacritics,
    // features/admin) and its newest-first order.
    index('users_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('users_firstname_prefix_idx').on(sql`toulky_unaccent(${table.firstname}) text_pattern_ops`),
    index('users_lastname_prefix_idx').on(sql`toulky_unaccent(${table.lastname}) text_pattern_ops`),
    index('users_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** Single-use codes mailed to people: sign-up invitations and password resets. Only hashes are stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('cs_CZ'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_code_hash_idx').on(table.codeHash)],
);

/**
 * One row per issued refresh token (its jti): a signed-in device. Sign-out, password changes and "sign out this
 * device" revoke it, and an access token of a revoked session stops working at once. What the device is and where
 * it was last used are kept coarse on purpose: browser, system and form factor parsed from the User-Agent at sign-in,
 * and the country of the IP address at the last refresh — never the address or the raw header.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    browser: text('browser'),
    os: text('os'),
    /** DESKTOP, MOBILE or TABLET; null when the User-Agent did not say. */
    platform: text('platform'),
    /** ISO 3166-1 alpha-2 code of the IP address at the last use; null when not known (private address, IPv6). */
    country: text('country'),
    /** Sign-in or the last refresh of the access token, so at most one access-token lifetime behind. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_user_id_idx').on(table.userId)],
);

/** Fixed-window counters shared by every API process (sign-in, sign-up and reset limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
