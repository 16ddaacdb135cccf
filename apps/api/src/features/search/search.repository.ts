import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { areas, articles, cities, labels, trips } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import { areaModel } from '../../platform/presenters.js';
import type { AttributeColumn } from './search.vocabulary.js';

/**
 * What one word of a query may match in a trip: its forms in the trip's own words (a text search query, `f1:* | f2:*`),
 * or, named by the word, the trip's area, label, nearest municipality or an attribute value.
 */
export interface TripWordMatch {
  tsquery: string;
  areaIds: string[];
  labelIds: string[];
  cityIds: number[];
  attributes: Array<{ column: AttributeColumn; values: string[] }>;
}

/**
 * How much a match weighs: ts_rank's weights for the D, C, B and A parts of the document (content C, preview and perex
 * B, title A), and what a match through the area, label, municipality or an attribute counts — between the title's
 * and the summary's, as they name the trip less than its title and more than a passing mention.
 */
const RANK_WEIGHTS = sql.raw(`'{0, 0.1, 0.3, 1.0}'::float4[]`);
const NAMED_MATCH = sql.raw('0.45::float4');

const uuidList = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const intList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const textList = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** Whether a trip is named by the word otherwise than by its text. */
function namedByWord(word: TripWordMatch): SQL | undefined {
  const conditions: SQL[] = [];
  if (word.areaIds.length) conditions.push(sql`${trips.areaId} = ANY(${uuidList(word.areaIds)})`);
  if (word.labelIds.length) conditions.push(sql`${trips.labelId} = ANY(${uuidList(word.labelIds)})`);
  if (word.cityIds.length) conditions.push(sql`${trips.nearestCityId} = ANY(${intList(word.cityIds)})`);
  for (const { column, values } of word.attributes) conditions.push(sql`${trips[column]} && ${textList(values)}`);
  return conditions.length ? sql.join(conditions, sql` OR `) : undefined;
}

const textQuery = (tsquery: string) => sql`to_tsquery('simple', ${tsquery})`;

/** One word's condition and its part of the score. */
function tripWord(word: TripWordMatch): { where: SQL; score: SQL } {
  const inText = sql`${trips.searchVector} @@ ${textQuery(word.tsquery)}`;
  const textRank = sql`ts_rank(${RANK_WEIGHTS}, ${trips.searchVector}, ${textQuery(word.tsquery)})`;
  const named = namedByWord(word);
  if (!named) return { where: inText, score: textRank };
  return {
    where: sql`(${inText} OR ${named})`,
    score: sql`greatest(${textRank}, CASE WHEN ${named} THEN ${NAMED_MATCH} ELSE 0::float4 END)`,
  };
}

/**
 * A page of the published trips every word matches, best first (the score, then the best rated, the newest), with how
 * many match in all: ids only, as the trips themselves come from the catalogue kept in memory.
 */
export async function findMatchingTripIds(
  db: Database,
  words: TripWordMatch[],
  page: Page,
): Promise<{ total: number; ids: string[] }> {
  const parts = words.map(tripWord);
  const score = sql.join(
    parts.map((part) => part.score),
    sql` + `,
  );
  const rows = await db
    .select({ id: trips.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(trips)
    .where(and(eq(trips.status, 'PUBLISHED'), ...parts.map((part) => part.where)))
    .orderBy(
      sql`${score} DESC`,
      sql`${trips.averageRating} DESC NULLS LAST`,
      sql`${trips.publishedAt} DESC`,
      sql`${trips.id} DESC`,
    )
    .limit(page.limit)
    .offset(page.offset);
  return { total: rows[0]?.total ?? 0, ids: rows.map((row) => row.id) };
}

/** The published articles whose text has every word (each through any of its forms), best first. */
export async function findMatchingArticleIds(db: Database, tsqueries: string[], limit: number): Promise<string[]> {
  const score = sql.join(
    tsqueries.map((query) => sql`ts_rank(${RANK_WEIGHTS}, ${articles.searchVector}, ${textQuery(query)})`),
    sql` + `,
  );
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'PUBLISHED'),
        ...tsqueries.map((query) => sql`${articles.searchVector} @@ ${textQuery(query)}`),
      ),
    )
    .orderBy(sql`${score} DESC`, sql`${articles.publishedAt} DESC`, sql`${articles.id} DESC`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The names a query may be misspelling: published trips' and articles' titles, areas and labels, each in both
 * languages (an English title only started counts too: its words are already in the trip's search vector).
 */
export async function findCatalogueNames(db: Database): Promise<string[]> {
  const [tripTitles, articleTitles, areaNames, labelNames] = await Promise.all([
    db.select({ cs: trips.title, en: trips.titleEn }).from(trips).where(eq(trips.status, 'PUBLISHED')),
    db.select({ cs: articles.title, en: articles.titleEn }).from(articles).where(eq(articles.status, 'PUBLISHED')),
    db.select({ cs: areas.name, en: areas.nameEn }).from(areas),
    db.select({ cs: labels.labelCs, en: labels.labelEn }).from(labels).where(eq(labels.kind, 'TRIP')),
  ]);
  return [...tripTitles, ...articleTitles, ...areaNames, ...labelNames].flatMap((row) =>
    row.en ? [row.cs, row.en] : [row.cs],
  );
}

/** Every area and every trip label, for matching their names in memory (a few dozen rows). */
export async function findAreasAndLabels(db: Database) {
  const [areaRows, labelRows] = await Promise.all([
    db
      .select({ id: areas.id, name: areas.name, nameEn: areas.nameEn, region: areas.region })
      .from(areas)
      .orderBy(asc(areas.name)),
    db.select({ id: labels.id, cs: labels.labelCs, en: labels.labelEn }).from(labels).where(eq(labels.kind, 'TRIP')),
  ]);
  return { areas: areaRows.map(areaModel), labels: labelRows };
}

/** Every municipality (6,258 rows, never changed by the app), for matching names in memory. */
export function findAllCities(db: Database) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      district: cities.district,
      region: cities.region,
      lat: cities.lat,
      lng: cities.lng,
      searchName: cities.searchName,
    })
    .from(cities);
}

/**
 * A condition for the console's lists: every word of `query` begins a word of the text search document `vector` (as
 * typed or through its inflected forms, without diacritics), drafts as much as published items; undefined for a blank
 * query. The same matching as search, without typos: an editor looking for a draft types what they wrote.
 */
export function documentMatches(vector: SQL, words: readonly { forms: string[] }[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) => sql`${vector} @@ to_tsquery('simple', ${word.forms.map((form) => `${form}:*`).join(' | ')})`,
    ),
  );
}

/** The text search document of a title alone, for a table that keeps none (trip announcements). */
export function titleDocument(title: SQL | AnyColumn): SQL {
  return sql`to_tsvector('simple', toulky_unaccent(${title}))`;
}
