/**
 * `npm run soak`: real user journeys against the real server on PostgreSQL, then a check that no acknowledged write
 * was lost or doubled.
 *
 *   npm run soak                                   # 300 clients, ramped up over 60 s, for 10 minutes, WORKERS=2
 *   npm run soak -- --clients 50 --seconds 60      # what CI runs
 *   npm run soak -- --sigterm-after 30             # SIGTERM to the server mid-run: no 5xx, nothing acknowledged lost
 *
 * The database is DATABASE_URL (a database the soak may fill with 300 users), or a throwaway one created on the
 * TEST_DATABASE_URL server and dropped afterwards. Each client signs in as its own user, keeps one WebSocket
 * subscription (new ratings of a shared trip) and, with a pause of 0.5–2.5 s between steps, lists trips with filters,
 * opens a trip, reads the wall and the map, counts results, refreshes its token, toggles bookmarks and rates trips.
 * Prints throughput and p50/p95/p99 per operation; exits 1 on any error, lost or duplicated write.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { users } from '../src/db/tables/accounts.js';
import { trips } from '../src/db/tables/content.js';
import { hashPassword } from '../src/platform/auth/passwords.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '600' },
    'ramp-seconds': { type: 'string', default: '60' },
    workers: { type: 'string', default: '2' },
    'sigterm-after': { type: 'string' },
  },
});
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const RAMP_SECONDS = Math.min(Number(values['ramp-seconds']), SECONDS / 2);
const SIGTERM_AFTER = values['sigterm-after'] ? Number(values['sigterm-after']) : undefined;
const PASSWORD = 'soak test password';
const TRIPS_PER_CLIENT = 4;

// ── The database ────────────────────────────────────────────────────────────────────────────────────────────────
async function soakDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin)
    throw new Error('Set DATABASE_URL (or TEST_DATABASE_URL for a throwaway database) to a PostgreSQL server');
  const name = `toulky_soak_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: admin });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function prepare(url: string): Promise<{ emails: string[]; tripIds: string[] }> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemoContent(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    const run = randomBytes(3).toString('hex');
    const emails = Array.from({ length: CLIENTS }, (_, index) => `soak-${run}-${index}@example.cz`);
    await database.db
      .insert(users)
      .values(emails.map((email, index) => ({ email, passwordHash, firstname: 'Soak', lastname: `Klient ${index}` })));
    const published = await database.db
      .select({ id: trips.id })
      .from(trips)
      .where(eq(trips.status, 'PUBLISHED'))
      .orderBy(desc(trips.publishedAt));
    return { emails, tripIds: published.map((row) => row.id) };
  } finally {
    await database.close();
  }
}

// ── The server ──────────────────────────────────────────────────────────────────────────────────────────────────
async function startServer(url: string): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      WORKERS: values.workers,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Every client comes from 127.0.0.1: the per-IP limits are for the public internet, not this test.
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_EMAIL: '100000',
      WEB_DIST_DIR: resolve(import.meta.dirname, '..', 'no-web-app'),
    },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready:\n${output}`);
}

// ── The clients ─────────────────────────────────────────────────────────────────────────────────────────────────
const latencies = new Map<string, number[]>();
const errors = new Map<string, { count: number; sample: string }>();
let serverErrors = 0;
let refusedAfterShutdown = 0;
let events = 0;
let stopping = false;
let shutDown = false;

class RequestFailed extends Error {}

async function call<T>(
  base: string,
  operation: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch (error) {
    // After SIGTERM the server stops accepting connections: refused, never acknowledged, not an error.
    if (shutDown) {
      refusedAfterShutdown++;
      throw new RequestFailed('refused after shutdown');
    }
    throw error;
  }
  const body = (await response.json()) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  if (response.status >= 500) serverErrors++;
  if (response.status !== 200 || body.errors) {
    const code = body.errors?.[0]?.extensions?.code ?? String(response.status);
    throw new RequestFailed(`${operation}: ${code} ${body.errors?.[0]?.message ?? ''}`);
  }
  const list = latencies.get(operation) ?? [];
  list.push(performance.now() - started);
  latencies.set(operation, list);
  return body.data as T;
}

const CARD = '_id title preview coverImage { url alt } label { label color } averageRating ratingsCount isBookmarked';
const FILTERS = [
  { duration: ['HALF_DAY', 'WHOLE_DAY'] },
  { suitability: ['CHILDREN'], terrain: ['FIELD_PATH', 'MIXED'] },
  { duration: ['SHORT_WALK'] },
  {},
];

/** What each client was last told about its own bookmarks and ratings, and what it had sent unanswered. */
interface Acknowledged {
  bookmarks: Map<string, boolean>;
  scores: Map<string, number>;
  pending: Set<string>;
}

async function runClient(
  index: number,
  email: string,
  base: string,
  tripIds: string[],
  sharedTrip: string,
  acknowledged: Acknowledged,
): Promise<void> {
  await new Promise((r) => setTimeout(r, (index / CLIENTS) * RAMP_SECONDS * 1000));
  if (stopping) return;
  const signIn = await call<{ signIn: { accessToken: string; refreshToken: string } }>(
    base,
    'signIn',
    'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken refreshToken } }',
    { e: email, p: PASSWORD },
  );
  let token = signIn.signIn.accessToken;
  const own = Array.from(
    { length: TRIPS_PER_CLIENT },
    (_, k) => tripIds[(index * TRIPS_PER_CLIENT + k) % tripIds.length] as string,
  );
  const socket = createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: () => ({ authorization: `Bearer ${token}` }),
    retryAttempts: 20,
    shouldRetry: () => !stopping,
  });
  const unsubscribe = socket.subscribe(
    { query: 'subscription R($id: ID!) { tripRatingAdded(tripId: $id) { _id score } }', variables: { id: sharedTrip } },
    { next: () => void events++, error: () => {}, complete: () => {} },
  );
  try {
    while (!stopping) {
      const roll = Math.random();
      try {
        if (roll < 0.25) {
          await call(
            base,
            'list (filters)',
            `query L($f: TripFilter) { publishedTrips(filter: $f) { total edges { ${CARD} } } }`,
            {
              f: FILTERS[Math.floor(Math.random() * FILTERS.length)],
            },
            token,
          );
        } else if (roll < 0.45) {
          await call(
            base,
            'detail',
            `query D($id: ID!) { publishedTrip(id: $id) { ${CARD} contentHtml hasRated myRating { score }
            ratings(pagination: { pageNumber: 1, pageSize: 2 }) { total edges { score text user { shortname } } } } }`,
            {
              id: tripIds[Math.floor(Math.random() * tripIds.length)],
            },
            token,
          );
        } else if (roll < 0.6) {
          await call(
            base,
            'wall',
            '{ feed { total edges { __typename _id title ... on PublishedArticle { slug isBookmarked } } } }',
            {},
            token,
          );
        } else if (roll < 0.68) {
          await call(
            base,
            'count (filters)',
            'query C($f: TripFilter) { publishedTripsResultsCount(filter: $f) }',
            {
              f: FILTERS[Math.floor(Math.random() * FILTERS.length)],
            },
            token,
          );
        } else if (roll < 0.71) {
          await call(base, 'map list', '{ tripsLocations { _id coordinates { lat lng } lengthKm } }', {}, token);
        } else if (roll < 0.75) {
          const refreshed = await call<{ refreshToken: { accessToken: string } }>(
            base,
            'refresh',
            'mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }',
            { t: signIn.signIn.refreshToken },
          );
          token = refreshed.refreshToken.accessToken;
        } else if (roll < 0.9) {
          const trip = own[Math.floor(Math.random() * own.length)] as string;
          const key = `b:${trip}`;
          acknowledged.pending.add(key);
          const answer = await call<{ toggleTripBookmark: { isBookmarked: boolean } }>(
            base,
            'toggle bookmark',
            'mutation T($id: ID!) { toggleTripBookmark(id: $id) { isBookmarked } }',
            { id: trip },
            token,
          );
          acknowledged.bookmarks.set(trip, answer.toggleTripBookmark.isBookmarked);
          acknowledged.pending.delete(key);
        } else {
          const trip = Math.random() < 0.2 ? sharedTrip : (own[Math.floor(Math.random() * own.length)] as string);
          const score = 1 + Math.floor(Math.random() * 5);
          const key = `r:${trip}`;
          acknowledged.pending.add(key);
          const answer = await call<{ rateTrip: { myRating: { score: number } } }>(
            base,
            'rate',
            'mutation R($id: ID!, $s: Int!) { rateTrip(id: $id, input: { score: $s, text: "Soak" }) { myRating { score } } }',
            { id: trip, s: score },
            token,
          );
          acknowledged.scores.set(trip, answer.rateTrip.myRating.score);
          acknowledged.pending.delete(key);
        }
      } catch (error) {
        if (!(error instanceof RequestFailed) || !shutDown) {
          const message = error instanceof Error ? error.message : String(error);
          const name = message.split(':')[0] ?? 'unknown';
          const entry = errors.get(name) ?? { count: 0, sample: message };
          entry.count++;
          errors.set(name, entry);
        }
        if (shutDown) return;
      }
      await new Promise((r) => setTimeout(r, 500 + Math.random() * 2000));
    }
  } finally {
    unsubscribe();
    await socket.dispose();
  }
}

// ── The check ───────────────────────────────────────────────────────────────────────────────────────────────────
async function verify(url: string, emails: string[], records: Acknowledged[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = await client.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE email = ANY($1)', [
      emails,
    ]);
    const idOf = new Map(ids.rows.map((row) => [row.email, row.id]));
    const bookmarks = await client.query<{ user_id: string; trip_id: string; n: number }>(
      'SELECT user_id, trip_id, count(*)::int AS n FROM trip_bookmarks WHERE user_id = ANY($1) GROUP BY 1, 2',
      [ids.rows.map((row) => row.id)],
    );
    const ratings = await client.query<{ user_id: string; trip_id: string; score: number; n: number }>(
      'SELECT user_id, trip_id, max(score)::int AS score, count(*)::int AS n FROM trip_ratings WHERE user_id = ANY($1) GROUP BY 1, 2',
      [ids.rows.map((row) => row.id)],
    );
    let lost = 0;
    let duplicated = 0;
    let checked = 0;
    const bookmarked = new Set(bookmarks.rows.map((row) => `${row.user_id}:${row.trip_id}`));
    const scoreOf = new Map(ratings.rows.map((row) => [`${row.user_id}:${row.trip_id}`, row.score]));
    duplicated += bookmarks.rows.filter((row) => row.n > 1).length + ratings.rows.filter((row) => row.n > 1).length;
    records.forEach((record, index) => {
      const userId = idOf.get(emails[index] as string);
      for (const [trip, state] of record.bookmarks) {
        checked++;
        if (!record.pending.has(`b:${trip}`) && bookmarked.has(`${userId}:${trip}`) !== state) lost++;
      }
      for (const [trip, score] of record.scores) {
        checked++;
        if (!record.pending.has(`r:${trip}`) && scoreOf.get(`${userId}:${trip}`) !== score) lost++;
      }
    });
    return { lost, duplicated, checked };
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────────────────────
const database = await soakDatabase();
let exitCode = 0;
try {
  console.log(`Preparing ${CLIENTS} users and the demo content…`);
  const { emails, tripIds } = await prepare(database.url);
  const server = await startServer(database.url);
  console.log(
    `Soak: ${CLIENTS} clients (ramp ${RAMP_SECONDS} s), ${SECONDS} s, WORKERS=${values.workers}` +
      (SIGTERM_AFTER !== undefined ? `, SIGTERM after ${SIGTERM_AFTER} s` : ''),
  );
  const records: Acknowledged[] = emails.map(() => ({ bookmarks: new Map(), scores: new Map(), pending: new Set() }));
  const started = Date.now();
  const serverExit = new Promise<number | null>((done) => server.child.once('exit', (code) => done(code)));
  const clients = emails.map((email, index) =>
    runClient(index, email, server.base, tripIds, tripIds[0] as string, records[index] as Acknowledged),
  );
  const timers = [setTimeout(() => (stopping = true), SECONDS * 1000)];
  if (SIGTERM_AFTER !== undefined) {
    timers.push(
      setTimeout(() => {
        shutDown = true;
        server.child.kill('SIGTERM');
      }, SIGTERM_AFTER * 1000),
    );
  }
  const results = await Promise.allSettled(clients);
  stopping = true;
  for (const timer of timers) clearTimeout(timer);
  const elapsed = (Date.now() - started) / 1000;
  for (const result of results) {
    if (result.status === 'rejected') {
      const entry = errors.get('client') ?? { count: 0, sample: String(result.reason) };
      entry.count++;
      errors.set('client', entry);
    }
  }
  if (!shutDown) server.child.kill('SIGTERM');
  const exitStatus = await serverExit;

  const total = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(`\n${total} requests answered in ${elapsed.toFixed(0)} s: ${(total / elapsed).toFixed(0)} req/s\n`);
  console.log('| operation | requests | p50 | p95 | p99 |\n|---|---|---|---|---|');
  for (const [name, list] of [...latencies].sort()) {
    const sorted = [...list].sort((a, b) => a - b);
    const ms = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;
    console.log(`| ${name} | ${list.length} | ${ms(50)} | ${ms(95)} | ${ms(99)} |`);
  }
  const errorCount = [...errors.values()].reduce((sum, entry) => sum + entry.count, 0);
  console.log(`\nWebSocket rating events received: ${events}`);
  console.log(`Errors: ${errorCount}; 5xx answers: ${serverErrors}`);
  for (const [name, entry] of errors) console.log(`  ${name} ×${entry.count}: ${entry.sample}`);
  if (SIGTERM_AFTER !== undefined) {
    console.log(
      `Server exit after SIGTERM: ${exitStatus}; requests refused once it had stopped: ${refusedAfterShutdown}`,
    );
  }
  const { lost, duplicated, checked } = await verify(database.url, emails, records);
  console.log(`Acknowledged writes checked: ${checked}; lost: ${lost}; duplicated: ${duplicated}`);
  if (errorCount > 0 || serverErrors > 0 || lost > 0 || duplicated > 0 || exitStatus !== 0) exitCode = 1;
  if (exitStatus !== 0) console.log(server.output().slice(-4000));
} finally {
  await database.drop();
}
process.exit(exitCode);
