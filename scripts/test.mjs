#!/usr/bin/env node
// `npm test`: lint, typecheck, generated-code check, unit + API integration tests on PGlite, the same
// integration suite on PostgreSQL (TEST_DATABASE_URL), the web build and its bundle budget, then the browser
// end-to-end suite.
// With CI=true nothing may be skipped. Ends with one "N passed, N failed" line over every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ci = process.env.CI === 'true';
const reports = mkdtempSync(join(tmpdir(), 'toulky-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    finish(1);
  }
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function vitest(title, workspace, name, env = {}) {
  const output = join(reports, `${name}.json`);
  run(title, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${output}`], {
    cwd: workspace,
    env,
  });
  countVitest(output);
}

function skipOrFail(message) {
  if (ci) {
    console.error(`\n✖ ${message} (required when CI=true)`);
    finish(1);
  }
  console.log(`\n⚠ ${message}: skipped`);
}

function finish(code) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nTests finished in ${seconds} s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

run('Lint and formatting (Biome)', 'npx', ['biome', 'check', '.']);
run('Generated GraphQL types are current', 'npm', ['run', 'codegen:check', '--workspaces', '--if-present']);
run('Typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
vitest('Web unit tests', 'apps/web', 'web');
vitest('API unit and integration tests on PGlite', 'apps/api', 'api-pglite', { TEST_DB: 'pglite' });

if (process.env.TEST_DATABASE_URL) {
  vitest('API integration tests on PostgreSQL', 'apps/api', 'api-postgres', { TEST_DB: 'postgres' });
} else {
  skipOrFail('TEST_DATABASE_URL is not set, so the PostgreSQL run of the integration suite');
}

run('Build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
run('Bundle budget: initial JavaScript for /app/trips, the map in its own chunk', 'npm', [
  'run',
  'budget',
  '-w',
  'apps/web',
]);

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  const output = join(reports, 'e2e.json');
  run('Browser end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: 'e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  countPlaywright(output);
} else {
  skipOrFail(
    `${chromium} is missing, so the browser tests (install it: apt-get install -y --no-install-recommends chromium)`,
  );
}

finish(totals.failed > 0 ? 1 : 0);
