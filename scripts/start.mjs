#!/usr/bin/env node
// `npm start`: builds the web app when it has not been built (or its sources changed since), then runs
// the one Toulky server. Configuration comes from the environment (see README).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const webDir = 'apps/web';
const builtIndex = join(webDir, 'dist', 'index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

const sources = [join(webDir, 'src'), join(webDir, 'index.html'), join(webDir, 'public')].filter(existsSync);
const stale = !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app (first start, or its sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '-w', webDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A larger young generation than V8's default (16 MB semi-spaces): every answer allocates its short-lived objects,
// and with room for a few hundred answers between scavenges a trip list costs ~20 % less CPU. NODE_OPTIONS that set
// it themselves win.
const nodeOptions = process.env.NODE_OPTIONS ?? '';
const youngGeneration = nodeOptions.includes('--max-semi-space-size') ? '' : '--max-semi-space-size=64';

// Production mode unless told otherwise: graphql-js, for one, runs extra development checks on every field.
const server = spawn('npx', ['tsx', 'src/main.ts'], {
  cwd: 'apps/api',
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'production',
    NODE_OPTIONS: `${nodeOptions} ${youngGeneration}`.trim(),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
