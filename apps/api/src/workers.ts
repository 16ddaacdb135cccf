import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * `WORKERS` above 1: this process starts that many server processes sharing the port (node:cluster hands them
 * connections in turn) and looks after them. A process that stops unexpectedly is replaced; one that fails before it
 * ever listened (bad configuration, database down) stops them all, since its twins would fail the same way. SIGTERM or
 * SIGINT stops every process the way one process stops (in-flight work first) and exits 0 when all stopped cleanly.
 */
export function runWorkers(options: { count: number; logger: Logger; onListening: () => void }): void {
  const { count, logger } = options;
  let stopping = false;
  let listening = 0;
  let announced = false;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker?.isConnected());
    let code = exitCode;
    void Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', (workerCode) => {
              if (workerCode !== 0) code = 1;
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    ).then(() => process.exit(code));
  };

  const start = () => {
    const worker = cluster.fork();
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      listening += 1;
      if (listening === count && !announced) {
        announced = true;
        options.onListening();
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!listened) {
        logger.fatal({ pid: worker.process.pid, code, signal }, 'a server process failed to start; stopping');
        stopAll(1);
        return;
      }
      listening -= 1;
      logger.error(
        { pid: worker.process.pid, code, signal },
        'a server process stopped unexpectedly; starting another',
      );
      start();
    });
  };

  for (let i = 0; i < count; i++) start();
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
