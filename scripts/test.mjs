#!/usr/bin/env node
// `npm test`: lint, typecheck, generated-code check, unit + API integration tests on PGlite and, side by side with
// them, the same integration suite on PostgreSQL (TEST_DATABASE_URL), the web build and its bundle budget, then the
// browser end-to-end suite.
// With CI=true nothing may be skipped. Ends with one "N passed, N failed" line over every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const ci = process.env.CI === 'true';
const reports = mkdtempSync(join(tmpdir(), 'toulky-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

/** How long a part took, for the closing lines (and CI's time per part). */
const parts = [];

function timed(title, startedAt) {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  parts.push({ title, seconds });
  console.log(`✔ ${title} (${seconds} s)`);
}

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    finish(1);
  }
  timed(title, startedAt);
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

function vitestArgs(name) {
  return ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(reports, `${name}.json`)}`];
}

function vitest(title, workspace, name, env = {}) {
  run(title, 'npx', vitestArgs(name), { cwd: workspace, env });
  countVitest(join(reports, `${name}.json`));
}

/** Runs one suite with its output's lines headed by its name; resolves to its exit code. */
function runPrefixed(label, command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) console.log(`[${label}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`));
    }
    child.on('close', (code, signal) => resolve(code ?? signal));
  });
}

/**
 * The API's suites on both databases at once: each runs one file at a time and spends much of it waiting on its
 * database and servers, so side by side they take little longer than the longer one alone.
 */
async function vitestSideBySide(title, workspace, suites) {
  console.log(`\n▶ ${title}`);
  const startedAt = Date.now();
  const codes = await Promise.all(
    suites.map(({ label, name, env }) =>
      runPrefixed(label, 'npx', vitestArgs(name), { cwd: workspace, env: { ...process.env, ...env } }),
    ),
  );
  for (const suite of suites) {
    const report = join(reports, `${suite.name}.json`);
    if (existsSync(report)) countVitest(report);
  }
  const failed = suites.filter((_suite, index) => codes[index] !== 0);
  if (failed.length > 0) {
    console.error(`\n✖ ${title} failed: ${failed.map((suite) => suite.label).join(', ')}`);
    finish(1);
  }
  timed(title, startedAt);
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
  console.log('\nTime per part:');
  for (const part of parts) console.log(`  ${String(part.seconds).padStart(5)} s  ${part.title}`);
  console.log(`\nTests finished in ${seconds} s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

run('Lint and formatting (Biome)', 'npx', ['biome', 'check', '.']);
run('Generated GraphQL types are current', 'npm', ['run', 'codegen:check', '--workspaces', '--if-present']);
run('Typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
vitest('Web unit tests', 'apps/web', 'web');
const pglite = { label: 'pglite', name: 'api-pglite', env: { TEST_DB: 'pglite' } };
if (process.env.TEST_DATABASE_URL) {
  // TEST_POSTGRES_NODE: another Node.js for the PostgreSQL half (CI: Node 24, while the rest runs on the machine's).
  const otherNode = process.env.TEST_POSTGRES_NODE;
  const postgres = { label: 'postgres', name: 'api-postgres', env: { TEST_DB: 'postgres' } };
  if (otherNode) {
    postgres.env.PATH = `${dirname(otherNode)}${delimiter}${process.env.PATH}`;
    postgres.label = `postgres, node ${spawnSync(otherNode, ['--version'], { encoding: 'utf8' }).stdout.trim()}`;
    pglite.label = `pglite, node ${process.version}`;
  }
  await vitestSideBySide('API unit and integration tests on PGlite and PostgreSQL, side by side', 'apps/api', [
    pglite,
    postgres,
  ]);
} else {
  vitest('API unit and integration tests on PGlite', 'apps/api', pglite.name, pglite.env);
  skipOrFail('TEST_DATABASE_URL is not set, so the PostgreSQL run of the integration suite');
}

run('Build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
run('Bundle budget: initial JavaScript for /app/trips, the map in its own chunk', 'npm', [
  'run',
  'budget',
  '-w',
  'apps/web',
]);

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
if (existsSync(chromium)) {
  const output = join(reports, 'e2e.json');
  run('Browser end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: 'e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  countPlaywright(output);
} else {
  skipOrFail(
    `${chromium} is missing, so the browser tests (install it: apt-get install -y --no-install-recommends chromium-headless-shell)`,
  );
}

finish(totals.failed > 0 ? 1 : 0);
