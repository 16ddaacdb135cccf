import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { createTestDatabase, type TestDatabase } from './database.js';

// Runs only in the PostgreSQL pass (vitest.config.ts): PGlite runs in-process and has no connections to lose.
describe('PostgreSQL connections', () => {
  let owner: TestDatabase;
  let admin: pg.Client;
  beforeAll(async () => {
    owner = await createTestDatabase();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await owner.dispose();
  });

  async function backendsOf(applicationName: string): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    return rows.map((row) => row.pid);
  }

  function urlNamed(applicationName: string): string {
    const url = new URL(owner.url ?? '');
    url.searchParams.set('application_name', applicationName);
    return url.toString();
  }

  it('survives the server ending an idle connection and reports it', async () => {
    const errors: Error[] = [];
    const handle = await openDatabase({
      databaseUrl: urlNamed('toulky_lost_connection'),
      onConnectionError: (error) => errors.push(error),
    });
    await handle.ping();
    const [pid] = await backendsOf('toulky_lost_connection');
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await expect.poll(() => errors.length).toBe(1);
    await handle.ping();
    await handle.close();
  });

  it('closes only when every connection, a listening one too, has ended', async () => {
    const handle = await openDatabase({ databaseUrl: urlNamed('toulky_closing') });
    const stop = await handle.listen('toulky_test_channel', () => undefined);
    await handle.ping();
    expect((await backendsOf('toulky_closing')).length).toBeGreaterThan(0);
    await stop();
    await handle.close();
    expect(await backendsOf('toulky_closing')).toEqual([]);
  });
});
