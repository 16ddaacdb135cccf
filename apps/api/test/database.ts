import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database the suite runs on: TEST_DB=postgres needs TEST_DATABASE_URL. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string | undefined;
  /** Closes the connection and drops the throwaway database. */
  dispose(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite database pglite-template.ts made for this run, read once per test file. */
function migratedTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh database with the schema and no rows: in-memory PGlite started from the run's migrated template (a new
 * one took ~3 s of initdb per test file), or a new database on the TEST_DATABASE_URL server.
 */
export async function createTestDatabase(onQuery?: (query: string) => void): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await migratedTemplate(), onQuery });
    return { handle, url: undefined, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `toulky_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), onQuery });
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Another connection to an existing PostgreSQL test database (closing it leaves the database to its owner). */
export async function openSharedDatabase(
  owner: TestDatabase,
  onQuery?: (query: string) => void,
): Promise<TestDatabase> {
  if (!owner.url) throw new Error('only a PostgreSQL test database can be shared between servers');
  const handle = await openDatabase({ databaseUrl: owner.url, onQuery });
  return { handle, url: owner.url, dispose: () => handle.close() };
}
