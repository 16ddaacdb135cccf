import { type Client, createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { DEMO_EDITORS, DEMO_USER } from '../src/db/seed/demo-user.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { startHaproxy } from './haproxy.js';
import { startPostgresCluster } from './postgres-cluster.js';
import { exited, type ServerProcess, startServerProcess } from './server-process.js';

// A PostgreSQL failover under a stream of writes: a primary with a synchronous standby, HAProxy in front and the
// server's DATABASE_URL at HAProxy; the primary crashes, the standby is promoted and HAProxy switched to it. No write
// the server acknowledged is lost, clients see only SERVICE_UNAVAILABLE and only inside the window, the server stays
// up, /readyz says so while no primary answers, and live events flow again afterwards. Prints the window.
const STANDBY = 'toulky_standby';
const WRITERS = [DEMO_USER.email, ...DEMO_EDITORS.map((editor) => editor.email)];
/** Acknowledged writes before the primary is crashed, and by each writer after the window, before they stop. */
const ACKNOWLEDGED_BEFORE = 40;
const ACKNOWLEDGED_AFTER = 5;

const primary = await startPostgresCluster({ settings: { synchronous_commit: 'on' } });
let standby: Awaited<ReturnType<typeof startPostgresCluster>> | undefined;
let proxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
let server: ServerProcess | undefined;
let subscriber: Client | undefined;
afterAll(async () => {
  await subscriber?.dispose();
  if (server && server.child.exitCode === null) {
    const done = exited(server.child);
    server.child.kill('SIGTERM');
    await done;
  }
  await proxy?.stop();
  standby?.remove();
  primary.remove();
});

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Answer<T> {
  data?: T;
  errors?: Array<{ extensions: { code: string; retryAfter?: number } }>;
}

async function gql<T>(query: string, variables: object = {}, token?: string): Promise<Answer<T>> {
  const response = await fetch(`${server?.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

const RATE = 'mutation R($id: ID!, $s: Int!) { rateTrip(id: $id, input: { score: $s }) { myRating { score } } }';

describe('a PostgreSQL failover under a stream of writes', () => {
  it('loses no acknowledged write, fails only inside the window, and resumes live events', async () => {
    // Seeded before the standby exists: with synchronous_standby_names set and no standby, every commit would wait.
    const database = await openDatabase({ databaseUrl: primary.url });
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemoContent(database.db);
    await database.close();
    standby = await startPostgresCluster({ standbyOf: { port: primary.port, name: STANDBY } });
    // From now on a commit is acknowledged only once the standby has it on disk (synchronous_commit = on). Set on the
    // primary alone: a standby copied with it would, once promoted, wait for a standby of its own on every commit.
    await sql(primary.url, `ALTER SYSTEM SET synchronous_standby_names = '${STANDBY}'`);
    await sql(primary.url, 'SELECT pg_reload_conf()');
    await expect
      .poll(
        async () =>
          (await sql<{ sync_state: string }>(primary.url, 'SELECT sync_state FROM pg_stat_replication'))[0]?.sync_state,
        {
          timeout: 15_000,
        },
      )
      .toBe('sync');
    proxy = await startHaproxy({ primary: primary.port, standby: standby.port }, 'primary');
    server = await startServerProcess({
      DATABASE_URL: proxy.url(),
      JWT_SECRET: 'failover-test-secret-long-enough-for-hs256-0123',
    });

    const tokens: string[] = [];
    for (const email of WRITERS) {
      const answer = await gql<{ signIn: { accessToken: string } }>(
        'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }',
        { e: email, p: DEMO_USER.password },
      );
      tokens.push(answer.data?.signIn.accessToken as string);
    }
    const trips = [
      ...((
        await gql<{ publishedTrips: { edges: Array<{ _id: string }> } }>(
          '{ publishedTrips(pagination: { pageSize: 50 }) { edges { _id } } }',
        )
      ).data?.publishedTrips.edges ?? []),
    ].map((edge) => edge._id);
    const [watchedTrip, ...writtenTrips] = trips;

    // A subscriber to ratings of one trip nobody else rates, connected through the whole failover.
    const scores: number[] = [];
    subscriber = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[0]}` },
    });
    await new Promise<void>((resolve, reject) => {
      subscriber?.on('connected', () => resolve());
      subscriber?.subscribe(
        {
          query: 'subscription S($id: ID!) { tripRatingAdded(tripId: $id) { score } }',
          variables: { id: watchedTrip },
        },
        {
          next: (event) =>
            void scores.push((event.data as { tripRatingAdded: { score: number } }).tripRatingAdded.score),
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await gql(RATE, { id: watchedTrip, s: 2 }, tokens[0])).errors).toBeUndefined();
    await expect.poll(() => scores, { timeout: 5000 }).toEqual([2]);

    // Each writer rates its own trips one after another; a write that failed is sent again until acknowledged (the
    // same score for the same trip: whether the failed one had committed or not, the end is the same).
    const acknowledged = new Map<string, number>();
    const failures: Array<{ at: number; code: string; ms: number }> = [];
    let total = 0;
    let crashedAt = 0;
    let promotedAt = 0;
    let firstAfterPromotion = 0;
    const afterWindow = WRITERS.map(() => 0);
    const writer = async (token: string, index: number) => {
      for (let step = 0; afterWindow[index] < ACKNOWLEDGED_AFTER; step++) {
        const trip = writtenTrips[(index * 9 + step) % writtenTrips.length] as string;
        const score = ((index + step) % 5) + 1;
        for (;;) {
          const sent = Date.now();
          const answer = await gql<{ rateTrip: { myRating: { score: number } } }>(RATE, { id: trip, s: score }, token);
          // With an error, the rating may or may not have been saved (it can have committed before the error), so it
          // is sent again; an answer without one must be the score sent.
          if (!answer.errors) {
            expect(answer.data?.rateTrip.myRating.score).toBe(score);
            acknowledged.set(`${index}:${trip}`, score);
            total++;
            if (promotedAt && sent >= promotedAt) {
              firstAfterPromotion ||= Date.now();
              afterWindow[index]++;
            }
            break;
          }
          failures.push({ at: sent, code: answer.errors?.[0]?.extensions.code ?? 'none', ms: Date.now() - sent });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const readiness: Array<{ at: number; status: number }> = [];
    let watching = true;
    const watchReadiness = (async () => {
      while (watching) {
        const at = Date.now();
        // 0: no answer at all, which the server must never do.
        const status = await fetch(`${server?.url}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        readiness.push({ at, status });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const writing = Promise.all(tokens.map(writer));

    while (total < ACKNOWLEDGED_BEFORE) await new Promise((resolve) => setTimeout(resolve, 5));
    const acknowledgedBefore = new Map(acknowledged);
    crashedAt = Date.now();
    await primary.crash();
    await standby.promote();
    promotedAt = Date.now();
    await proxy.switchTo('standby');
    const switchedAt = Date.now();
    await writing;
    const resumedAt = firstAfterPromotion;
    await expect
      .poll(async () => (await fetch(`${server?.url}/readyz`)).status, { timeout: 15_000, interval: 100 })
      .toBe(200);
    const readyAt = Date.now();
    // Once more, so the watcher has at least one check that started after the server said it was ready.
    await new Promise((resolve) => setTimeout(resolve, 300));
    watching = false;
    await watchReadiness;

    // No acknowledged write lost: each writer's last acknowledged score for each trip is what the new primary holds.
    const userIds = await Promise.all(
      tokens.map(async (token) => (await gql<{ me: { _id: string } }>('{ me { _id } }', {}, token)).data?.me._id),
    );
    const held = new Map(
      (
        await sql<{ user_id: string; trip_id: string; score: number }>(
          standby.url,
          'SELECT user_id, trip_id, score FROM trip_ratings',
        )
      ).map((row) => [`${userIds.indexOf(row.user_id)}:${row.trip_id}`, row.score]),
    );
    const lost = [...acknowledged].filter(([key, score]) => held.get(key) !== score);
    expect(lost).toEqual([]);
    expect(acknowledgedBefore.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE);

    // Failures: only SERVICE_UNAVAILABLE, only between the crash and the first write on the new primary, each fast.
    expect(failures.length).toBeGreaterThan(0);
    expect(new Set(failures.map((failure) => failure.code))).toEqual(new Set(['SERVICE_UNAVAILABLE']));
    for (const failure of failures) {
      expect(failure.at).toBeGreaterThanOrEqual(crashedAt - 1000);
      expect(failure.at).toBeLessThanOrEqual(resumedAt);
      expect(failure.ms).toBeLessThan(5000);
    }
    // Not ready while no primary answered, ready again after.
    expect(readiness.some((check) => check.at >= crashedAt && check.at <= resumedAt && check.status === 503)).toBe(
      true,
    );
    // A check sent just before the server was ready may answer 503 after the poll's 200 (it asked the database
    // first); every check sent after it must be 200: readiness does not waver once back.
    const afterReady = readiness.filter((check) => check.at >= readyAt);
    expect(afterReady.length).toBeGreaterThan(0);
    expect(afterReady.filter((check) => check.status !== 200)).toEqual([]);
    expect(readiness.filter((check) => check.status === 0)).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    // The subscriber never reconnected: a rating published on the new primary reaches it through LISTEN.
    expect((await gql(RATE, { id: watchedTrip, s: 4 }, tokens[0])).errors).toBeUndefined();
    await expect.poll(() => scores, { timeout: 5000 }).toEqual([2, 4]);
    expect(server.output()).not.toMatch(/Uncaught|unhandled/i);

    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      [
        `failover: ${acknowledged.size} writes acknowledged by ${WRITERS.length} writers (${acknowledgedBefore.size} before the crash), 0 lost`,
        `  crash → promoted ${seconds(promotedAt - crashedAt)}, → HAProxy switched ${seconds(switchedAt - crashedAt)}, → first write ${seconds(resumedAt - crashedAt)}`,
        `  promotion → first successful write: ${seconds(resumedAt - promotedAt)}`,
        `  failed requests: ${failures.length}, all SERVICE_UNAVAILABLE, the slowest answered in ${Math.max(...failures.map((failure) => failure.ms))} ms`,
      ].join('\n'),
    );
  }, 120_000);
});
