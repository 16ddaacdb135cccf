import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WsSession } from './fuzz/ws-session.js';
import { startTestApp, type TestApp } from './harness.js';

const METRICS_TOKEN = 'metrics-token-0123456789';
const lines: Array<Record<string, unknown>> = [];
const log = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN, LOG_LEVEL: 'info', SLOW_REQUEST_MS: '60000' }, undefined, { logTo: log });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in the exposition text, 0 when it is not there yet. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const TRIPS = 'query MetricsTrips { publishedTrips { total } }';

describe('/metrics', () => {
  it('is not there without the token, or with a wrong one', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-9876543210' } });
    expect(wrong.status).toBe(404);
    const plain = await startTestApp();
    try {
      const answer = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts each operation once whichever lane answered it, errors by code, WebSocket operations', async () => {
    const series = 'toulky_graphql_operation_duration_seconds_count{operation="MetricsTrips"}';
    const errors = 'toulky_graphql_errors_total{code="BAD_USER_INPUT"}';
    const before = await scrape();
    // The first through Yoga, the next ones through the direct-answer lane and the kept public answer.
    for (let index = 0; index < 4; index++) expect((await t.gql(TRIPS)).errors).toBeUndefined();
    await t.gql('query MetricsBroken { publishedTrips { noSuchField } }');
    await t.gql('mutation MetricsBad($e: String!) { subscribeToNewsletter(email: $e) }', { e: 'not an e-mail' });
    const socket = new WsSession(t.wsUrl, {});
    await socket.run({ query: 'query MetricsOverSocket { health }', variables: {} }, 5000);
    socket.close();

    const after = await scrape();
    expect(seriesValue(after, series) - seriesValue(before, series)).toBe(4);
    expect(seriesValue(after, errors) - seriesValue(before, errors)).toBe(2);
    expect(seriesValue(after, 'toulky_graphql_ws_operations_total{operation="MetricsOverSocket"}')).toBe(1);
    expect(after).toMatch(
      /toulky_http_request_duration_seconds_bucket\{le="0.1",route="\/graphql",method="POST",status="200"\}/,
    );
    expect(after).toMatch(/^toulky_db_connections\{state="max"\} \d+$/m);
    expect(after).toMatch(/^toulky_nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('request log lines', () => {
  it('are written at info only for refused, failed or slow requests', async () => {
    lines.length = 0;
    await t.gql('{ health }');
    await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    const requestLines = lines.filter((line) => typeof line.status === 'number');
    expect(requestLines).toEqual([
      expect.objectContaining({ level: 30, msg: 'request refused', status: 415, method: 'POST', url: '/graphql' }),
    ]);

    const slow = await startTestApp({ LOG_LEVEL: 'info', SLOW_REQUEST_MS: '1' }, undefined, { logTo: log });
    try {
      lines.length = 0;
      await slow.gql('query Slowly { publishedTrips { total } }');
      expect(lines.find((line) => line.msg === 'slow request')).toMatchObject({
        status: 200,
        operation: 'Slowly',
        url: '/graphql',
      });
    } finally {
      await slow.close();
    }
  });
});

describe('/readyz', () => {
  it('is ready when every migration is applied, and says so when one is missing', async () => {
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    await t.app.services.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
    );
    const migrating = await fetch(`${t.url}/readyz`);
    expect(migrating.status).toBe(503);
    expect(await migrating.json()).toEqual({ status: 'migrating', pendingMigrations: 1 });
    // Liveness is another question: the process is fine.
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});

describe('/metrics, last: it fills the set of operation names', () => {
  it('keeps operation names a client makes up from growing without end', async () => {
    for (let index = 0; index < 210; index++) await t.gql(`query Made${index} { health }`);
    const text = await scrape();
    expect(seriesValue(text, 'toulky_graphql_operation_duration_seconds_count{operation="other"}')).toBeGreaterThan(0);
    expect(text).not.toContain('operation="Made209"');
  });
});
