import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTrips } from '../../../bench/catalogue.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { queryRows } from '../../db/raw.js';

/**
 * Search on 100,000 generated trips (bench/catalogue.ts), PostgreSQL only: words in most of the catalogue — a word
 * in every trip's text, a stop word alone, a common word of titles, two common words — answer within a generous bound,
 * as they cost the trips shown rather than the trips matched (the benchmark, `bench:api --only search`, has the
 * figures; this catches a change that makes such a question read every match again).
 */
const SEARCH = `query S($query: String!) { search(query: $query) {
  trips { total capped edges { _id title } } places { name } areas { name } articles { title } didYouMean } }`;
const SUGGESTIONS = `query G($query: String!) { searchSuggestions(query: $query) {
  __typename ... on PublishedTrip { _id title } ... on City { name } } }`;

/**
 * Far above what the benchmark measures (tens of milliseconds), below reading and ranking every match (most of a second
 * on a quiet machine). On a busy one everything is slower (on this 2-core machine under a load of 27, 2.7 s for a
 * question and 4.5 s for ranking every match of "trasa"), so the bound is also what ranking every match of that word
 * takes there and then (`rankingEveryMatch`, asked twice, the second counted): a search must never cost that again.
 */
const BOUND_MS = 1500;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const generated = await generateTrips(t.app.services.db, 100_000, 'scale');
  console.log(`100,000 trips generated in ${generated.seconds.all.toFixed(1)} s`);
}, 600_000);

afterAll(async () => {
  await t?.close();
});

async function timed(query: string, operation = SEARCH) {
  const started = performance.now();
  const response = await t.gql<Record<string, unknown>>(operation, { query });
  const ms = performance.now() - started;
  expect(response.errors).toBeUndefined();
  return { ms, data: response.data };
}

/** What the search before issue 48 did for a word: rank every match and count them all (milliseconds). */
async function rankingEveryMatch(word: string) {
  const started = performance.now();
  await queryRows(
    t.app.services.db,
    sql`SELECT id, count(*) OVER () AS total FROM trips
        WHERE status = 'PUBLISHED' AND search_vector @@ to_tsquery('simple', ${`${word}:*`})
        ORDER BY ts_rank('{0.1, 0.1, 0.3, 1.0}', search_vector, to_tsquery('simple', ${`${word}:*`})) DESC LIMIT 12`,
  );
  return performance.now() - started;
}

describe('search on 100,000 trips', () => {
  it('answers words in most of the catalogue within the bound, counting to 1,000+', async () => {
    // The first question of a process reads the municipalities and the names once.
    await timed('Praha');
    await rankingEveryMatch('trasa');
    const reference = await rankingEveryMatch('trasa');
    const bound = Math.max(BOUND_MS, reference);
    const times: string[] = [`ranking every match of "trasa" ${reference.toFixed(0)} ms`];
    for (const query of ['trasa', 'a', 'rozhledna', 'trasa km', 'les obci', 'začíná']) {
      const { ms, data } = await timed(query);
      times.push(`${query} ${ms.toFixed(0)} ms`);
      expect(data).toMatchObject({ search: { trips: { total: 1000, capped: true } } });
      expect(ms).toBeLessThan(bound);
    }
    for (const query of ['tras', 'rozhl', 'a']) {
      const { ms } = await timed(query, SUGGESTIONS);
      times.push(`suggestions ${query} ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(bound);
    }
    console.log(`search on 100,000 trips: ${times.join(', ')}`);
  });
});
