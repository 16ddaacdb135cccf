import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { areas, articles, cities, labels } from '../../db/schema.js';
import { areaModel } from '../../platform/presenters.js';

/**
 * ts_rank's weights for the D, C, B and A parts of the document (content C, preview and perex B, title A), as trips
 * are ranked (search.trips.repository.ts).
 */
const RANK_WEIGHTS = sql.raw(`'{0, 0.1, 0.3, 1.0}'::float4[]`);

/** A word's text search query: any of its forms begins a word of the document ("snezk:* | snezc:*"), `:*A` in titles. */
const formsQuery = (forms: readonly string[], weight = '') =>
  sql`to_tsquery('simple', ${forms.map((form) => `${form}:*${weight}`).join(' | ')})`;

/** At most this many of an article search's matches, the newest, are ranked: its cost stays bounded as articles grow. */
const ARTICLES_RANKED = 200;

/**
 * The published articles whose text has every word (each through any of its forms), best first: the newest
 * ARTICLES_RANKED matches ranked (all of them while the blog has fewer).
 */
export async function findArticlesMatching(
  db: Database,
  words: readonly (readonly string[])[],
  limit: number,
): Promise<string[]> {
  if (!words.length) return [];
  const score = sql.join(
    words.map((forms) => sql`ts_rank(${RANK_WEIGHTS}, newest.search_vector, ${formsQuery(forms)})`),
    sql` + `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT newest.id FROM (
          SELECT ${articles.id} AS id, ${articles.searchVector} AS search_vector, ${articles.publishedAt} AS published_at
          FROM ${articles}
          WHERE ${articles.status} = 'PUBLISHED'
            AND ${sql.join(
              words.map((forms) => sql`${articles.searchVector} @@ ${formsQuery(forms)}`),
              sql` AND `,
            )}
          ORDER BY ${articles.publishedAt} DESC, ${articles.id} DESC LIMIT ${ARTICLES_RANKED}) AS newest
        ORDER BY ${score} DESC, newest.published_at DESC, newest.id DESC LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** The newest published articles whose title has every word, for suggestions while typing. */
export async function findArticlesTitled(
  db: Database,
  words: readonly (readonly string[])[],
  limit: number,
): Promise<string[]> {
  if (!words.length) return [];
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'PUBLISHED'),
        ...words.map((forms) => sql`${articles.searchVector} @@ ${formsQuery(forms, 'A')}`),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The names a query may be misspelling besides the trips' titles (which search_lexemes knows): published articles'
 * titles, areas and labels, each in both languages.
 */
export async function findCatalogueNames(db: Database): Promise<string[]> {
  const [articleTitles, areaNames, labelNames] = await Promise.all([
    db.select({ cs: articles.title, en: articles.titleEn }).from(articles).where(eq(articles.status, 'PUBLISHED')),
    db.select({ cs: areas.name, en: areas.nameEn }).from(areas),
    db.select({ cs: labels.labelCs, en: labels.labelEn }).from(labels).where(eq(labels.kind, 'TRIP')),
  ]);
  return [...articleTitles, ...areaNames, ...labelNames].flatMap((row) => (row.en ? [row.cs, row.en] : [row.cs]));
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
