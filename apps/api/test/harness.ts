import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { type App, type AppOptions, createApp } from '../src/app.js';
import type { AuthTokens } from '../src/features/accounts/accounts.service.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { createTestDatabase, openSharedDatabase, type TestDatabase } from './database.js';
import { TestSmtpServer } from './smtp.js';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> & { code?: string } }>;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: App;
  url: string;
  wsUrl: string;
  smtp: TestSmtpServer;
  database: TestDatabase;
  /** POSTs one operation to /graphql, as a browser would. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://toulky.test';

/** Starts the real server on a free port over a fresh database, with a real SMTP server for its mail. */
export async function startTestApp(
  env: Record<string, string> = {},
  onQuery?: (query: string) => void,
  options: {
    shareDatabaseWith?: TestApp;
    logTo?: DestinationStream;
    /** The app's clock, e.g. a `TestClock` the test moves. */
    clock?: AppOptions['clock'];
    weather?: AppOptions['weather'];
  } = {},
): Promise<TestApp> {
  const smtp = new TestSmtpServer();
  const smtpUrl = await smtp.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'toulky-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_EMAIL: '1000',
    // Tests never reach the internet: the weather is off unless a test points it at its fake Open-Meteo.
    WEATHER_API_URL: '',
    ...env,
  });
  // A second API process on the same PostgreSQL database, as when scaled out behind a load balancer.
  const database = options.shareDatabaseWith
    ? await openSharedDatabase(options.shareDatabaseWith.database, onQuery)
    : await createTestDatabase(onQuery);
  const app = await createApp({
    config,
    logger: createLogger(config.logLevel, options.logTo),
    database: database.handle,
    clock: options.clock,
    weather: options.weather,
  });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    app,
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    smtp,
    database,
    async gql(query, variables, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
      return { status: response.status, ...body } as GraphQLResponse<never>;
    },
    async close() {
      await slowStepNamed('the app', () => app.close());
      await slowStepNamed('the database', () => database.dispose());
      await slowStepNamed('the SMTP server', () => smtp.stop());
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs one step of closing a test app, and says on stderr which one when it takes over 10 s: a close that hung once in
 * a CI rehearsal (data-export, PGlite, the hook's 60 s) left no trace of which part waited.
 */
async function slowStepNamed(name: string, step: () => Promise<void>): Promise<void> {
  const warning = setTimeout(() => console.error(`test harness: closing ${name} is taking over 10 s`), 10_000);
  try {
    await step();
  } finally {
    clearTimeout(warning);
  }
}

/** The error code of the first error, or undefined when the call succeeded. */
export function errorCode(response: GraphQLResponse): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}

export type { AuthTokens };
