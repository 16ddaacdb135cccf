import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServerProcess } from './server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'toulky-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` on the embedded database in dataDir. */
const startServer = (env: Record<string, string> = {}) =>
  startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, ...env });

const gql = (url: string, query: string, variables?: object) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  }).then((r) => r.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>);

describe('npm start on the embedded database', () => {
  it('prints the URL and demo account, finishes in-flight work on SIGTERM, and keeps the data', async () => {
    const first = await startServer();
    expect(first.output()).toContain('Toulky is running at http://localhost:');
    expect(first.output()).toContain('Demo account: demo@toulky.cz / toulky-demo');
    const signIn = await gql(
      first.url,
      'mutation { signIn(input: { email: "demo@toulky.cz", password: "toulky-demo" }) { refreshToken } }',
    );
    const refreshToken = (signIn.data?.signIn as { refreshToken: string } | undefined)?.refreshToken;
    expect(refreshToken).toBeTypeOf('string');

    // A write in flight when SIGTERM arrives still completes and is answered.
    const inFlight = gql(first.url, 'mutation S($e: String!) { signUp(input: { email: $e }) }', {
      e: 'late@example.cz',
    });
    await new Promise((r) => setTimeout(r, 20));
    const exit = exited(first.child);
    first.child.kill('SIGTERM');
    expect((await inFlight).data).toEqual({ signUp: true });
    expect(await exit).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = await startServer();
    try {
      // Same data directory: the session survives, and no second demo user was made.
      const refreshed = await gql(
        second.url,
        'mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }',
        {
          t: refreshToken,
        },
      );
      expect(refreshed.errors).toBeUndefined();
      const again = await gql(second.url, 'mutation S($e: String!) { signUp(input: { email: $e }) }', {
        e: 'demo@toulky.cz',
      });
      expect((again.errors?.[0] as { extensions: { code: string } } | undefined)?.extensions.code).toBe(
        'BAD_USER_INPUT_USER_ALREADY_EXISTS',
      );
    } finally {
      const done = exited(second.child);
      second.child.kill('SIGTERM');
      await done;
    }
  }, 120_000);

  it('gives up a shutdown that cannot finish: exits 1 after REQUEST_TIMEOUT and a margin, saying why', async () => {
    const server = await startServer({ REQUEST_TIMEOUT: '1', HEADERS_TIMEOUT: '1' });
    // A WebSocket client that never answers the server's closing frame: the WebSocket server waits for it (30 s).
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', done));
    socket.write(
      [
        'GET /graphql HTTP/1.1',
        'Host: 127.0.0.1',
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Protocol: graphql-transport-ws',
        '',
        '',
      ].join('\r\n'),
    );
    await new Promise<void>((done) => socket.once('data', () => done()));
    socket.pause();

    const started = Date.now();
    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    expect(await exit).toBe(1);
    socket.destroy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(server.output()).toContain('shutdown did not finish in time');
    expect(server.output()).not.toContain('stopped cleanly');
  }, 120_000);
});
