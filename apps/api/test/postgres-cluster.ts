import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './smtp.js';

/** The newest PostgreSQL binaries on the machine (Debian's layout), as scripts/postgres-throwaway.sh finds them. */
function binaries(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', newest, 'bin');
}

/**
 * A PostgreSQL server of a test's own, which it may stop and start (the shared TEST_DATABASE_URL server may not be
 * touched). As root, initdb and the server run as the postgres user, as in scripts/postgres-throwaway.sh.
 */
export async function startPostgresCluster() {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'toulky-pg-own-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), -1);
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, program), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
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
