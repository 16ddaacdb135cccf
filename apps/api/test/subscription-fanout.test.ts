import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

// One new rating, many watchers of the trip on one server: the rating is read from the database once, not once per
// watcher (trips.resolvers.ts, ratingOfEvent).
const WATCHERS = 6;
const ratingReads: string[] = [];
let t: TestApp;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApp({}, (query) => {
    if (/from "trip_ratings" inner join "users".*where "trip_ratings"\."id" = \$1/s.test(query))
      ratingReads.push(query);
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await t.close();
});

describe('a rating event with many watchers', () => {
  it('reaches every watcher with one read of the rating', async () => {
    const trip = await buildTrip(t);
    const received: number[][] = [];
    for (let index = 0; index < WATCHERS; index++) {
      const { token } = await signedInUser(t);
      const client = createClient({
        url: t.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
      });
      clients.push(client);
      const scores: number[] = [];
      received.push(scores);
      await new Promise<void>((resolve) => {
        client.on('connected', () => setTimeout(resolve, 200));
        client.subscribe<{ tripRatingAdded: { score: number } }>(
          { query: 'subscription S($id: ID!) { tripRatingAdded(tripId: $id) { score } }', variables: { id: trip.id } },
          {
            next: (value) => void scores.push(value.data?.tripRatingAdded.score ?? 0),
            error: () => {},
            complete: () => {},
          },
        );
      });
    }

    const rater = await signedInUser(t);
    ratingReads.length = 0;
    const rated = await t.gql(
      'mutation R($id: ID!) { rateTrip(id: $id, input: { score: 4 }) { _id } }',
      { id: trip.id },
      { token: rater.token },
    );
    expect(rated.errors).toBeUndefined();
    await expect.poll(() => received.every((scores) => scores.length === 1), { timeout: 5000 }).toBe(true);
    expect(received).toEqual(Array.from({ length: WATCHERS }, () => [4]));
    expect(ratingReads).toHaveLength(1);
  });
});
