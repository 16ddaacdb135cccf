import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/db/seed/demo-user.js';
import { exited } from './server-process.js';
import { freePort } from './smtp.js';

// The embedded database's lock (db/data-dir-lock.ts) with real server processes: a server killed with kill -9 is
// followed at once by a new one on the same DATA_DIR, ten times in a row, while the killed one is still a zombie; a
// lock naming a live process that is not its writer does not block; a second server beside a running one is refused.
// The servers run the build, as `npm start` does (a start in ~1.5 s instead of tsx's 5–10 s on a busy machine), from
// a build of this test's own under node_modules, where the server's packages resolve as from dist/.
const API_DIR = resolve(import.meta.dirname, '..');
const BUILD = `node_modules/.cache/toulky-lock-test-${process.pid}`;
execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', BUILD], { cwd: API_DIR, stdio: 'pipe' });
const dataDir = mkdtempSync(join(tmpdir(), 'toulky-lock-'));
const lockFile = join(dataDir, 'db.lock');
const env = { DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };

/** A server whose parent (a shell blocked on `read`) does not reap it until released, as a busy supervisor may not. */
interface Server {
  pid: number;
  url: string;
  shell: ChildProcess;
  output: () => string;
  /** Lets the shell reap the server and exit. */
  release(): Promise<void>;
}

const started = new Set<Server>();
const strays: ChildProcess[] = [];
afterAll(async () => {
  for (const server of started) {
    if (state(server.pid) !== 'gone' && state(server.pid) !== 'Z') process.kill(server.pid, 'SIGKILL');
    await server.release();
  }
  for (const stray of strays) stray.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(API_DIR, BUILD), { recursive: true, force: true });
});

/** The process's state letter from /proc (R, S, Z, …), or 'gone'. */
function state(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? 'gone';
  } catch {
    return 'gone';
  }
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const shell = spawn('sh', ['-c', `node ${BUILD}/main.js & echo "pid=$!"; read _; wait`], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  shell.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  shell.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const shellExit = exited(shell);
  while (!/pid=(\d+)/.test(output)) await new Promise((resolve) => setTimeout(resolve, 10));
  const pid = Number(/pid=(\d+)/.exec(output)?.[1]);
  const server: Server = {
    pid,
    url: `http://127.0.0.1:${port}`,
    shell,
    output: () => output,
    async release() {
      if (shell.exitCode === null) shell.stdin?.end('\n');
      await shellExit;
      started.delete(server);
    },
  };
  started.add(server);
  return server;
}

/** Waits until the server answers /healthz; fails with its output if it ends first. */
async function healthy(server: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (state(server.pid) === 'gone' || state(server.pid) === 'Z') {
      throw new Error(`the server ended:\n${server.output()}`);
    }
    if (
      await fetch(`${server.url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

/** Waits until the server has ended (exited and reaped, or a zombie). */
async function ended(server: Server): Promise<void> {
  while (state(server.pid) !== 'gone' && state(server.pid) !== 'Z') {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function signIn(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }',
      variables: { e: DEMO_USER.email, p: DEMO_USER.password },
    }),
  });
  const body = (await response.json()) as { data: { signIn: { accessToken: string } } };
  return body.data.signIn.accessToken;
}

describe('the embedded database lock', () => {
  it('lets a server start at once after kill -9, ten times in a row, while the killed one is a zombie', async () => {
    let server = await startServer();
    await healthy(server);
    const token = await signIn(server);
    const kills: string[] = [];
    for (let round = 1; round <= 10; round++) {
      // A write in flight when the server dies, as an out-of-memory kill would find it.
      const write = fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'mutation { updateMyProfile(input: { language: en_US }) { _id } }' }),
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 5));
      process.kill(server.pid, 'SIGKILL');
      await ended(server);
      await write;
      // Still in the process table with its id: what the first lock took for a running server.
      expect(state(server.pid)).toBe('Z');
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(server.pid);
      const killed = server;
      const startedAt = Date.now();
      server = await startServer();
      await healthy(server);
      kills.push(`${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      expect(state(killed.pid)).toBe('Z');
      await killed.release();
      expect(server.output()).not.toMatch(/is in use/);
    }
    console.log(`kill -9 and an immediate restart, 10 rounds: each started, in ${kills.join(', ')}`);

    // A second server beside the running one is refused with the message naming it, and leaves its lock alone.
    const second = await startServer();
    await ended(second);
    expect(second.output()).toMatch(
      new RegExp(`${dataDir} is in use by a Toulky server \\(pid ${server.pid}\\); stop it first`),
    );
    await second.release();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(server.pid);
    // So is a backup (and a restore, which takes the same lock).
    const backup = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/db/backup-cli.ts', 'backup', join(dataDir, 'b.tgz')],
      {
        cwd: API_DIR,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );
    expect(backup.status).toBe(1);
    expect(`${backup.stdout}${backup.stderr}`).toMatch(/is in use by a Toulky server \(pid \d+\)/);

    process.kill(server.pid, 'SIGTERM');
    await ended(server);
    await server.release();
    expect(() => readFileSync(lockFile)).toThrow();
  }, 300_000);

  it('is not blocked by a lock naming a live process that did not write it (a reused process id)', async () => {
    // A process that is alive now, under an id a killed server once had.
    const unrelated = spawn('sleep', ['300']);
    strays.push(unrelated);
    const pid = unrelated.pid as number;
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    writeFileSync(lockFile, `${JSON.stringify({ pid, started: '1', boot, holder: 'a Toulky server' })}\n`);
    let server = await startServer();
    await healthy(server);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(server.pid);
    process.kill(server.pid, 'SIGTERM');
    await ended(server);
    await server.release();

    // The first version's lock file (`<pid> <holder>`, no start time) written before that process started.
    writeFileSync(lockFile, `${pid} a Toulky server\n`);
    const before = new Date(Date.now() - 60_000);
    spawnSync('touch', ['-d', before.toISOString(), lockFile]);
    server = await startServer();
    await healthy(server);
    process.kill(server.pid, 'SIGTERM');
    await ended(server);
    await server.release();
    expect(state(pid)).not.toBe('gone');
  }, 120_000);
});
