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

// Production mode unless told otherwise: graphql-js, for one, runs extra development checks on every field.
const server = spawn('npx', ['tsx', 'src/main.ts'], {
  cwd: 'apps/api',
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
