import { execFileSync } from 'node:child_process';
import { linkSync, readFileSync, renameSync, rmSync, type Stats, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

/**
 * Who holds a lock: the process id, and what tells that process apart from a later one given the same id — its start
 * time and the boot it started in. Pids are reused (a container's restart hands out the same small numbers again),
 * and a killed process stays a zombie, still holding its id, until its parent reaps it: an id alone proves nothing.
 */
interface Holder {
  pid: number;
  /** Linux: clock ticks after boot (/proc/<pid>/stat, field 22); elsewhere `ps`'s start time; null when unknown. */
  started: string | null;
  /** Linux's /proc/sys/kernel/random/boot_id: start times count from a boot, and pids begin again after one. */
  boot: string | null;
  holder: string;
}

type Liveness = { state: 'gone' } | { state: 'zombie' } | { state: 'running'; started: string | null };

function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function statIfPresent(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

const bootId = (): string | null => readIfPresent('/proc/sys/kernel/random/boot_id')?.trim() || null;

/** The state of a process: Linux's /proc, else `ps` (macOS, the BSDs), else whether signal 0 reaches it. */
function liveness(pid: number): Liveness {
  if (readIfPresent('/proc/self/stat') !== null) {
    const stat = readIfPresent(`/proc/${pid}/stat`);
    if (stat === null) return { state: 'gone' };
    // The name in parentheses may hold spaces and parentheses itself: the fields that matter follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Z: exited, waiting for its parent to reap it; X: being removed.
    if (fields[0] === 'Z' || fields[0] === 'X') return { state: 'zombie' };
    return { state: 'running', started: fields[19] ?? null };
  }
  try {
    const line = execFileSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (!line) return { state: 'gone' };
    const [state = '', ...started] = line.split(/\s+/);
    return state.startsWith('Z') ? { state: 'zombie' } : { state: 'running', started: started.join(' ') || null };
  } catch (error) {
    // ps exits 1 when no such process exists; without ps at all (Windows), ask the process table through signal 0.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return { state: 'gone' };
    try {
      process.kill(pid, 0);
      return { state: 'running', started: null };
    } catch (signalError) {
      return (signalError as NodeJS.ErrnoException).code === 'EPERM'
        ? { state: 'running', started: null }
        : { state: 'gone' };
    }
  }
}

function currentHolder(holder: string): Holder {
  const self = liveness(process.pid);
  return { pid: process.pid, started: self.state === 'running' ? self.started : null, boot: bootId(), holder };
}

/** A lock file's holder; the first version's `<pid> <holder>` lines are read too (nothing to compare them by). */
function parseHolder(text: string): Holder | null {
  try {
    const parsed = JSON.parse(text) as Holder;
    if (Number.isInteger(parsed.pid)) return parsed;
  } catch {
    const [pid, ...holder] = text.trim().split(' ');
    if (Number.isInteger(Number(pid)) && Number(pid) > 0) {
      return { pid: Number(pid), started: null, boot: null, holder: holder.join(' ') };
    }
  }
  return null;
}

/** Linux: when a process started, in milliseconds since 1970 (boot time + its start in ticks of 1/100 s). */
function startedAtMs(ticks: string): number | null {
  const boot = /^btime (\d+)$/m.exec(readIfPresent('/proc/stat') ?? '')?.[1];
  return boot ? Number(boot) * 1000 + Number(ticks) * 10 : null;
}

/**
 * Whether the lock's holder still runs: the same process id, not a zombie, started at the recorded time in the same
 * boot. A lock of the first version records no start time: a process with its id that started after the lock was
 * written cannot have written it. Where neither can be compared (no /proc, no ps), a running process with the id holds.
 */
function isHeld(lock: Holder, writtenAtMs: number): boolean {
  if (lock.pid === process.pid) return false;
  if (lock.boot && bootId() && lock.boot !== bootId()) return false;
  const now = liveness(lock.pid);
  if (now.state !== 'running') return false;
  if (lock.started && now.started) return lock.started === now.started;
  const started = now.started && /^\d+$/.test(now.started) ? startedAtMs(now.started) : null;
  // A second's slack for the clock's resolution.
  return started === null || started <= writtenAtMs + 1000;
}

/**
 * The embedded database is one process's: a second server, a backup or a restore on the same DATA_DIR at the same
 * time would corrupt it. Each takes this lock — `DATA_DIR/db.lock`, naming its holder — and gives it back when done.
 * A lock whose holder has gone (kill -9, an out-of-memory kill, a power cut, a container's restart) is taken over at
 * once: a zombie or another process that has since been given the same id does not count as its holder. Why a file
 * checked this way and not an operating-system lock: db/README.md "Failures".
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const file = join(dataDir, 'db.lock');
  const mine = JSON.stringify(currentHolder(holder));
  // Written beside the lock and linked into place: link() fails when the lock exists, so of two processes starting at
  // once exactly one gets it, and nobody ever sees a lock file half written.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${mine}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        return () => {
          if (readIfPresent(file)?.trim() === mine) rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = readIfPresent(file);
      const writtenAtMs = statIfPresent(file)?.mtimeMs;
      if (text === null || writtenAtMs === undefined) continue;
      const lock = parseHolder(text);
      if (lock && isHeld(lock, writtenAtMs)) {
        throw new DataDirInUseError(
          `${dataDir} is in use by ${lock.holder || 'another process'} (pid ${lock.pid}); stop it first (or delete ${file} if that process is not Toulky).`,
        );
      }
      // Stale: moved aside under a name of our own (rename is atomic, so of two processes taking it over only one
      // moves it), and removed if it is still the lock that was judged; a fresh lock that a faster process linked in
      // meanwhile is put back, and the next round finds it held.
      const aside = `${file}.stale.${process.pid}`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      if (readIfPresent(aside) === text) {
        rmSync(aside, { force: true });
      } else {
        try {
          linkSync(aside, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        } finally {
          rmSync(aside, { force: true });
        }
      }
    }
    throw new DataDirInUseError(`${dataDir}: could not take ${file}; other processes keep taking it.`);
  } finally {
    rmSync(draft, { force: true });
  }
}
