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
  /** How many of the committed migrations the database has not applied (0 when it is up to date). */
  pendingMigrations(): Promise<number>;
  /** The connections open to the database: PostgreSQL's pool, or PGlite's one in-process connection. */
  connections(): ConnectionStats;
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
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
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      async ping() {
        await pool.query('SELECT 1');
      },
      pendingMigrations: () =>
        pendingOf(async () => (await pool.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0),
      connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 20 }),
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
