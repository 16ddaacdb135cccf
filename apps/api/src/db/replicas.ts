import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.js';

/** Where a read is sent: a replica, or the primary (`pool` absent). */
export interface ReadTarget {
  name: string;
  pool?: pg.Pool;
}

export const PRIMARY: ReadTarget = { name: 'primary' };

/**
 * Reads of the public catalogue (trips, ratings, articles, the wall, search: whatever `CatalogueCache` loads) may go
 * to a streaming replica; everything else — writes, transactions, a person's own rows, subscriptions' reads — goes to
 * the primary. `DatabaseHandle.reads` is this; with no replicas (PGlite, or none configured) every read is the
 * primary's.
 */
export interface ReadRouting {
  /** Where this request's catalogue reads go: a replica that has replayed what the request must see, or the primary. */
  choose(): ReadTarget;
  /** Runs `read` with its statements sent to `target`; when a replica fails, it is left out and the primary answers. */
  read<T>(target: ReadTarget, read: () => Promise<T>): Promise<T>;
}

export const PRIMARY_ONLY: ReadRouting = { choose: () => PRIMARY, read: (_target, read) => read() };

/** The replica the statements of the current read go to (set by `read`, seen by the primary's pool). */
const statementTarget = new AsyncLocalStorage<ReadTarget>();
/** The primary's WAL position a request must see: what its person wrote last (platform/read-your-writes.ts). */
const requestMustSee = new AsyncLocalStorage<{ lsn: bigint }>();

/** Runs `work` as a request that must see everything up to the primary's WAL position `lsn`. */
export function readingAfter<T>(lsn: bigint, work: () => T): T {
  return requestMustSee.run({ lsn }, work);
}

/** A WAL position (`16/B374D848`) as one number, to compare. */
export function parseLsn(text: string): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : undefined;
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/**
 * The primary's pool, which sends a statement to the replica of the current read when there is one. Transactions
 * check a connection out (`connect`), which stays the primary's.
 */
export class RoutingPool extends pg.Pool {
  override query(...args: unknown[]): never {
    const replica = statementTarget.getStore()?.pool;
    const target = (replica ?? pg.Pool.prototype) as { query: (...args: unknown[]) => unknown };
    return target.query.apply(replica ?? this, args) as never;
  }
}

interface Replica extends ReadTarget {
  pool: pg.Pool;
  /** Answered its last check; a replica that did not is left out until it answers again. */
  healthy: boolean;
  /** The WAL position it had replayed at its last check. */
  replayed: bigint;
}

/** How often each replica is asked whether it answers and how far it has replayed. */
const CHECK_INTERVAL_MS = 1000;

/** Replicas from DATABASE_REPLICA_URLS, checked every second, chosen in turn. */
export class Replicas implements ReadRouting {
  private readonly replicas: Replica[];
  private next = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    urls: string[],
    poolConfig: pg.PoolConfig,
    private readonly onChange: (replica: string, healthy: boolean, error?: unknown) => void,
  ) {
    this.replicas = urls.map((url, index) => {
      const pool = new pg.Pool({ ...poolConfig, connectionString: url });
      // A replica's idle connection that fails is dropped by its pool, and the next check tells whether it is gone.
      pool.on('error', () => {});
      return { name: `replica ${index + 1} (${new URL(url).host})`, pool, healthy: false, replayed: 0n };
    });
    this.timer = setInterval(() => void this.checkAll(), CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  /** Checks every replica once: the server starts with what they answer. */
  async start(): Promise<void> {
    await this.checkAll();
  }

  choose(): ReadTarget {
    // Only an HTTP request says what it must see; anything else (a subscription's event, a periodic task) reads what
    // was just written, from the primary.
    const mustSee = requestMustSee.getStore()?.lsn;
    if (mustSee === undefined) return PRIMARY;
    const eligible = this.replicas.filter((replica) => replica.healthy && replica.replayed >= mustSee);
    if (eligible.length === 0) return PRIMARY;
    this.next = (this.next + 1) % eligible.length;
    return eligible[this.next] as Replica;
  }

  async read<T>(target: ReadTarget, read: () => Promise<T>): Promise<T> {
    if (!target.pool) return read();
    try {
      return await statementTarget.run(target, read);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.mark(target as Replica, false, error);
      return read();
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.pool.end()));
  }

  private async checkAll(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => this.check(replica)));
  }

  private async check(replica: Replica): Promise<void> {
    try {
      // A replica reports what it has replayed; one promoted in a failover is a primary and reports what it has written.
      const { rows } = await replica.pool.query<{ lsn: string }>(
        'SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_lsn() END)::text AS lsn',
      );
      replica.replayed = parseLsn(rows[0]?.lsn ?? '') ?? 0n;
      this.mark(replica, true);
    } catch (error) {
      this.mark(replica, false, error);
    }
  }

  private mark(replica: Replica, healthy: boolean, error?: unknown): void {
    if (replica.healthy === healthy) return;
    replica.healthy = healthy;
    this.onChange(replica.name, healthy, error);
  }
}
