import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/**
 * Runs a task every `intervalSeconds` in each process, and once at start: publishing scheduled content, forgetting old
 * reports. Several processes may run it at once, so the task itself must make that safe (the statements do: each
 * item is changed by exactly one of them). A run still going when the next is due is not doubled, and a failed run is
 * logged and tried again at the next one. Returns a stop function that waits for the run in progress.
 */
export function startPeriodicTask<T>(options: {
  /** What the log says failed, e.g. "publishing scheduled content". */
  name: string;
  intervalSeconds: number;
  run: () => Promise<T>;
  /** What is worth a log line about a run's result, if anything. */
  report?: (result: T) => { message: string; details: object } | null;
  logger: Logger;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = options
      .run()
      .then((result) => {
        const line = options.report?.(result);
        if (line) options.logger.info(line.details, line.message);
      })
      .catch((error: unknown) =>
        // While the database is out of reach (a failover) one short line a run, not the whole statement each time.
        isDatabaseUnavailable(error)
          ? options.logger.warn(
              { reason: innermost(error) },
              `${options.name} failed: the database is unavailable; the next run retries`,
            )
          : options.logger.warn({ err: error }, `${options.name} failed; the next run retries`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalSeconds * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The message of what an error wraps, deepest first (Drizzle wraps the driver's error with the whole statement). */
function innermost(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown };
  while (current.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  return String(current.message);
}
