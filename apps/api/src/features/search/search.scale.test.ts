import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTrips } from '../../../bench/catalogue.js';
import { buildArea, buildLabel, buildTrip } from '../../../test/content-factories.js';
import { testDatabaseKind } from '../../../test/database.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import { publicSiteEnv } from '../../../test/support/public-site.js';
import { queryRows } from '../../db/raw.js';
import { trips } from '../../db/schema.js';
import { sitePath } from '../../platform/site-paths.js';
import { EXACT_LIMIT } from './search.database.js';

/**
 * Search past the few trips the demo has: a generated catalogue of 1,400 trips (bench/catalogue.ts), where a common word
 * is in hundreds of trips and "trasa" in all of them, so questions take the impact-ordered path (search.database.ts)
 * and totals reach the cap.
 */
const SEARCH = `query S($query: String!, $pagination: PaginationInput) { search(query: $query, pagination: $pagination) {
  trips { total capped edges { _id title } } } }`;
const SUGGESTIONS = `query G($query: String!) { searchSuggestions(query: $query) {
  __typename ... on PublishedTrip { _id title } } }`;

interface Found {
  search: { trips: { total: number; capped: boolean; edges: Array<{ _id: string; title: string }> } };
}

let t: TestApp;
/** A second server on the same database where the database allows it (PostgreSQL): another process's view. */
let other: TestApp;

beforeAll(async () => {
  t = await startTestApp(publicSiteEnv());
  other = testDatabaseKind() === 'postgres' ? await startTestApp({}, undefined, { shareDatabaseWith: t }) : t;
  await buildArea(t, { name: 'Brdy' });
  await buildLabel(t, { labelCs: 'Tip', labelEn: 'Tip' });
  await generateTrips(t.app.services.db, 1400, 'test');
}, 120_000);

afterAll(async () => {
  if (other !== t) await other?.close();
  await t?.close();
});

const search = async (app: TestApp, query: string, pagination?: { pageNumber: number; pageSize?: number }) => {
  const response = await app.gql<Found>(SEARCH, { query, pagination });
  expect(response.errors).toBeUndefined();
  return (response.data as Found).search.trips;
};

/** What search_lexemes and trip_search_terms hold, in one comparable shape. */
async function searchTables(app: TestApp) {
  const db = app.app.services.db;
  const [lexemes, postings] = await Promise.all([
    queryRows<{ lexeme: string; trips: number; titles: number }>(
      db,
      sql`SELECT lexeme, trips, titles FROM search_lexemes WHERE trips > 0 OR titles > 0 ORDER BY lexeme`,
    ),
    queryRows<{ term: string; tripId: string; averageRating: number | null; publishedAt: string }>(
      db,
      sql`SELECT term, trip_id AS "tripId", average_rating AS "averageRating", published_at::text AS "publishedAt"
          FROM trip_search_terms ORDER BY term, trip_id`,
    ),
  ]);
  return { lexemes, postings };
}

describe('search over a generated catalogue', () => {
  it('counts a word in every trip up to 1,000 and no further, and refuses pages past the first 1,000 trips', async () => {
    const first = await search(t, 'trasa');
    expect(first).toMatchObject({ total: 1000, capped: true });
    expect(first.edges).toHaveLength(12);
    const last = await search(t, 'trasa', { pageNumber: 84 });
    expect(last.edges).toHaveLength(4);
    const beyond = await t.gql(SEARCH, { query: 'trasa', pagination: { pageNumber: 85 } });
    expect(errorCode(beyond)).toBe('BAD_USER_INPUT');
    expect(beyond.errors?.[0].extensions?.fields).toMatchObject([
      { field: 'pagination.pageNumber', messageKey: 'MAX_VALUE', params: { max: 84 } },
    ]);
    const wide = await t.gql(SEARCH, { query: 'trasa', pagination: { pageNumber: 21, pageSize: 50 } });
    expect(errorCode(wide)).toBe('BAD_USER_INPUT');
  });

  it('shows the capped total on the public /search in both languages, and says so past the first 1,000 trips', async () => {
    const page = async (path: string, language: 'cs_CZ' | 'en_US') => {
      const response = await fetch(`${t.url}${sitePath(language, path)}`);
      const html = await response.text();
      // The number's group separator is a no-break space in Czech.
      const body = html.slice(html.indexOf('<body>'), html.indexOf('id="site-data"')).replaceAll('\u00a0', ' ');
      return { status: response.status, body };
    };
    const cs = await page('/search?q=trasa', 'cs_CZ');
    expect(cs.status).toBe(200);
    expect(cs.body).toContain('Našli jsme 1 000+ výletů.');
    const en = await page('/search?q=trasa', 'en_US');
    expect(en.body).toContain('We found 1,000+ trips.');
    // 20 a page: page 50 ends at the 1,000th trip, page 51 is past what a search shows.
    expect((await page('/search?q=trasa&page=50', 'cs_CZ')).status).toBe(200);
    const past = await page('/search?q=trasa&page=51', 'cs_CZ');
    expect(past.status).toBe(200);
    expect(past.body).toContain('Tady výsledky končí');
    expect(past.body).toContain('Hledání ukazuje nejvýš prvních 1 000 výletů.');
    expect(past.body).toContain('href="/search?q=trasa"');
    const pastEn = await page('/search?q=trasa&page=51', 'en_US');
    expect(pastEn.body).toContain('Search shows at most the first 1,000 trips.');
    // A search that finds fewer has no such page: past its last, the site's 404 as before.
    expect((await page('/search?q=nenalezitelne&page=51', 'cs_CZ')).status).toBe(404);
  });

  it('ranks a common word as ranking every match would: title, then name, then text, each best rated and newest first', async () => {
    // "rozhledna" is in hundreds of the generated trips: more than are ranked exactly, so it takes the postings' path.
    const [{ matches }] = await queryRows<{ matches: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS matches FROM trips
          WHERE status = 'PUBLISHED' AND (search_vector @@ to_tsquery('simple', 'rozhledn:*')
            OR additional_activities && '{LOOKOUT_TOWERS}')`,
    );
    expect(matches).toBeGreaterThan(EXACT_LIMIT);
    const everyMatch = await queryRows<{ id: string }>(
      t.app.services.db,
      sql`SELECT id FROM trips
          WHERE status = 'PUBLISHED' AND (search_vector @@ to_tsquery('simple', 'rozhledn:*')
            OR additional_activities && '{LOOKOUT_TOWERS}')
          ORDER BY CASE WHEN search_vector @@ to_tsquery('simple', 'rozhledn:*A') THEN 1
                        WHEN additional_activities && '{LOOKOUT_TOWERS}' THEN 0.45 ELSE 0.1 END DESC,
            average_rating DESC NULLS LAST, published_at DESC, id DESC
          LIMIT 500`,
    );
    const pages = [];
    for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
      pages.push(...(await search(t, 'rozhledna', { pageNumber, pageSize: 50 })).edges);
    }
    expect(pages.map((trip) => trip._id)).toEqual(everyMatch.map((row) => row.id));
  });

  it('answers several common words with trips matching them all, the title matches first', async () => {
    const found = await search(t, 'rozhledna trasa');
    expect(found.edges).toHaveLength(12);
    const titles = found.edges.map((trip) => trip.title.toLowerCase());
    expect(titles[0]).toMatch(/rozhled/);
    const ids = found.edges.map((trip) => trip._id);
    const [{ matching }] = await queryRows<{ matching: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS matching FROM trips WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])
          AND search_vector @@ to_tsquery('simple', 'trasa:* | tras:*')
          AND (search_vector @@ to_tsquery('simple', 'rozhledn:*') OR additional_activities && '{LOOKOUT_TOWERS}')`,
    );
    expect(matching).toBe(12);
  });

  it('follows a trip published, renamed and unpublished among hundreds of matches, in every process', async () => {
    const trip = await buildTrip(t, {
      title: 'Rozhledna nad zurčivým potokem',
      averageRating: 5,
      ratingCount: 1,
      status: 'DRAFT',
      publishedAt: null,
    });
    expect((await search(other, 'rozhledna')).edges[0]?._id).not.toBe(trip.id);
    await t.app.services.db
      .update(trips)
      .set({ status: 'PUBLISHED', publishedAt: new Date() })
      .where(eq(trips.id, trip.id));
    expect((await search(other, 'rozhledna')).edges[0]?._id).toBe(trip.id);
    const suggested = await other.gql<{ searchSuggestions: Array<{ _id?: string }> }>(SUGGESTIONS, { query: 'rozhl' });
    expect(suggested.data?.searchSuggestions[0]?._id).toBe(trip.id);

    await t.app.services.db.update(trips).set({ title: 'Vyhlídka nad zurčivým potokem' }).where(eq(trips.id, trip.id));
    expect((await search(other, 'rozhledna')).edges.map((found) => found._id)).not.toContain(trip.id);
    expect((await search(other, 'zurcivym')).edges.map((found) => found._id)).toEqual([trip.id]);

    await t.app.services.db.update(trips).set({ status: 'UNPUBLISHED' }).where(eq(trips.id, trip.id));
    expect((await search(other, 'zurcivym')).edges).toEqual([]);
  });

  it('keeps its words and postings as trips change just as counting them again from the trips does', async () => {
    const db = t.app.services.db;
    const area = await buildArea(t, { name: 'Hřebeny' });
    const first = await buildTrip(t, { title: 'Medvědí skála a studánka', areaId: area.id });
    const second = await buildTrip(t, { title: 'Kamenný most', status: 'DRAFT', publishedAt: null });
    await db.update(trips).set({ averageRating: 4.2, ratingCount: 3 }).where(eq(trips.id, first.id));
    await db
      .update(trips)
      .set({ status: 'PUBLISHED', publishedAt: new Date(), titleEn: 'Stone bridge', lat: 49.96, lng: 14.07 })
      .where(eq(trips.id, second.id));
    await db
      .update(trips)
      .set({ additionalActivities: ['PICNIC'], perex: 'Piknik u mostu.' })
      .where(eq(trips.id, second.id));
    await db.update(trips).set({ title: 'Medvědí skála' }).where(eq(trips.id, first.id));
    await db.update(trips).set({ status: 'UNPUBLISHED' }).where(eq(trips.id, first.id));
    await db.delete(trips).where(eq(trips.id, first.id));
    // Statements of many trips are kept once per statement (migration 0029): words several of them share, drafts among
    // them, then a delete of published ones.
    await db.execute(sql`
      INSERT INTO trips (slug, title, title_en, lat, lng, preview, perex, content, length_km, route_type, duration,
        status, published_at)
      SELECT 'bulk-' || n, 'Studánka ' || (ARRAY['pod Sněžkou', 'u mostu', 'Nad Lesem'])[1 + n % 3], 'Spring ' || n,
        50.5, 15.2, 'p', 'Piknik ' || n, 'c', 5, 'CIRCUIT', 'HALF_DAY',
        CASE WHEN n % 4 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END,
        CASE WHEN n % 4 = 0 THEN NULL ELSE now() - n * interval '1 hour' END
      FROM generate_series(1, 12) AS n`);
    await db.execute(sql`DELETE FROM trips WHERE slug IN ('bulk-1', 'bulk-2', 'bulk-4', 'bulk-7')`);
    const kept = await searchTables(t);
    await db.execute(sql`SELECT toulky_search_rebuild()`);
    expect(await searchTables(t)).toEqual(kept);
  });

  it('suggests trips from titles only, best rated first, and never counts', async () => {
    const { data } = await t.gql<{ searchSuggestions: Array<{ __typename: string; title?: string }> }>(SUGGESTIONS, {
      query: 'rozhledn',
    });
    const trips = (data?.searchSuggestions ?? []).filter((item) => item.__typename === 'PublishedTrip');
    expect(trips).toHaveLength(5);
    for (const trip of trips) expect(trip.title?.toLowerCase()).toMatch(/rozhled/);
  });
});
