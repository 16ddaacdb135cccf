import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process with this id is running (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {}

/**
 * The embedded database is one process's: a second server, a backup or a restore on the same DATA_DIR at the same
 * time would corrupt it. Each takes this lock (a file holding its process id) and gives it back when done; a lock
 * left by a process that is gone (kill -9, a power cut) is taken over.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const file = join(dataDir, 'db.lock');
  try {
    writeFileSync(file, `${process.pid} ${holder}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const [pid, ...owner] = readFileSync(file, 'utf8').trim().split(' ');
    if (Number(pid) !== process.pid && isRunning(Number(pid))) {
      throw new DataDirInUseError(
        `${dataDir} is in use by ${owner.join(' ') || 'another process'} (pid ${pid}); stop it first (or delete ${file} if that process is not Toulky).`,
      );
    }
    writeFileSync(file, `${process.pid} ${holder}\n`);
  }
  return () => rmSync(file, { force: true });
}
