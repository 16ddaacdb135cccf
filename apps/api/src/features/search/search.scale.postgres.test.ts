import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTrips } from '../../../bench/catalogue.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

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

/** Far above what the benchmark measures (tens of milliseconds), far below reading and ranking every match (seconds). */
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

describe('search on 100,000 trips', () => {
  it('answers words in most of the catalogue within the bound, counting to 1,000+', async () => {
    // The first question of a process reads the municipalities and the names once.
    await timed('Praha');
    const times: string[] = [];
    for (const query of ['trasa', 'a', 'rozhledna', 'trasa km', 'les obci', 'začíná']) {
      const { ms, data } = await timed(query);
      times.push(`${query} ${ms.toFixed(0)} ms`);
      expect(data).toMatchObject({ search: { trips: { total: 1000, capped: true } } });
      expect(ms).toBeLessThan(BOUND_MS);
    }
    for (const query of ['tras', 'rozhl', 'a']) {
      const { ms } = await timed(query, SUGGESTIONS);
      times.push(`suggestions ${query} ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(BOUND_MS);
    }
    console.log(`search on 100,000 trips: ${times.join(', ')}`);
  });
});
