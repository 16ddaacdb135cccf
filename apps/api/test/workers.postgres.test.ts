import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.js';
import { exited, type ServerProcess, startServerProcess } from './server-process.js';

// Runs only in the PostgreSQL pass (vitest.config.ts): several server processes need a database server to share.
describe('WORKERS=2', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServerProcess({
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: 'a-secret-for-the-workers-test-only-0123456789',
      WORKERS: '2',
      // Answered requests are logged at debug (platform/request-observer.ts).
      LOG_LEVEL: 'debug',
    });
    // /healthz answers once the first process listens; the announcement waits for both.
    await eventually(() => server.output().includes('Toulky is running at'));
  });
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.dispose();
  });

  /** One request on a connection of its own (node:cluster hands each connection to the next process). */
  const healthOnNewConnection = () =>
    new Promise<number>((resolve, reject) => {
      request(`${server.url}/healthz`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
        .on('error', reject)
        .end();
    });

  /** The processes that logged a completed request, from their JSON log lines. */
  const answeringProcesses = () =>
    new Set(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );

  /** Waits until `condition` holds (checked every 100 ms), for at most 20 s. */
  async function eventually(condition: () => boolean | Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out; server output:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves one port from two processes and announces them once', async () => {
    for (let i = 0; i < 6; i++) expect(await healthOnNewConnection()).toBe(200);
    const pids = answeringProcesses();
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid ?? -1)).toBe(false);
    expect(server.output().match(/Toulky is running at/g)).toHaveLength(1);
    expect(server.output()).toContain('Server processes: 2 (WORKERS)');
  });

  it('replaces a process that dies, and stops them all cleanly on SIGTERM', async () => {
    const [victim] = answeringProcesses();
    process.kill(victim, 'SIGKILL');
    await eventually(() => server.output().includes('starting another'));
    // Meanwhile the other process answers; then the replacement does too (a third pid in the log).
    await eventually(async () => (await healthOnNewConnection()) === 200 && answeringProcesses().size === 3);

    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(server.output().match(/stopped cleanly/g)).toHaveLength(2);
  }, 60_000);
});
