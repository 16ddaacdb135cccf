// The SQL of finding trips by words (search.database.ts decides which of it a question needs): what the words cost
// (search_lexemes), the trips every word matches ranked exactly when they are few, and, when they are many, the best
// of them read in rank order from the impact-ordered postings (trip_search_terms) and from the published trips
// walked best first, never all of them. A trip's search document holds its words and its names (migration 0027), so
// whether a trip matches a question is one text search query, which the text search index answers alone.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { trips } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import type { SearchWord } from './search.engine.js';

/** What the beginnings of a word cost: the words of the trips each begins, and how many trips have them. */
export interface FormStats {
  form: string;
  /** Distinct words the form begins. */
  words: number;
  /** Trips under those words, summed (a trip with two of them counts twice): at least as many as match. */
  trips: number;
  /** Trips under the commonest of them: at most as many as match. */
  commonest: number;
  /** The commonest words it begins, at most `cap`. */
  top: string[];
  /** The words it begins that are in titles, the most titled first, at most `cap`. */
  titled: string[];
}

/** The first string after every string beginning with `form` (forms are lower-case letters and digits). */
const pastPrefix = (form: string) => `${form.slice(0, -1)}${String.fromCharCode(form.charCodeAt(form.length - 1) + 1)}`;

/** A text[] literal, sent as one parameter; each value quoted (words of the texts may hold any character). */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
const uuidList = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const intList = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * For each beginning, the words of the published trips it begins (search_lexemes, one index range each), and how many
 * published trips have each of the words given whole (names, `#area:<id>`, …; '' counts every published trip; a word
 * no trip has is left out): in one statement.
 */
export async function findWordStats(
  db: Database,
  forms: readonly string[],
  words: readonly string[],
  cap: number,
): Promise<{ forms: FormStats[]; counts: Map<string, number> }> {
  if (!forms.length && !words.length) return { forms: [], counts: new Map() };
  const rows = await queryRows<Omit<FormStats, 'form'> & { i: number; kind: 'form' | 'word' }>(
    db,
    sql`SELECT 'form' AS kind, f.i::int AS i, s.words, s.trips, s.commonest, coalesce(s.top, '{}') AS top,
          coalesce(s.titled, '{}') AS titled
        FROM unnest(${textArray(forms)}, ${textArray(forms.map(pastPrefix))}) WITH ORDINALITY AS f(form, past, i)
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS words, coalesce(sum(l.trips), 0)::int AS trips,
            coalesce(max(l.trips), 0)::int AS commonest,
            (array_agg(l.lexeme ORDER BY l.trips DESC, l.lexeme))[1:${cap}] AS top,
            (array_agg(l.lexeme ORDER BY l.titles DESC, l.lexeme) FILTER (WHERE l.titles > 0))[1:${cap}] AS titled
          FROM search_lexemes AS l
          WHERE l.lexeme >= f.form AND l.lexeme < f.past AND l.trips > 0) AS s
        UNION ALL
        SELECT 'word', w.i::int, 1, l.trips, l.trips, '{}'::text[], '{}'::text[]
        FROM unnest(${textArray(words)}) WITH ORDINALITY AS w(lexeme, i)
        JOIN search_lexemes AS l ON l.lexeme = w.lexeme AND l.trips > 0`,
  );
  return {
    forms: rows
      .filter((row) => row.kind === 'form')
      .map(({ i, kind: _, ...stats }) => ({ form: forms[i - 1], ...stats })),
    counts: new Map(rows.filter((row) => row.kind === 'word').map((row) => [words[row.i - 1], row.trips])),
  };
}

/** Those of the given words that are in published trips' titles, with how many titles and a title's spelling. */
export function findTitleWords(db: Database, words: readonly string[]) {
  // One index lookup per word (a list of hundreds otherwise looks to the planner like most of the table).
  return queryRows<{ word: string; titles: number; display: string | null }>(
    db,
    sql`SELECT l.lexeme AS word, l.titles, l.display FROM unnest(${textArray(words)}) AS w(word)
        CROSS JOIN LATERAL (SELECT lexeme, titles, display FROM search_lexemes WHERE lexeme = w.word) AS l
        WHERE l.titles > 0`,
  );
}

/**
 * A word as the trips' SQL asks for it, as text search queries: the words it may begin or the names it stands for
 * (`matchQuery`), those words alone (`textQuery`), in titles (`titleQuery`), its names alone (`namesQuery`, null for
 * none); the words of titles it begins, as the postings hold them; and the names as the trips' columns hold them.
 */
export interface TripWordQuery {
  matchQuery: string;
  textQuery: string;
  titleQuery: string;
  namesQuery: string | null;
  /** Words of titles it begins (the postings' terms), the most titled first. */
  titleTerms: string[];
  word: SearchWord;
}

/** A text search query as written (its words are search forms already, or quoted): `'…'::tsquery`, not parsed again. */
const tsquery = (query: string) => sql`${query}::tsquery`;

/** The question as text search queries, one a word, each through any of the word's words or names. */
const wordQueries = (queries: readonly TripWordQuery[]) =>
  sql`${`{${queries.map((query) => `"${query.matchQuery.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::tsquery[]`;

/**
 * A row's search document once per row (`doc.v`): each test of the column itself reads it out of its compressed
 * form again, and scoring a trip tests it several times.
 */
const DOCUMENT = sql`CROSS JOIN LATERAL (SELECT ${trips.searchVector} || ''::tsvector AS v OFFSET 0) AS doc`;
const DOC = sql.raw('doc.v');

/**
 * Every word of the question matches: a text search query a word, which the GIN index answers exactly by itself (on
 * the column, one index scan taking each word as a key of its own, so it steps through a rare word's entries and skips
 * ahead in a common one's), or tested on a row's document.
 */
const allMatch = (queries: readonly TripWordQuery[], vector: SQL = sql`${trips.searchVector}`) =>
  sql.join(
    queries.map((query) => sql`${vector} @@ ${tsquery(query.matchQuery)}`),
    sql` AND `,
  );

/**
 * ts_rank's weights for the D, C, B and A parts of the document (content C, preview and perex B, title A; the names
 * have none), and what a match through the area, label, municipality or an attribute counts — between the title's and
 * the summary's, as they name the trip less than its title and more than a passing mention.
 */
const RANK_WEIGHTS = sql.raw(`'{0, 0.1, 0.3, 1.0}'::float4[]`);
const NAMED_MATCH = sql.raw('0.45::float4');

const namedIn = (query: TripWordQuery) => (query.namesQuery ? sql`${DOC} @@ ${tsquery(query.namesQuery)}` : undefined);

/** The exact score: per word the best of ts_rank in its texts and a named match. */
function exactScore(queries: readonly TripWordQuery[]): SQL {
  return sql.join(
    queries.map((query) => {
      const textRank = sql`ts_rank(${RANK_WEIGHTS}, ${DOC}, ${tsquery(query.textQuery)})`;
      const named = namedIn(query);
      return named ? sql`greatest(${textRank}, CASE WHEN ${named} THEN ${NAMED_MATCH} ELSE 0::float4 END)` : textRank;
    }),
    sql` + `,
  );
}

/**
 * A page of the published trips every word matches, ranked exactly (the score, then the best rated, the newest), with
 * how many match: for questions whose words are in few trips (every one of them is read and ranked).
 */
export async function findTripsRankedExactly(
  db: Database,
  queries: readonly TripWordQuery[],
  page: Page,
): Promise<{ total: number; ids: string[] }> {
  const rows = await queryRows<{ id: string; total: number }>(
    db,
    sql`SELECT ${trips.id} AS id, (count(*) OVER ())::int AS total FROM ${trips} ${DOCUMENT}
        WHERE ${trips.status} = 'PUBLISHED' AND ${allMatch(queries)}
        ORDER BY ${exactScore(queries)} DESC, ${trips.averageRating} DESC NULLS LAST, ${trips.publishedAt} DESC,
          ${trips.id} DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { total: rows[0]?.total ?? 0, ids: rows.map((row) => row.id) };
}

/**
 * How many published trips every word matches, counted up to `cap` and no further, from the text search index alone
 * (toulky_count_trips, migration 0027: a bitmap of exactly the matches, whose rows are read for visibility only).
 */
export async function countMatchingTrips(db: Database, queries: readonly TripWordQuery[], cap: number) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT toulky_count_trips(${wordQueries(queries)}, ${cap}) AS count`,
  );
  return row?.count ?? 0;
}

/**
 * Search's order of equal matches, in which the postings and the trips' rank indexes are kept: the best rated, then the
 * newest (written as the indexes are, so the order is read from them rather than sorted).
 */
const RANK_ORDER = (rating: SQL, publishedAt: SQL, id: SQL) =>
  sql`${rating} DESC NULLS LAST, ${publishedAt} DESC NULLS LAST, ${id} DESC NULLS LAST`;
const POSTING_ORDER = RANK_ORDER(sql`average_rating`, sql`published_at`, sql`trip_id`);
const TRIP_ORDER = RANK_ORDER(sql`${trips.averageRating}`, sql`${trips.publishedAt}`, sql`${trips.id}`);

/** A trip found, with what orders it: its score (a word in the title 1, by a name 0.45, in the text 0.1) and rank. */
export interface ScoredTrip {
  id: string;
  score: number;
  averageRating: number | null;
  /** Seconds since 1970. */
  publishedAt: number;
}

/** The impact score, read from the trip's row: per word, its title, else a name, else its text. */
function impactScore(queries: readonly TripWordQuery[]): SQL {
  return sql.join(
    queries.map((query) => {
      const named = namedIn(query);
      return sql`CASE WHEN ${DOC} @@ ${tsquery(query.titleQuery)} THEN 1
        ${named ? sql`WHEN ${named} THEN 0.45` : sql``} ELSE 0.1 END`;
    }),
    sql` + `,
  );
}

const scoredColumns = (queries: readonly TripWordQuery[]) =>
  sql`${trips.id} AS id, (${impactScore(queries)})::float8 AS score, ${trips.averageRating} AS "averageRating",
    extract(epoch FROM ${trips.publishedAt})::float8 AS "publishedAt"`;

/** Whether a trip is named by the word, from its columns (cheap to test on a row; the rank indexes order them). */
function namedBy(word: SearchWord): SQL | undefined {
  const conditions: SQL[] = [];
  if (word.areaIds.length) conditions.push(sql`${trips.areaId} = ANY(${uuidList(word.areaIds)})`);
  if (word.labelIds.length) conditions.push(sql`${trips.labelId} = ANY(${uuidList(word.labelIds)})`);
  if (word.cityIds.length) conditions.push(sql`${trips.nearestCityId} = ANY(${intList(word.cityIds)})`);
  for (const { column, values } of word.attributes) conditions.push(sql`${trips[column]} && ${textArray(values)}`);
  return conditions.length ? sql.join(conditions, sql` OR `) : undefined;
}

/**
 * Where the first trips of a word come from: the postings of the words of titles it begins, or the trips it names (its
 * area, label, municipality or attribute, read best first by the trips' rank indexes); and the other words, which
 * such a trip must match too (none for a question of one word).
 */
export type TripSource = ({ titleTerms: string[] } | { named: SearchWord }) & {
  others: TripWordQuery[];
  /** Where the other words must be: anywhere in the trip's texts or names, or in its title or names only. */
  othersIn: 'texts' | 'titles';
};

/** A word of the others in a trip's title (its postings) or names (its columns): no search document is read. */
function inTitleOrNames(query: TripWordQuery): SQL {
  const named = namedBy(query.word);
  const inTitle = query.titleTerms.length
    ? sql`EXISTS (SELECT 1 FROM trip_search_terms AS other
        WHERE other.trip_id = ${trips.id} AND other.term = ANY(${textArray(query.titleTerms)}))`
    : sql`false`;
  return named ? sql`(${inTitle} OR ${named})` : inTitle;
}

/** One source's first `limit` trips matching the other words, of its first `read` (in rank order). */
function sourceQuery(queries: readonly TripWordQuery[], source: TripSource, limit: number, read: number): SQL {
  const others = !source.others.length
    ? sql``
    : source.othersIn === 'texts'
      ? sql`AND ${allMatch(source.others, DOC)}`
      : sql`AND ${sql.join(source.others.map(inTitleOrNames), sql` AND `)}`;
  if ('titleTerms' in source) {
    // Each word's first `read` postings (an index range each), the first `read` of them all, each trip once.
    return sql`(SELECT ${scoredColumns(queries)}
      FROM (SELECT trip_id, average_rating, published_at FROM (
              SELECT DISTINCT ON (p.trip_id) p.trip_id, p.average_rating, p.published_at
              FROM unnest(${textArray(source.titleTerms)}) AS x(term)
              CROSS JOIN LATERAL (
                SELECT trip_id, average_rating, published_at FROM trip_search_terms
                WHERE term = x.term ORDER BY ${POSTING_ORDER} LIMIT ${read}) AS p
              ORDER BY p.trip_id) AS under_terms
            ORDER BY ${POSTING_ORDER} LIMIT ${read}) AS best
      JOIN ${trips} ON ${trips.id} = best.trip_id ${DOCUMENT}
      WHERE ${trips.status} = 'PUBLISHED' ${others}
      ORDER BY ${TRIP_ORDER} LIMIT ${limit})`;
  }
  // The subquery stands in for the table (same name), so the conditions read its rows.
  return sql`(SELECT ${scoredColumns(queries)}
    FROM (SELECT * FROM ${trips} WHERE ${trips.status} = 'PUBLISHED' AND (${namedBy(source.named)})
          ORDER BY ${TRIP_ORDER} LIMIT ${read}) AS trips ${DOCUMENT}
    WHERE true ${others}
    ORDER BY ${TRIP_ORDER} LIMIT ${limit})`;
}

/**
 * Per source, its first `limit` trips that match the other words, read best first: at most `budget` trips of each
 * are looked at when other words filter them (`limit` when none do), never all of them.
 */
export async function findTripsBySources(
  db: Database,
  queries: readonly TripWordQuery[],
  sources: readonly TripSource[],
  limit: number,
  budget: number,
): Promise<ScoredTrip[]> {
  const parts = sources
    .filter((source) => ('titleTerms' in source ? source.titleTerms.length > 0 : !!namedBy(source.named)))
    .map((source) => sourceQuery(queries, source, limit, source.others.length ? budget : limit));
  if (!parts.length) return [];
  return queryRows<ScoredTrip>(db, sql.join(parts, sql` UNION ALL `));
}

/**
 * The first `limit` published trips every word matches, walking the trips best rated and newest first and looking at
 * `budget` of them at most; besides the trips in `skip` (found already). For words in many trips, so the walk is short.
 */
export function findTripsByWalk(
  db: Database,
  queries: readonly TripWordQuery[],
  skip: readonly string[],
  limit: number,
  budget: number,
): Promise<ScoredTrip[]> {
  return queryRows<ScoredTrip>(
    db,
    // The subquery stands in for the table (same name), so the conditions read its rows as they are walked.
    sql`SELECT ${scoredColumns(queries)}
        FROM (SELECT * FROM ${trips} WHERE ${trips.status} = 'PUBLISHED' ORDER BY ${TRIP_ORDER} LIMIT ${budget}) AS trips
          ${DOCUMENT}
        WHERE ${allMatch(queries, DOC)} ${skip.length ? sql`AND ${trips.id} <> ALL(${uuidList(skip)})` : sql``}
        ORDER BY ${TRIP_ORDER} LIMIT ${limit}`,
  );
}

/**
 * The trips every word matches among the first `sample` the text search index gives (in no order; toulky_sample_trips,
 * migration 0027), scored: for words each in many trips but seldom together, when neither the postings nor the walk
 * found enough.
 */
export function findTripsBySample(
  db: Database,
  queries: readonly TripWordQuery[],
  sample: number,
): Promise<ScoredTrip[]> {
  return queryRows<ScoredTrip>(
    db,
    sql`SELECT ${scoredColumns(queries)}
        FROM toulky_sample_trips(${wordQueries(queries)}, ${sample}) AS sampled(id)
        JOIN ${trips} ON ${trips.id} = sampled.id ${DOCUMENT}`,
  );
}
