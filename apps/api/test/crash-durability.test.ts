import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { DEMO_USER } from '../src/db/seed/demo-user.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './database.js';
import { exited, type ServerProcess, startServerProcess } from './server-process.js';

// kill -9 of the server in the middle of concurrent writes, then a restart on the same data: every write that was
// acknowledged is there as acknowledged, and the server starts without anyone repairing anything. On PGlite the
// server's own data directory; on PostgreSQL a throwaway database, seeded first.
const WRITERS = 8;
const KILL_AFTER_ACKNOWLEDGED = 120;

const dataDir = mkdtempSync(join(tmpdir(), 'toulky-crash-'));
let postgres: TestDatabase | undefined;
afterAll(async () => {
  await postgres?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serverEnv(): Promise<Record<string, string>> {
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, JWT_SECRET: 'crash-test-secret-long-enough-for-hs256-0123' };
  if (testDatabaseKind() === 'pglite') return env;
  postgres ??= await createTestDatabase();
  await postgres.handle.migrate();
  await ensureReferenceData(postgres.handle.db);
  await seedDemoContent(postgres.handle.db);
  return { ...env, DATABASE_URL: postgres.url as string };
}

async function gql<T>(server: ServerProcess, query: string, variables: object, token?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: unknown[] };
}

async function signIn(server: ServerProcess): Promise<string> {
  const answer = await gql<{ signIn: { accessToken: string } }>(
    server,
    'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }',
    { e: DEMO_USER.email, p: DEMO_USER.password },
  );
  return answer.data?.signIn.accessToken as string;
}

/** What a writer was told, and what it had sent without an answer when the server died. */
interface WriterRecord {
  bookmarkTrip: string;
  rateTrip: string;
  bookmarked?: boolean;
  score?: number;
  inFlight?: { kind: 'bookmark' } | { kind: 'rating'; score: number };
}

const TOGGLE = 'mutation T($id: ID!) { toggleTripBookmark(id: $id) { isBookmarked } }';
const RATE = 'mutation R($id: ID!, $s: Int!) { rateTrip(id: $id, input: { score: $s }) { myRating { score } } }';

describe(`kill -9 during concurrent writes (${testDatabaseKind()})`, () => {
  it('loses no acknowledged write, and the server starts again by itself', async () => {
    const env = await serverEnv();
    const first = await startServerProcess(env);
    const token = await signIn(first);
    const trips = await gql<{ publishedTrips: { edges: Array<{ _id: string }> } }>(
      first,
      '{ publishedTrips(pagination: { pageSize: 16 }) { edges { _id } } }',
      {},
    );
    const ids = trips.data?.publishedTrips.edges.map((edge) => edge._id) ?? [];
    expect(ids.length).toBe(2 * WRITERS);
    const records: WriterRecord[] = Array.from({ length: WRITERS }, (_, index) => ({
      bookmarkTrip: ids[index] as string,
      rateTrip: ids[WRITERS + index] as string,
    }));

    let acknowledged = 0;
    let dead = false;
    const exit = exited(first.child);
    const writer = async (record: WriterRecord, index: number) => {
      for (let step = 0; !dead; step++) {
        const bookmark = step % 2 === 0;
        const score = ((step + index) % 5) + 1;
        record.inFlight = bookmark ? { kind: 'bookmark' } : { kind: 'rating', score };
        try {
          if (bookmark) {
            const answer = await gql<{ toggleTripBookmark: { isBookmarked: boolean } }>(
              first,
              TOGGLE,
              { id: record.bookmarkTrip },
              token,
            );
            if (!answer.data) throw new Error(JSON.stringify(answer.errors));
            record.bookmarked = answer.data.toggleTripBookmark.isBookmarked;
          } else {
            const answer = await gql<{ rateTrip: { myRating: { score: number } } }>(
              first,
              RATE,
              { id: record.rateTrip, s: score },
              token,
            );
            if (!answer.data) throw new Error(JSON.stringify(answer.errors));
            record.score = answer.data.rateTrip.myRating.score;
          }
          record.inFlight = undefined;
          acknowledged++;
        } catch (error) {
          // Only the kill may end a request without an answer.
          if (!dead) throw error;
        }
      }
    };
    const writing = Promise.all(records.map(writer));
    while (acknowledged < KILL_AFTER_ACKNOWLEDGED) await new Promise((resolve) => setTimeout(resolve, 5));
    dead = true;
    first.child.kill('SIGKILL');
    await exit;
    await writing;

    const second = await startServerProcess(env);
    try {
      const again = await signIn(second);
      for (const record of records) {
        const answer = await gql<{
          bookmarked: { isBookmarked: boolean };
          rated: { myRating: { score: number } | null };
        }>(
          second,
          'query Q($b: ID!, $r: ID!) { bookmarked: publishedTrip(id: $b) { isBookmarked } rated: publishedTrip(id: $r) { myRating { score } } }',
          { b: record.bookmarkTrip, r: record.rateTrip },
          again,
        );
        const bookmarked = answer.data?.bookmarked.isBookmarked;
        const score = answer.data?.rated.myRating?.score;
        // A write sent but not answered may or may not have committed; an answered one must be there.
        const bookmarkStates =
          record.inFlight?.kind === 'bookmark'
            ? [record.bookmarked ?? false, !(record.bookmarked ?? false)]
            : [record.bookmarked ?? false];
        expect(bookmarkStates).toContain(bookmarked);
        const scores = record.inFlight?.kind === 'rating' ? [record.score, record.inFlight.score] : [record.score];
        expect(scores).toContain(score);
      }
      console.log(
        `kill -9 (${testDatabaseKind()}): ${acknowledged} writes acknowledged by ${WRITERS} writers, all there`,
      );
    } finally {
      const done = exited(second.child);
      second.child.kill('SIGTERM');
      await done;
    }
  }, 180_000);
});
