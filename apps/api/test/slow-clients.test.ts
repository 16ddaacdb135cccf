import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ HEADERS_TIMEOUT: '1', REQUEST_TIMEOUT: '2' });
});
afterAll(() => t.close());

/** Opens a raw connection that sends `first`, then `drip` every 200 ms until the server hangs up. */
function trickle(first: string, drip: string) {
  const { port } = new URL(t.url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.write(first);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(drip);
  }, 200);
  return new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, received });
    });
    socket.on('error', () => {});
  });
}

describe('slow clients (slowloris)', () => {
  it('cuts off a client that trickles its headers, after HEADERS_TIMEOUT', async () => {
    const { afterMs, received } = await trickle('POST /graphql HTTP/1.1\r\nHost: toulky.test\r\n', 'X-Slow: 1\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(4000);
  });

  it('cuts off a client that trickles its body, after REQUEST_TIMEOUT', async () => {
    const head =
      'POST /graphql HTTP/1.1\r\nHost: toulky.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { afterMs, received } = await trickle(`${head}{"query":"`, 'x');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(1900);
    expect(afterMs).toBeLessThan(5000);
  });

  it('still serves a client that sends at a normal pace', async () => {
    expect((await t.gql('{ health }')).data).toEqual({ health: true });
  });
});
