import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database, for each test file to start from (test/database.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: migrates one PGlite database before the files run and dumps it, so a test file's database
 * is a copy of it rather than a new cluster (PGlite's initdb) migrated again. Removed after the run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const file = join(tmpdir(), `toulky-pglite-template-${process.pid}.tar`);
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
