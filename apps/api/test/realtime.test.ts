import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildArticle, buildTrip } from './content-factories.js';
import { testDatabaseKind } from './database.js';
import { buildUser, tokensFor } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

// On PostgreSQL the subscriber and the writer use two API processes sharing the database, so events must travel
// through LISTEN/NOTIFY; PGlite is one process by nature, so there both sides use the same server.
let writer: TestApp;
let reader: TestApp;
const clients: Client[] = [];

beforeAll(async () => {
  writer = await startTestApp();
  reader =
    testDatabaseKind() === 'postgres' ? await startTestApp({}, undefined, { shareDatabaseWith: writer }) : writer;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  if (reader !== writer) await reader.close();
  await writer.close();
});

async function subscriber() {
  const user = await buildUser(writer);
  const { accessToken } = await tokensFor(writer, user);
  const client = createClient({
    url: reader.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${accessToken}` },
  });
  clients.push(client);
  return client;
}

/** Subscribes and resolves with the first event; `ready` resolves once the server has acknowledged. */
function firstEvent<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  let acknowledged: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    acknowledged = resolve;
  });
  const event = new Promise<T>((resolve, reject) => {
    const unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) reject(new Error(JSON.stringify(value.errors)));
          else resolve(value.data as T);
          unsubscribe();
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
  // The subscription is registered shortly after the socket is acknowledged; give LISTEN a moment.
  client.on('connected', () => setTimeout(acknowledged, 300));
  return { ready, event };
}

describe('subscriptions', () => {
  it('delivers a new rating of the trip to its watchers, from another process', async () => {
    const trip = await buildTrip(writer);
    const watcher = await subscriber();
    const { ready, event } = firstEvent<{
      tripRatingAdded: { score: number; text: string; user: { shortname: string } };
    }>(watcher, 'subscription S($tripId: ID!) { tripRatingAdded(tripId: $tripId) { score text user { shortname } } }', {
      tripId: trip.id,
    });
    await ready;
    const rater = await buildUser(writer, { firstname: 'Marek', lastname: 'Dvořák' });
    const { accessToken } = await tokensFor(writer, rater);
    const rated = await writer.gql(
      'mutation R($id: ID!) { rateTrip(id: $id, input: { score: 5, text: "Nádhera" }) { _id } }',
      { id: trip.id },
      { token: accessToken },
    );
    expect(rated.errors).toBeUndefined();
    expect(await event).toEqual({ tripRatingAdded: { score: 5, text: 'Nádhera', user: { shortname: 'Marek D.' } } });
  });

  it('announces newly published wall content, even when it is written straight into the database', async () => {
    const watcher = await subscriber();
    const { ready, event } = firstEvent<{ feedUpdated: { __typename: string; title: string } }>(
      watcher,
      'subscription { feedUpdated { __typename title } }',
    );
    await ready;
    await buildArticle(writer, { title: 'Zimní výlety s dětmi' });
    expect(await event).toEqual({ feedUpdated: { __typename: 'PublishedArticle', title: 'Zimní výlety s dětmi' } });
  });

  it("answers in the app's language, which the connection's parameters name, not the browser's", async () => {
    const user = await buildUser(writer);
    const { accessToken } = await tokensFor(writer, user);
    // A browser whose own language is Czech, in which the person's app speaks English (their account's language).
    class CzechBrowserSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'accept-language': 'cs-CZ,cs;q=0.9' } });
      }
    }
    const watcher = createClient({
      url: reader.wsUrl,
      webSocketImpl: CzechBrowserSocket,
      connectionParams: { authorization: `Bearer ${accessToken}`, 'accept-language': 'en' },
    });
    clients.push(watcher);
    const { ready, event } = firstEvent<{ feedUpdated: { title: string; language: string } }>(
      watcher,
      'subscription { feedUpdated { title language } }',
    );
    await ready;
    await buildArticle(writer, {
      title: 'Podzimní výlety',
      slugEn: `autumn-trips-${Date.now()}`,
      titleEn: 'Autumn trips',
      previewEn: 'Tips for the way.',
      perexEn: 'What to pack for a trip with children.',
      contentEn: 'Take **water** and a snack.',
    });
    expect(await event).toEqual({ feedUpdated: { title: 'Autumn trips', language: 'en_US' } });
  });

  it('needs a signed-in user', async () => {
    const client = createClient({ url: reader.wsUrl, webSocketImpl: WebSocket });
    clients.push(client);
    const result = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { feedUpdated { title } }' },
        { next: resolve, error: resolve, complete: () => undefined },
      );
    });
    expect(JSON.stringify(result)).toContain('UNAUTHORIZED');
  });
});
