import { createPubSub } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.js';

const CHANNEL = 'toulky_events';

/** Topics and their payloads; payloads carry ids only (NOTIFY payloads are limited to 8 kB). */
export type PubSubTopics = {
  'user:updated': [userId: string, payload: { userId: string }];
  'trip:rating': [tripId: string, payload: { ratingId: string }];
  /** Sent by the database itself (migration 0005) when an article or announcement is published. */
  'feed:updated': [payload: { kind: 'ARTICLE' | 'TRIP_ANNOUNCEMENT'; id: string }];
};

interface Envelope {
  type: string;
  detail: unknown;
}

/**
 * An EventTarget that travels through Postgres NOTIFY/LISTEN, so an event published by
 * one API process reaches subscribers connected to every other process (PGlite speaks it too).
 */
class PostgresEventTarget extends EventTarget {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
  ) {
    super();
  }

  async start(): Promise<() => Promise<void>> {
    return this.database.listen(CHANNEL, (payload) => {
      try {
        const { type, detail } = JSON.parse(payload) as Envelope;
        super.dispatchEvent(new CustomEvent(type, { detail }));
      } catch (error) {
        this.logger.warn({ err: error }, 'ignored a malformed pub/sub notification');
      }
    });
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail;
    const envelope: Envelope = { type: event.type, detail };
    this.database.notify(CHANNEL, JSON.stringify(envelope)).catch((error: unknown) => {
      this.logger.error({ err: error, type: event.type }, 'publishing an event failed');
    });
    return true;
  }
}

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

/** Creates the cross-process pub/sub and starts listening; returns it with a stop function. */
export async function createAppPubSub(
  database: DatabaseHandle,
  logger: Logger,
): Promise<{ pubsub: AppPubSub; stop: () => Promise<void> }> {
  const target = new PostgresEventTarget(database, logger);
  const stop = await target.start();
  // Yoga's pub/sub only needs the EventTarget surface; ours forwards through Postgres.
  const pubsub = createPubSub<PubSubTopics>({ eventTarget: target as never });
  return { pubsub, stop };
}
