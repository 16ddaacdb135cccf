import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { users } from './accounts.js';
import { articles, images, trips } from './content.js';

const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const tripBookmarks = pgTable(
  'trip_bookmarks',
  {
    userId: userId(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tripId] }),
    index('trip_bookmarks_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export const articleBookmarks = pgTable(
  'article_bookmarks',
  {
    userId: userId(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    index('article_bookmarks_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export const finishedTrips = pgTable(
  'finished_trips',
  {
    userId: userId(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tripId] }),
    index('finished_trips_user_finished_idx').on(table.userId, table.finishedAt.desc()),
    index('finished_trips_trip_idx').on(table.tripId),
  ],
);

/**
 * One rating per user and trip; the user may change theirs. Kept when the user deletes the account. A moderator
 * (`rating.moderate`) may hide one with a reason: a hidden rating counts in no average or count and shows in no public
 * list, and stays hidden when its author changes it (features/moderation, its decisions part).
 */
export const tripRatings = pgTable(
  'trip_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: userId(),
    score: smallint('score').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenById: uuid('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('trip_ratings_trip_user_idx').on(table.tripId, table.userId),
    index('trip_ratings_trip_created_idx').on(table.tripId, table.createdAt.desc(), table.id.desc()),
    index('trip_ratings_user_idx').on(table.userId),
    // The moderators' list: every rating newest first, and the hidden ones alone.
    index('trip_ratings_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('trip_ratings_hidden_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`hidden_at IS NOT NULL`),
  ],
);

/**
 * A hiker's photo on their rating (issue 32), at most 5 a rating, in `position` order. Uploaded first (POST
 * /api/ratings/photos) with no rating: such a pending photo is attached when the rating is saved with it, and
 * forgotten (row, image and files) a day after its upload otherwise. The image keeps no original: only the
 * renditions, every piece of metadata stripped. A photo goes with its rating, and with its author's account (its
 * files too). `hidden_at` is set when a moderator's decision on reports hides the photo alone; a hidden rating hides
 * its photos with it.
 */
export const hikerPhotos = pgTable(
  'hiker_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    ratingId: uuid('rating_id').references(() => tripRatings.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    /** At most 200 characters; empty when the hiker gave none. */
    caption: text('caption').notNull().default(''),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
    /** When the photo was attached to its rating: the "From hikers" strip shows the latest first. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('hiker_photos_rating_idx').on(table.ratingId, table.position),
    // The per-person daily limit counts a person's uploads of the last 24 hours.
    index('hiker_photos_user_created_idx').on(table.userId, table.createdAt),
    index('hiker_photos_pending_idx').on(table.createdAt).where(sql`rating_id IS NULL`),
    index('hiker_photos_image_idx').on(table.imageId),
  ],
);
