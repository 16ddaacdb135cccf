import type { Logger } from 'pino';

/**
 * Publishes scheduled content when its time comes: every `intervalSeconds` each process asks the database for what is
 * due. Several processes may ask at once; the publishing statement itself makes sure each item is published by exactly
 * one of them (editorial.repository.ts `publishDueContent`), and publishing bumps the public catalogue and announces
 * itself through the database like any other write. Returns a stop function.
 */
export function startEditorialScheduler(options: {
  intervalSeconds: number;
  publishDue: () => Promise<string[]>;
  logger: Logger;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = options
      .publishDue()
      .then((ids) => {
        if (ids.length) options.logger.info({ ids }, 'published scheduled content');
      })
      .catch((error: unknown) =>
        options.logger.warn({ err: error }, 'publishing scheduled content failed; next tick retries'),
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
