import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trips } from './content.js';

/**
 * Text compared byte by byte (`COLLATE "C"`): a range of it is exactly the words beginning with a prefix, whatever
 * the database's locale ("brno-venkov" is not among the words beginning "brnov", as a linguistic order would have it).
 */
const bytewiseText = customType<{ data: string; driverData: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * The words and names of the published trips (features/search, features/search/README.md), kept by the database as
 * trips change (migration 0027): every word of their search documents, and every name that finds a trip (an area, a
 * label, a municipality, an attribute value: `#area:<id>`, `#label:<id>`, `#city:<id>`, `#<column>:<value>`), with
 * how many published trips have it. A query's word becomes the words it begins, and what they cost is known before
 * the trips are asked for.
 */
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: bytewiseText('lexeme').primaryKey(),
  /** Published trips with the word anywhere in their texts, or with the name. */
  trips: integer('trips').notNull().default(0),
  /** Of them, those with the word in their title (Czech or English). */
  titles: integer('titles').notNull().default(0),
  /** The word as a title writes it ("Krumlov" for krumlov), for "did you mean". */
  display: text('display'),
});

/**
 * Impact-ordered postings (migration 0027): each published trip under each word of its title, in the order search
 * ranks equal matches (the best rated, then the newest), so the best trips with a word in their title are the first
 * entries of the index under it: a page of them is read, never all of them.
 */
export const tripSearchTerms = pgTable(
  'trip_search_terms',
  {
    term: bytewiseText('term').notNull(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    averageRating: real('average_rating'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Where a trip's postings are, to write them again when it changes.
    index('trip_search_terms_trip_idx').on(table.tripId),
    index('trip_search_terms_rank_idx').on(
      table.term,
      sql`${table.averageRating} DESC NULLS LAST`,
      table.publishedAt.desc(),
      table.tripId.desc(),
    ),
  ],
);
