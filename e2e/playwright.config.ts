import { spawnSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';
import { E2E } from './support/environment.js';

const ci = process.env.CI === 'true';

// The journeys run the server as `npm start` does, from its build (apps/api/dist, under a second to make); the
// config is read again by every worker, which must not build it again.
if (process.env.TEST_WORKER_INDEX === undefined) {
  const build = spawnSync(process.execPath, ['../apps/api/scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server did not build (apps/api/scripts/build.mjs)');
}

/** Every page starts with the cookie choice made (only necessary), so the consent dialog does not cover the app, and
 * with the public site's "also in English" offer closed, so it covers nothing either; the consent and the offer's
 * journeys clear both. */
const consentGiven = JSON.stringify({
  preferences: { necessary: true, diagnostics: false, analytics: false, marketing: false },
  timestamp: '2026-01-01T00:00:00.000Z',
});
const storageState = {
  cookies: [],
  origins: [E2E.appUrl, E2E.shortTtlUrl].map((origin) => ({
    origin,
    localStorage: [
      { name: 'cookieConsent', value: consentGiven },
      { name: 'siteLanguageHint', value: 'dismissed' },
    ],
  })),
};

function appServer(url: string, name: string, extraEnv: Record<string, string>) {
  const port = new URL(url).port;
  return {
    command: `rm -rf ${E2E.runDir}/${name} && node dist/main.js`,
    cwd: '../apps/api',
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: `${E2E.runDir}/${name}`,
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      WEATHER_API_URL: `http://127.0.0.1:${E2E.weatherPort}/v1/forecast`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '10000',
      RATE_LIMIT_PER_EMAIL: '10000',
      // Scheduled trips and articles go out within 5 s of their time, not the default 30 s: the blog editor's journey
      // waits for one.
      SCHEDULER_INTERVAL: '5',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  // Two workers, two servers and two browsers share CI's two CPUs: the longest journeys need more than a minute there.
  timeout: ci ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E.appUrl,
    screenshot: 'on',
    // Recorded on the retry only: recording every journey costs CI minutes, and a failure is retried once.
    trace: 'on-first-retry',
    storageState,
    // A browser that prefers Czech, the app's default: before sign-in the app speaks the browser's language when the
    // device has stored none (issue 50). The journeys choose theirs (`useLanguage`), and those about the browser's own
    // language say which it is.
    locale: 'cs-CZ',
    launchOptions: chromiumLaunchOptions,
  },
  // Every journey runs twice: in Czech, the first language with the longest words, on the desktop, and in English on
  // the phone, where its texts have the least room; so both languages and both widths are covered while CI stays
  // within its time (three runs of every journey, Czech at both widths, took longer than CI may on two CPUs). The
  // checks over plain HTTP run once; the first-load budget is measured at both widths. A journey tagged @all-sizes
  // runs its one language at both widths (content in English, whose longer and shorter texts meet both layouts);
  // search, which ran all four, is a pair like the rest: Czech on the desktop and English on the phone already meet
  // both its languages and both places of its field, and its other two runs cost CI two minutes (issue 31). The
  // journeys about neither words nor layout run once, in Czech on the desktop (`DESKTOP_ONLY` in support/texts.ts):
  // the console's editing journeys and the mechanics of tokens and article URLs.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@en\b(?!.*@all-sizes)/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'phone',
      grep: [/@en\b/, /@all-sizes/, /a signed-in first visit/],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E.mailDir} && node support/smtp-sink.mjs`,
      port: E2E.smtpPort,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(E2E.smtpPort), MAIL_DIR: E2E.mailDir },
    },
    {
      command: 'node --import tsx support/open-meteo-fake.ts',
      port: E2E.weatherPort,
      reuseExistingServer: false,
      env: {
        WEATHER_PORT: String(E2E.weatherPort),
        WEATHER_FAILS_AT: `${E2E.weatherFailsAt.lat},${E2E.weatherFailsAt.lng}`,
      },
    },
    appServer(E2E.appUrl, 'app', { ANALYTICS_ID: 'G-E2E' }),
    appServer(E2E.shortTtlUrl, 'short-ttl', { ACCESS_TOKEN_TTL: '2s', REFRESH_TOKEN_TTL: '12s' }),
  ],
});
