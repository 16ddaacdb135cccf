import { type SQL, sql } from 'drizzle-orm';
import { boolean, customType, timestamp } from 'drizzle-orm/pg-core';

/** `created_at timestamptz not null default now()`, shared by most tables. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's `cube` (the contrib extension, trusted since PostgreSQL 13; PGlite loads it in db/client.ts). */
const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

/**
 * A place on the unit sphere as a 3-D point: (cos φ cos λ, cos φ sin λ, sin φ). The straight-line (chord) distance
 * between two such points grows with the great-circle distance, so a GiST index on this column orders places by true
 * distance (`<->`, nearest first), exactly, without PostGIS. See db/geo.ts for the distances in kilometres.
 */
export const globePointOf = (lat: SQL | string, lng: SQL | string): SQL => {
  const φ = typeof lat === 'string' ? sql.raw(`radians(${lat})`) : sql`radians(${lat})`;
  const λ = typeof lng === 'string' ? sql.raw(`radians(${lng})`) : sql`radians(${lng})`;
  return sql`cube(ARRAY[cos(${φ}) * cos(${λ}), cos(${φ}) * sin(${λ}), sin(${φ})])`;
};

/** A stored globe point computed from a row's `lat` and `lng` columns. */
export const globePoint = (name: string) => cube(name).generatedAlwaysAs(globePointOf('lat', 'lng'));

/** The same for a row whose place may be unknown yet (a draft trip): null until `lat` and `lng` are both set. */
export const optionalGlobePoint = (name: string) =>
  cube(name).generatedAlwaysAs(
    sql`CASE WHEN lat IS NULL OR lng IS NULL THEN NULL ELSE ${globePointOf('lat', 'lng')} END`,
  );

/** PostgreSQL's text search document. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * A row's words for search (features/search), kept by the database from the row's own columns: each group of columns
 * lower-cased and without diacritics (`toulky_unaccent`, migration 0021) under its weight — A for what names the
 * item (a title), B for its summary, C for its text — with the `simple` configuration, so words stay as written and
 * a query's word forms match their beginnings (search.text.ts). `names` adds words no one types (`#area:<id>`, …,
 * migration 0027), without a weight, so one text search query asks for a word or what it names.
 */
export const searchVector = (name: string, weighted: Record<'A' | 'B' | 'C', string[]>, names?: string) =>
  tsvector(name).generatedAlwaysAs(
    sql.raw(
      [
        ...Object.entries(weighted).map(
          ([weight, columns]) =>
            `setweight(to_tsvector('simple'::regconfig, toulky_unaccent(${columns
              .map((column) => `coalesce(${column}, '')`)
              .join(` || ' ' || `)})), '${weight}')`,
        ),
        ...(names ? [names] : []),
      ].join(' || '),
    ),
  );

/**
 * Whether a row's English version is complete (issue 30): every one of its English `columns` has text. Kept by the
 * database, so lists, counts and filters ask it as readers are answered (platform/content-language.ts): an English
 * version only started is not shown, the Czech one is.
 */
export const englishComplete = (name: string, columns: string[]) =>
  boolean(name)
    .notNull()
    .generatedAlwaysAs(sql.raw(columns.map((column) => `coalesce(${column}, '') <> ''`).join(' AND ')));
