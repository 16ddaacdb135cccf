import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { DEMO_EDITORS, DEMO_USER } from '../src/db/seed/demo-user.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { startPostgresCluster } from './postgres-cluster.js';
import { exited, type ServerProcess, startServerProcess } from './server-process.js';

// DATABASE_REPLICA_URLS with a replica that lags on purpose (recovery_min_apply_delay): the public catalogue is read
// from it, so a visitor sees a new rating only once the replica has it, while the person who wrote it sees it at once
// (the cookie naming the primary's WAL position after the write); a replica that stops answering is left out and the
// primary answers, and it is used again once it answers.
// The lag is long enough that, on a loaded CI machine, the write and both reads after it still fit well inside it.
const LAG_SECONDS = 8;
const primary = await startPostgresCluster();
let replica: Awaited<ReturnType<typeof startPostgresCluster>> | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    const done = exited(server.child);
    server.child.kill('SIGTERM');
    await done;
  }
  replica?.remove();
  primary.remove();
});

interface Answer<T> {
  data?: T;
  errors?: Array<{ extensions: { code: string } }>;
}

/** A client: a visitor, or a person with a token and the cookies the server set (as a browser keeps them). */
function client(token?: string) {
  let cookie = '';
  return {
    cookie: () => cookie,
    async gql<T>(query: string, variables: object = {}): Promise<Answer<T>> {
      const response = await fetch(`${server?.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(cookie && { cookie }),
        },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.getSetCookie().find((line) => line.startsWith('toulky_wrote='));
      if (set) cookie = set.split(';')[0] as string;
      return (await response.json()) as Answer<T>;
    },
  };
}

const COUNT = 'query C($id: ID!) { publishedTrip(id: $id) { ratingsCount } }';
const RATE = 'mutation R($id: ID!, $s: Int!) { rateTrip(id: $id, input: { score: $s }) { _id } }';
const count = async (reader: ReturnType<typeof client>, id: string) =>
  (await reader.gql<{ publishedTrip: { ratingsCount: number } }>(COUNT, { id })).data?.publishedTrip.ratingsCount;

describe('read replicas', () => {
  it('serve the catalogue, while a person reads their own writes at once; a failing one is left out', async () => {
    const database = await openDatabase({ databaseUrl: primary.url });
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemoContent(database.db);
    await database.close();
    replica = await startPostgresCluster({
      standbyOf: { port: primary.port, name: 'toulky_replica' },
      settings: { recovery_min_apply_delay: `${LAG_SECONDS}s` },
    });
    server = await startServerProcess({
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URLS: replica.url,
      JWT_SECRET: 'replica-test-secret-long-enough-for-hs256-0123',
    });
    expect(server.output()).toMatch(/a database replica answers/);

    // The visitor never writes: signing in is a write, and its cookie would send the visitor's reads to the primary
    // until the replica had replayed the sign-in (on a loaded machine, sometimes still after the wait below).
    const visitor = client();
    const signIn = await client().gql<{ signIn: { accessToken: string } }>(
      'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }',
      { e: DEMO_EDITORS[0].email, p: DEMO_USER.password },
    );
    const writer = client(signIn.data?.signIn.accessToken);
    const trips = await writer.gql<{ publishedTrips: { edges: Array<{ _id: string; myRating: unknown }> } }>(
      '{ publishedTrips(pagination: { pageSize: 50 }) { edges { _id myRating { score } } } }',
    );
    const unrated = (trips.data?.publishedTrips.edges ?? []).filter((trip) => trip.myRating === null);
    const [first, second] = unrated.map((trip) => trip._id) as [string, string];
    // The replica has everything from before (its delay counts from each commit).
    await new Promise((resolve) => setTimeout(resolve, LAG_SECONDS * 1000));
    const before = await count(visitor, first);

    const wroteAt = Date.now();
    expect((await writer.gql(RATE, { id: first, s: 5 })).errors).toBeUndefined();
    expect(writer.cookie()).toMatch(/^toulky_wrote=[0-9A-F]+\/[0-9A-F]+$/);
    // The writer reads their own write at once (from the primary: no replica has that position yet)…
    expect(await count(writer, first)).toBe((before as number) + 1);
    // …while a visitor, at the same moment, gets the catalogue from the replica, which has not applied it yet (checked
    // only while the replica's delay has surely not run out, so a slow machine fails on the time, not the count).
    const visitorSaw = await count(visitor, first);
    expect(Date.now() - wroteAt).toBeLessThan(LAG_SECONDS * 1000);
    expect(visitorSaw).toBe(before);
    // Once the replica has applied it, the visitor sees it too, and so does the writer, from the replica.
    await expect.poll(() => count(visitor, first), { timeout: 15_000, interval: 250 }).toBe((before as number) + 1);
    console.log(`replica lagging ${LAG_SECONDS} s: a visitor saw the new rating after ${Date.now() - wroteAt} ms`);

    // The replica stops: it is left out, and the primary answers everything, without an error.
    replica.stop();
    const secondBefore = await count(visitor, second);
    expect(secondBefore).toBeTypeOf('number');
    expect((await writer.gql(RATE, { id: second, s: 4 })).errors).toBeUndefined();
    expect(await count(visitor, second)).toBe((secondBefore as number) + 1);
    await expect.poll(() => server?.output(), { timeout: 5000 }).toMatch(/a database replica does not answer/);

    // Back: used again (a visitor sees its lag once more).
    replica.start();
    await expect.poll(() => server?.output().match(/a database replica answers/g)?.length, { timeout: 10_000 }).toBe(2);
    const third = unrated[2]?._id as string;
    const thirdBefore = await count(visitor, third);
    const wroteThirdAt = Date.now();
    expect((await writer.gql(RATE, { id: third, s: 3 })).errors).toBeUndefined();
    const visitorSawThird = await count(visitor, third);
    expect(Date.now() - wroteThirdAt).toBeLessThan(LAG_SECONDS * 1000);
    expect(visitorSawThird).toBe(thirdBefore);
    expect(await count(writer, third)).toBe((thirdBefore as number) + 1);
    expect(server.output()).not.toMatch(/Uncaught|unhandled/i);
  }, 120_000);
});
