import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/db/seed/demo-user.js';
import { exited, type ServerProcess, startServerProcess } from './server-process.js';

// The embedded database (with DATA_DIR's media and JWT secret) through `npm run backup` and `npm run restore` into a
// fresh DATA_DIR, where a new server finds every user, rating and picture.
const root = mkdtempSync(join(tmpdir(), 'toulky-backup-test-'));
const original = join(root, 'original');
const restored = join(root, 'restored');
const archive = join(root, 'backup.tar.gz');
/** Servers still running when a test ends early, stopped before their data directory is removed. */
const running = new Set<ServerProcess>();
afterAll(async () => {
  for (const server of running) await stop(server);
  rmSync(root, { recursive: true, force: true });
});

/** The backup CLI as `npm run backup` / `npm run restore` run it. */
function cli(command: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', command, ...args], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function gql<T>(server: ServerProcess, query: string, variables: object = {}, token?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ extensions: { code: string } }> };
}

async function stop(server: ServerProcess) {
  running.delete(server);
  if (server.child.exitCode !== null) return server.child.exitCode;
  const done = exited(server.child);
  server.child.kill('SIGTERM');
  return done;
}

const SIGN_IN = 'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }';
const RATED = 'query R($id: ID!) { publishedTrip(id: $id) { myRating { score text } } }';

describe('npm run backup / npm run restore (embedded database)', () => {
  it('restores every user, rating and picture into a fresh data directory', async () => {
    const server = await startServerProcess({ DATA_DIR: original, WEB_DIST_DIR: original });
    running.add(server);
    const signedIn = await gql<{ signIn: { accessToken: string } }>(server, SIGN_IN, {
      e: DEMO_USER.email,
      p: DEMO_USER.password,
    });
    const token = signedIn.data?.signIn.accessToken as string;
    const trips = await gql<{ publishedTrips: { edges: Array<{ _id: string }> } }>(
      server,
      '{ publishedTrips { edges { _id } } }',
    );
    const tripId = trips.data?.publishedTrips.edges[0]?._id as string;
    const rated = await gql(
      server,
      'mutation R($id: ID!) { rateTrip(id: $id, input: { score: 4, text: "Krásný výhled z rozhledny." }) { _id } }',
      { id: tripId },
      token,
    );
    expect(rated.errors).toBeUndefined();
    const picture = randomBytes(64 * 1024);
    mkdirSync(join(original, 'media', 'uploads'), { recursive: true });
    writeFileSync(join(original, 'media', 'uploads', 'rozhledna.jpg'), picture);

    // Not while a server has the database open.
    const refused = cli('backup', original, archive);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/is in use by a Toulky server \(pid \d+\)/);
    expect(await stop(server)).toBe(0);

    const backup = cli('backup', original, archive);
    const counted = /\((\d+) users, (\d+) ratings\)/;
    expect(backup.output).toMatch(/^Backed up /);
    expect(backup.status).toBe(0);
    const [, users, ratings] = counted.exec(backup.output) ?? [];
    expect(Number(users)).toBeGreaterThan(1);

    const restore = cli('restore', restored, archive);
    expect(restore.output).toMatch(/^Restored the backup of /);
    expect(counted.exec(restore.output)?.slice(1)).toEqual([users, ratings]);
    expect(restore.status).toBe(0);
    expect(readFileSync(join(restored, 'media', 'uploads', 'rozhledna.jpg')).equals(picture)).toBe(true);
    // A second restore would overwrite a database: refused.
    const again = cli('restore', restored, archive);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/already holds a database/);

    const second = await startServerProcess({ DATA_DIR: restored, WEB_DIST_DIR: restored });
    running.add(second);
    try {
      // The session signed before the backup is still good (the JWT secret came along), and the rating is there.
      const mine = await gql<{ publishedTrip: { myRating: { score: number; text: string } } }>(
        second,
        RATED,
        { id: tripId },
        token,
      );
      expect(mine.data?.publishedTrip.myRating).toEqual({ score: 4, text: 'Krásný výhled z rozhledny.' });
      const signIn = await gql(second, SIGN_IN, { e: DEMO_USER.email, p: DEMO_USER.password });
      expect(signIn.errors).toBeUndefined();
      // Restored, not seeded again: no second demo user was made.
      expect(second.output()).not.toContain('loaded the demo content');
    } finally {
      expect(await stop(second)).toBe(0);
    }
    expect(existsSync(join(restored, 'db.lock'))).toBe(false);
  }, 180_000);
});
