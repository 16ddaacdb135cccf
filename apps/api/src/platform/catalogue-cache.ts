import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/raw.js';
import { PRIMARY, PRIMARY_ONLY, type ReadRouting, type ReadTarget } from '../db/replicas.js';

/** Entries kept for the current version before the oldest are dropped (every filter combination is not needed). */
const MAX_ENTRIES = 5_000;

/**
 * The public catalogue (published trips, ratings, articles, the wall) kept in memory and shared by every request of
 * this process. The database counts each committed change of the catalogue (migration 0006), whoever makes it; what
 * is kept was read under one version and serves only requests that read the same version.
 *
 * A request reads the version once (`forRequest`), in one tiny statement shared by all requests that arrive in the
 * same turn of the event loop. That statement is sent after the request arrived, so an answer never predates a
 * change committed before it — by this process, another one, or by hand.
 */
export class CatalogueCache {
  private version = -1n;
  private entries = new Map<string, Promise<unknown>>();
  /** Requests waiting for the version, by where it is read (the primary, or each replica). */
  private waiting = new Map<
    ReadTarget,
    Array<{ resolve: (version: bigint) => void; reject: (error: unknown) => void }>
  >();

  constructor(
    private readonly db: Database,
    /** Where the catalogue is read: replicas when there are (db/replicas.ts), else the primary. */
    private readonly reads: ReadRouting = PRIMARY_ONLY,
  ) {}

  /** The catalogue as one request sees it. */
  forRequest(): CatalogueView {
    return new CatalogueView(this);
  }

  /** Where the current request reads the catalogue: a replica that has what its person wrote, or the primary. */
  chooseTarget(): ReadTarget {
    return this.reads.choose();
  }

  /**
   * The value under `key` at `version`, loaded once however many requests ask at the same time, from `target`: the
   * database the version was read from, so what is kept was read where that version was.
   */
  lookup<T>(version: bigint, key: string, load: () => Promise<T>, target: ReadTarget = PRIMARY): Promise<T> {
    if (!this.isCurrent(version)) return this.reads.read(target, load);
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = this.reads.read(target, load);
      this.remember(key, entry);
    }
    return entry;
  }

  /** Values of one kind for many ids; those not kept are loaded together by one call of `load`, by id. */
  lookupMany<T>(
    version: bigint,
    kind: string,
    ids: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
    target: ReadTarget = PRIMARY,
  ): Promise<Array<T | undefined>> {
    if (!this.isCurrent(version)) {
      return this.reads.read(target, () => load([...ids])).then((values) => ids.map((id) => values.get(id)));
    }
    const keyOf = (id: string) => `${kind}:${id}`;
    const missing = ids.filter((id) => !this.entries.has(keyOf(id)));
    if (missing.length) {
      const loaded = this.reads.read(target, () => load(missing));
      for (const id of missing)
        this.remember(
          keyOf(id),
          loaded.then((values) => values.get(id)),
        );
    }
    return Promise.all(ids.map((id) => this.entries.get(keyOf(id)) as Promise<T | undefined>));
  }

  /**
   * Reads the catalogue's version where the current request reads the catalogue (or at `target`); callers in the same
   * turn of the event loop share one statement.
   */
  readVersion(target: ReadTarget = this.chooseTarget()): Promise<bigint> {
    return new Promise((resolve, reject) => {
      const waiting = this.waiting.get(target) ?? [];
      waiting.push({ resolve, reject });
      this.waiting.set(target, waiting);
      // Sent once the I/O of this turn has been handled, so every request that arrived in it can join.
      if (waiting.length === 1) setImmediate(() => void this.sendVersionQuery(target));
    });
  }

  /**
   * Whether entries may be kept for `version`: a newer version replaces what is kept; a request that read an older
   * one (its statement answered after a newer one) is served straight from the database.
   */
  private isCurrent(version: bigint): boolean {
    if (version > this.version) {
      this.version = version;
      this.entries = new Map();
    }
    return version === this.version;
  }

  private remember(key: string, entry: Promise<unknown>): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    // A failed load is not kept: the next request tries again.
    entry.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
  }

  private async sendVersionQuery(target: ReadTarget): Promise<void> {
    const waiting = this.waiting.get(target) ?? [];
    this.waiting.delete(target);
    try {
      const [row] = await this.reads.read(target, () =>
        queryRows<{ version: string }>(
          this.db,
          sql`SELECT version::text AS version FROM catalogue_version WHERE id = 1`,
        ),
      );
      const version = BigInt(row?.version ?? 0);
      for (const waiter of waiting) waiter.resolve(version);
    } catch (error) {
      for (const waiter of waiting) waiter.reject(error);
    }
  }
}

/**
 * One request's consistent view of the catalogue: the version is read once, at the first use, where the request reads
 * the catalogue (a replica or the primary), and everything the request loads is read there too.
 */
export class CatalogueView {
  private version: Promise<bigint> | undefined;
  private target: ReadTarget | undefined;

  constructor(private readonly cache: CatalogueCache) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.lookup(await this.currentVersion(), key, load, this.target);
  }

  async getMany<T>(
    kind: string,
    ids: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Array<T | undefined>> {
    return this.cache.lookupMany(await this.currentVersion(), kind, ids, load, this.target);
  }

  /** Reads the version now, if this request has not yet, and answers it: what this request reads is at least as new. */
  pin(): Promise<bigint> {
    return this.currentVersion();
  }

  /** Reads the version again at the next use: after this request changed the catalogue, and per subscription event. */
  refresh(): void {
    this.version = undefined;
  }

  private currentVersion(): Promise<bigint> {
    if (!this.version) {
      this.target = this.cache.chooseTarget();
      this.version = this.cache.readVersion(this.target);
    }
    return this.version;
  }
}
