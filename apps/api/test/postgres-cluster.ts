import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './smtp.js';

/** The newest PostgreSQL binaries on the machine (Debian's layout), as scripts/postgres-throwaway.sh finds them. */
function binaries(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', newest, 'bin');
}

export interface ClusterOptions {
  /** Server settings on top of the test defaults (`-c name=value`), e.g. `synchronous_commit`. */
  settings?: Record<string, string>;
  /**
   * A streaming standby of this server instead of a new cluster: a copy taken with pg_basebackup that follows it,
   * known to it as `name` (its application_name, what `synchronous_standby_names` lists).
   */
  standbyOf?: { port: number; name: string };
}

/**
 * A PostgreSQL server of a test's own, which it may stop and start (the shared TEST_DATABASE_URL server may not be
 * touched). As root, initdb and the server run as the postgres user, as in scripts/postgres-throwaway.sh.
 */
export async function startPostgresCluster(options: ClusterOptions = {}) {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'toulky-pg-own-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), -1);
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, program), args, { stdio: 'pipe' });
  // Without blocking the test's event loop: for what happens while requests are in flight.
  const runAsync = (program: string, args: string[]) =>
    promisify(execFile)(
      asRoot ? 'runuser' : join(bin, program),
      asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args,
    );
  const data = join(dir, 'data');
  if (options.standbyOf) {
    const { port: primaryPort, name } = options.standbyOf;
    // -R writes the connection (application_name included) into postgresql.auto.conf and makes it a standby.
    run('pg_basebackup', [
      '-d',
      `host=127.0.0.1 port=${primaryPort} user=postgres application_name=${name}`,
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  } else {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const settings = { listen_addresses: '127.0.0.1', fsync: 'off', ...options.settings };
  const flags = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  const serverOptions = [`-p ${port}`, `-k ${dir}`, ...flags].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', serverOptions, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    /** Stops it as a crash would: every process ends at once, nothing is flushed or said goodbye to. */
    crash: () => runAsync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    /** A standby becomes a primary; resolves once it takes writes. */
    promote: () => runAsync('pg_ctl', ['-D', data, '-w', 'promote']),
    /** The server's log so far. */
    log: () => readFileSync(join(dir, 'server.log'), 'utf8'),
    /** The server's processes: the postmaster (first line of postmaster.pid) and every process it started. */
    processes(): number[] {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).toString();
      return [postmaster, ...children.split('\n').filter(Boolean).map(Number)];
    },
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
