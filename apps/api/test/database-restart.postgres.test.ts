import { type Client, createClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { DEMO_USER } from '../src/db/seed/demo-user.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { startPostgresCluster } from './postgres-cluster.js';
import { exited, type ServerProcess, startServerProcess } from './server-process.js';

// PostgreSQL restarts (or stops answering) while clients are connected: requests during the outage fail cleanly and
// quickly with SERVICE_UNAVAILABLE, the server does not crash, it is ready again by itself within seconds of the database's return, and live
// rating events flow to the subscribers who stayed connected.
const cluster = await startPostgresCluster();
let server: ServerProcess | undefined;
let subscriber: Client | undefined;
afterAll(async () => {
  await subscriber?.dispose();
  if (server && server.child.exitCode === null) {
    const done = exited(server.child);
    server.child.kill('SIGTERM');
    await done;
  }
  cluster.remove();
});

async function gql<T>(query: string, variables: object = {}, token?: string) {
  const response = await fetch(`${server?.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    ...((await response.json()) as { data?: T; errors?: Array<{ extensions: { code: string } }> }),
  };
}

const SIGN_IN = 'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }';
const RATE = 'mutation R($id: ID!, $s: Int!) { rateTrip(id: $id, input: { score: $s }) { _id } }';

describe('PostgreSQL restarts under a running server', () => {
  it('fails requests cleanly while it is down, and resumes by itself, live events included', async () => {
    const database = await openDatabase({ databaseUrl: cluster.url });
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemoContent(database.db);
    await database.close();
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      JWT_SECRET: 'restart-test-secret-long-enough-for-hs256-0123',
      // Short bounds, so the frozen server below costs the test little time.
      DATABASE_CONNECT_TIMEOUT: '2',
      DATABASE_QUERY_TIMEOUT: '2',
    });

    const signIn = await gql<{ signIn: { accessToken: string } }>(SIGN_IN, {
      e: DEMO_USER.email,
      p: DEMO_USER.password,
    });
    const token = signIn.data?.signIn.accessToken as string;
    const trips = await gql<{ publishedTrips: { edges: Array<{ _id: string }> } }>(
      '{ publishedTrips { edges { _id } } }',
    );
    const tripId = trips.data?.publishedTrips.edges[0]?._id as string;

    const scores: number[] = [];
    subscriber = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    await new Promise<void>((resolve, reject) => {
      subscriber?.on('connected', () => resolve());
      subscriber?.subscribe(
        { query: 'subscription S($id: ID!) { tripRatingAdded(tripId: $id) { score } }', variables: { id: tripId } },
        {
          next: (event) =>
            void scores.push((event.data as { tripRatingAdded: { score: number } }).tripRatingAdded.score),
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await gql(RATE, { id: tripId, s: 2 }, token)).errors).toBeUndefined();
    await expect.poll(() => scores, { timeout: 5000 }).toEqual([2]);

    cluster.stop();
    // Down: a clean, quick answer (not a crash, not a hang) that says to try again, and not ready.
    const started = Date.now();
    const during = await gql('{ me { _id } }', {}, token);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(during.errors?.[0]?.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 2 });
    expect(JSON.stringify(during)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|terminating/);
    // A plain HTTP route: 503 with Retry-After and the catalogue's code.
    const exported = await fetch(`${server.url}/api/my-data`, { headers: { authorization: `Bearer ${token}` } });
    expect(exported.status).toBe(503);
    expect(exported.headers.get('retry-after')).toBe('2');
    expect(((await exported.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    // A browser asking for a page there gets a short page in both languages, still 503 with Retry-After.
    const page = await fetch(`${server.url}/api/my-data`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/html,application/xhtml+xml' },
    });
    expect([page.status, page.headers.get('retry-after'), page.headers.get('content-type')]).toEqual([
      503,
      '2',
      'text/html; charset=utf-8',
    ]);
    expect(await page.text()).toMatch(/na chvíli nedostupné[\s\S]*briefly unavailable/);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    // …while liveness holds: restarting the process would not bring the database back.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    cluster.start();
    const back = Date.now();
    await expect
      .poll(async () => (await fetch(`${server?.url}/readyz`)).status, { timeout: 15_000, interval: 200 })
      .toBe(200);
    console.log(`ready again ${((Date.now() - back) / 1000).toFixed(1)} s after PostgreSQL returned`);
    expect((await gql<{ me: { _id: string } }>('{ me { _id } }', {}, token)).data?.me._id).toBeTypeOf('string');

    // The subscriber never left; the rating published now reaches it.
    expect((await gql(RATE, { id: tripId, s: 5 }, token)).errors).toBeUndefined();
    await expect.poll(() => scores, { timeout: 5000 }).toEqual([2, 5]);

    // Frozen (SIGSTOP: a machine that stopped answering without closing anything): requests in flight and new ones
    // end within the bound — DATABASE_QUERY_TIMEOUT (2 s) + 1 s for a statement, DATABASE_CONNECT_TIMEOUT (2 s) for a
    // connection — as SERVICE_UNAVAILABLE, never a hang.
    const frozen = cluster.processes();
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      const timed = await Promise.all(
        [RATE, '{ me { _id } }', '{ mySessions { _id } }'].map(async (query) => {
          const sent = Date.now();
          const answer = await gql(query, { id: tripId, s: 3 }, token);
          return { ms: Date.now() - sent, code: answer.errors?.[0]?.extensions.code };
        }),
      );
      console.log(`frozen database: answered in ${timed.map((answer) => `${answer.ms} ms`).join(', ')}`);
      for (const answer of timed) {
        expect(answer.code).toBe('SERVICE_UNAVAILABLE');
        expect(answer.ms).toBeLessThan(3000 + 2000 + 1000);
      }
      expect(server.child.exitCode).toBeNull();
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await expect
      .poll(async () => (await fetch(`${server?.url}/readyz`)).status, { timeout: 15_000, interval: 200 })
      .toBe(200);
    expect((await gql(RATE, { id: tripId, s: 4 }, token)).errors).toBeUndefined();
    await expect.poll(() => scores, { timeout: 5000 }).toEqual([2, 5, 4]);
    expect(server.output()).not.toMatch(/Uncaught|unhandled/i);
  }, 120_000);
});
