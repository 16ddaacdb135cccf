#!/usr/bin/env node
// `npm start`: builds the web app and the server when they have not been built (or their sources changed since),
// side by side, then runs the one Toulky server from its build. While the web app builds (the longest step), the
// server, built in a second, already migrates the database and loads the demo content (`--prepare`), so a first start
// does the two at once. Configuration comes from the environment (README).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

const WEB = {
  name: 'the web app',
  done: 'Built the web app',
  output: 'apps/web/dist/index.html',
  sources: ['apps/web/src', 'apps/web/sw', 'apps/web/index.html', 'apps/web/public'],
  command: ['npm', 'run', 'build', '-w', 'apps/web', '--silent'],
};
const SERVER = {
  name: 'the server',
  done: 'Built the server',
  output: 'apps/api/dist/main.js',
  sources: ['apps/api/src', 'apps/api/scripts/build.mjs'],
  command: [process.execPath, 'apps/api/scripts/build.mjs'],
};
const PREPARE = {
  name: 'the database',
  done: 'Migrated the database and loaded what it lacked',
  command: [process.execPath, 'apps/api/dist/main.js', '--prepare'],
};

function isStale({ output, sources }) {
  const existing = sources.filter(existsSync);
  return !existsSync(output) || Math.max(...existing.map(newestMtime)) > statSync(output).mtimeMs;
}

/** Runs one step; its own output (every chunk, with sizes) is shown only when it fails. */
function run({ name, done, command: [program, ...args] }) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => {
      if (code === 0) {
        console.log(`${done} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
        return resolve(true);
      }
      process.stdout.write(output);
      console.error(`Could not get ${name} ready (exit ${code ?? signal}).`);
      resolve(false);
    });
  });
}

const webStale = isStale(WEB);
const serverStale = isStale(SERVER);
if (webStale || serverStale) {
  const names = [webStale && WEB.name, serverStale && SERVER.name].filter(Boolean);
  console.log(`Building ${names.join(' and ')} (first start, or the sources changed)…`);
  const server = serverStale ? run(SERVER) : Promise.resolve(true);
  const results = await Promise.all([
    webStale ? run(WEB) : true,
    // Only worth it while the web app is building: on its own it would open the database once more.
    webStale ? server.then((built) => built && run(PREPARE)) : server,
  ]);
  if (results.includes(false)) process.exit(1);
}

// A larger young generation than V8's default (16 MB semi-spaces): every answer allocates its short-lived objects,
// and with room for a few hundred answers between scavenges a trip list costs ~20 % less CPU. NODE_OPTIONS that set
// it themselves win.
const nodeOptions = process.env.NODE_OPTIONS ?? '';
const youngGeneration = nodeOptions.includes('--max-semi-space-size') ? '' : '--max-semi-space-size=64';

// Production mode unless told otherwise: graphql-js, for one, runs extra development checks on every field.
const server = spawn(process.execPath, ['dist/main.js'], {
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
