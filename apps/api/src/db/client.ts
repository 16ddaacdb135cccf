import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_SOURCES } from '../platform/paths.js';
import { PRIMARY_ONLY, parseLsn, type ReadRouting, Replicas, RoutingPool } from './replicas.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database handle inside `db.transaction(…)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every committed migration not yet applied; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Whether the database takes writes: false on a standby (one not yet promoted in a failover, or a demoted one). */
  isWritable(): Promise<boolean>;
  /** How many of the committed migrations the database has not applied (0 when it is up to date). */
  pendingMigrations(): Promise<number>;
  /** The connections open to the database: PostgreSQL's pool, or PGlite's one in-process connection. */
  connections(): ConnectionStats;
  /** Where reads of the public catalogue go: to replicas (DATABASE_REPLICA_URLS) or, without any, the primary. */
  reads: ReadRouting;
  /** Whether reads go to replicas at all. */
  hasReplicas: boolean;
  /** The primary's WAL position now: what a read must have seen to include every write committed so far. */
  walPosition(): Promise<bigint>;
  /** Whether every LISTEN is connected (after a lost connection it is re-established within a second or two). */
  isListening(): boolean;
  /** LISTENs on a channel; resolves to a function that stops listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectionStats {
  open: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite runs in-process. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** A PGlite data directory to start from (a dump), instead of a new one: the tests' migrated template. */
  pgliteTemplate?: Blob;
  /** Called with each SQL statement (used by tests that count statements). */
  onQuery?: (query: string) => void;
  /** Called when an idle PostgreSQL connection fails (the pool drops it and opens a new one when needed). */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL: how long a connection may take to be had (opened, or freed by another request) and a statement to be
   * answered before it fails; none when absent (the seed and other tools wait as long as it takes). The server sets
   * both, so nothing waits on a database that is gone or frozen (DATABASE_CONNECT_TIMEOUT, DATABASE_QUERY_TIMEOUT).
   */
  timeouts?: DatabaseTimeouts;
  /** postgres:// URLs of streaming replicas of `databaseUrl` for the public catalogue's reads. */
  replicaUrls?: string[];
  /** Told when a replica stops answering (it is left out) and when it answers again. */
  onReplicaChange?: (replica: string, healthy: boolean, error?: unknown) => void;
}

export interface DatabaseTimeouts {
  connectSeconds: number;
  querySeconds: number;
}

const migrationsFolder = join(API_SOURCES, 'db', 'migrations');
const committedMigrations = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** Drizzle's migrators record each applied migration in this table. */
const APPLIED_MIGRATIONS = 'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations';

async function pendingOf(count: () => Promise<number>): Promise<number> {
  try {
    return Math.max(0, committedMigrations - (await count()));
  } catch {
    // No table yet: nothing has been applied.
    return committedMigrations;
  }
}
/** The contrib extensions the migrations create (PostgreSQL ships them; PGlite loads them when it opens). */
export const PGLITE_EXTENSIONS = { cube, unaccent };

// Any constant shared by all processes of this app: serialises concurrent migration runs.
const MIGRATION_LOCK_ID = 7_361_204;

/** Opens PostgreSQL (pooled) or PGlite behind one Drizzle interface. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : false;

  if (options.databaseUrl) {
    const config = poolConfig(options.timeouts);
    const replicas = options.replicaUrls?.length
      ? new Replicas(options.replicaUrls, config, options.onReplicaChange ?? (() => {}))
      : undefined;
    await replicas?.start();
    const pool = replicas
      ? new RoutingPool({ ...config, connectionString: options.databaseUrl })
      : new pg.Pool({ ...config, connectionString: options.databaseUrl });
    // Without a listener, a connection the server ends (restart, failover, DROP DATABASE) would be an uncaught
    // exception that stops the process; the pool has already discarded it.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    const db = drizzlePg({ client: pool, schema, logger });
    const listeners: Listener[] = [];
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // A connection of its own, without the statement timeout: a migration may rebuild a large table, and waiting
        // for another process's migrations to finish takes as long as they do.
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('error', (error) => options.onConnectionError?.(error));
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          await client.end();
        }
      },
      async ping() {
        await pool.query('SELECT 1');
      },
      async isWritable() {
        const { rows } = await pool.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
        return rows[0]?.standby === false;
      },
      reads: replicas ?? PRIMARY_ONLY,
      hasReplicas: replicas !== undefined,
      async walPosition() {
        const { rows } = await pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
        return parseLsn(rows[0]?.lsn ?? '') ?? 0n;
      },
      pendingMigrations: () =>
        pendingOf(async () => (await pool.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0),
      connections: () => ({
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_SIZE,
      }),
      isListening: () => listeners.every((listener) => listener.connected()),
      async listen(channel, handler) {
        const listener = new Listener(pool, channel, handler, options.onConnectionError);
        listeners.push(listener);
        await listener.connect();
        return async () => {
          listeners.splice(listeners.indexOf(listener), 1);
          await listener.stop();
        };
      },
      async notify(channel, payload) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        // pool.end() resolves as soon as it has asked each connection to end; wait until they have.
        const ended = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
        await pool.end();
        await Promise.all(ended);
        await replicas?.close();
      },
    };
  }

  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const db = drizzlePglite({ client, schema, logger });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    isWritable: async () => !client.closed,
    reads: PRIMARY_ONLY,
    hasReplicas: false,
    walPosition: async () => 0n,
    pendingMigrations: () =>
      pendingOf(async () => (await client.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0),
    connections: () => ({ open: client.closed ? 0 : 1, idle: 0, waiting: 0, max: 1 }),
    isListening: () => !client.closed,
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

const POOL_SIZE = 20;

/** The pool's settings: its size, and with timeouts, the bounds that keep a request from waiting on a lost server. */
function poolConfig(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return { max: POOL_SIZE, Client: ResilientClient };
  const queryMs = timeouts.querySeconds * 1000;
  return {
    max: POOL_SIZE,
    Client: ResilientClient,
    // Opening a connection, or waiting for one of the pool's to be free.
    connectionTimeoutMillis: timeouts.connectSeconds * 1000,
    // The server ends a statement running longer, and a transaction left idle that long (its connection is then
    // closed); the client gives up on an answer a second later, for a server that cannot say anything any more.
    statement_timeout: queryMs,
    idle_in_transaction_session_timeout: queryMs,
    query_timeout: queryMs + 1000,
    // A connection whose server vanished without closing it (a cut network, a machine gone) is noticed while idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * A node-postgres client fit for a database that may go away at any moment (a restart, a failover):
 * - a connection that ends while a request holds it (inside a transaction) fails that request's statements, and no
 *   longer also throws its 'error' event at a process with nobody listening (which would stop the server);
 * - a statement whose answer does not come within `query_timeout` closes the connection, which would otherwise stay
 *   busy with it and be handed to the next request by the pool.
 */
class ResilientClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The statements in flight receive the error; the pool drops the client when it is given back.
    this.on('error', () => {});
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const dropConnection = (error: unknown) => {
      if ((error as Error | undefined)?.message === 'Query read timeout') {
        (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }
    };
    this.query = ((...args: unknown[]) => {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          dropConnection(error);
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch(dropConnection);
      return result;
    }) as typeof this.query;
  }
}

/** How long a lost LISTEN connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * One LISTEN on a dedicated PostgreSQL connection that outlives the connection: when the database restarts or fails
 * over, the connection's error is handled (an unhandled one would stop the process) and LISTEN is set up again on a
 * new connection, every second until the database answers. Notifications sent while it was down are not replayed.
 */
class Listener {
  private client: pg.PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly handler: (payload: string) => void,
    private readonly onConnectionError: ((error: Error) => void) | undefined,
  ) {}

  connected(): boolean {
    return this.client !== undefined;
  }

  async connect(): Promise<void> {
    const client = await this.pool.connect();
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.handler(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.once('end', () => this.lost(client));
    try {
      await client.query(`LISTEN ${quoteIdentifier(this.channel)}`);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    if (this.stopped) {
      client.release(true);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.PoolClient, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (error) this.onConnectionError?.(error);
    client.release(error ?? true);
    this.again();
  }

  private again(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().catch(() => this.again());
    }, RELISTEN_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    await client.query(`UNLISTEN ${quoteIdentifier(this.channel)}`).catch(() => undefined);
    client.release();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
