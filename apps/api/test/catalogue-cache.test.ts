import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../src/db/schema.js';
import { buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

// The catalogue kept in memory (platform/catalogue-cache.ts) and whole public answers (platform/public-answers.ts):
// never older than a change committed before the request, never one person's answer sent to another.

const LOCATIONS = '{ tripsLocations { _id title } }';
const LIST = '{ publishedTrips(pagination: { pageSize: 50 }) { total edges { _id title isBookmarked } } }';
const BOOKMARK = 'mutation B($id: ID!) { toggleTripBookmark(id: $id) { _id isBookmarked } }';
const RATE = `mutation R($id: ID!) { rateTrip(id: $id, input: { score: 2, text: "" }) { _id averageRating } }`;
const DETAIL = 'query D($id: ID!) { publishedTrip(id: $id) { averageRating ratingsCount } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function titleOf(list: Array<{ _id: string; title: string }> | undefined, id: string) {
  return list?.find((trip) => trip._id === id)?.title;
}

describe('the catalogue kept in memory', () => {
  it('answers with a change written straight into the database, by anyone, from the next request on', async () => {
    const trip = await buildTrip(t, { title: 'Na Sněžku' });
    type Answer = { tripsLocations: Array<{ _id: string; title: string }> };
    const before = await t.gql<Answer>(LOCATIONS);
    expect(titleOf(before.data?.tripsLocations, trip.id)).toBe('Na Sněžku');
    expect(titleOf((await t.gql<Answer>(LOCATIONS)).data?.tripsLocations, trip.id)).toBe('Na Sněžku');

    await t.app.services.db.update(trips).set({ title: 'Na Sněžku a zpět' }).where(eq(trips.id, trip.id));
    const after = await t.gql<Answer>(LOCATIONS);
    expect(titleOf(after.data?.tripsLocations, trip.id)).toBe('Na Sněžku a zpět');

    await t.app.services.db.update(trips).set({ status: 'DRAFT' }).where(eq(trips.id, trip.id));
    const unpublished = await t.gql<Answer>(LOCATIONS);
    expect(titleOf(unpublished.data?.tripsLocations, trip.id)).toBeUndefined();
  });

  it('shows the rating a mutation just saved, in its answer and in the next query', async () => {
    const trip = await buildTrip(t);
    const { token } = await signedInUser(t);
    type Detail = { publishedTrip: { averageRating: number | null; ratingsCount: number } };
    expect((await t.gql<Detail>(DETAIL, { id: trip.id })).data?.publishedTrip.ratingsCount).toBe(0);
    const rated = await t.gql<{ rateTrip: { averageRating: number } }>(RATE, { id: trip.id }, { token });
    expect(rated.data?.rateTrip.averageRating).toBe(2);
    expect((await t.gql<Detail>(DETAIL, { id: trip.id })).data?.publishedTrip).toEqual({
      averageRating: 2,
      ratingsCount: 1,
    });
  });

  it("never sends one person's answer to another, however often the same query is asked", async () => {
    const trip = await buildTrip(t);
    const [alice, bob] = [(await signedInUser(t)).token, (await signedInUser(t)).token];
    await t.gql(BOOKMARK, { id: trip.id }, { token: alice });
    type List = { publishedTrips: { edges: Array<{ _id: string; isBookmarked: boolean }> } };
    const bookmarked = (answer: Awaited<ReturnType<typeof t.gql<List>>>) =>
      answer.data?.publishedTrips.edges.find((edge) => edge._id === trip.id)?.isBookmarked;
    for (let round = 0; round < 2; round += 1) {
      expect(bookmarked(await t.gql<List>(LIST, {}, { token: alice }))).toBe(true);
      expect(bookmarked(await t.gql<List>(LIST, {}, { token: bob }))).toBe(false);
      expect(bookmarked(await t.gql<List>(LIST))).toBe(false);
    }
  });

  it('sends a kept public answer compressed as the client accepts, the same as when it was first answered', async () => {
    for (let index = 0; index < 15; index += 1) await buildTrip(t);
    const first = await postRaw(LOCATIONS, 'br');
    const kept = await postRaw(LOCATIONS, 'br');
    expect(first.encoding).toBe('br');
    expect(kept.encoding).toBe('br');
    const text = brotliDecompressSync(first.body).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(kept.body).toString()).toBe(text);
    const plain = await postRaw(LOCATIONS, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });
});

/** POSTs a query over plain HTTP (fetch would decode the answer) and returns its encoding and raw bytes. */
function postRaw(query: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}
