import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import { OFFLINE_DB, withOfflineDb } from './offline-db';

/** Spec §9: the cache is written this long after its last change. */
export const PERSIST_DEBOUNCE_MS = 1000;
const SNAPSHOT_KEY = 'cache';

export interface CachePersistence {
  /** Loads the last saved snapshot into the cache; resolves false when there was none or it was unreadable. */
  restore(): Promise<boolean>;
  /** Resolves once the last restore has finished: a query answered before it would be overwritten by the snapshot. */
  restored(): Promise<void>;
  /** Saves now instead of waiting for the debounce (e.g. when the page is hidden). */
  flush(): Promise<void>;
  /** Stops saving and drops a pending save, before sign-out deletes the database. */
  pause(): void;
  /** Saves again after sign-in. */
  resume(): void;
}

/** The saved cache snapshot, or undefined when nothing has been saved. */
export function loadSnapshot(): Promise<unknown> {
  return withOfflineDb((db) => db.get(OFFLINE_DB.stores.apollo, SNAPSHOT_KEY));
}

/**
 * Keeps the Apollo cache in IndexedDB so a reload without network still shows the last data (spec §1, §9).
 * Every cache write (queries, mutations, evictions) schedules one save, debounced.
 */
export function persistCache(cache: InMemoryCache, debounceMs: number = PERSIST_DEBOUNCE_MS): CachePersistence {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  let restoring: Promise<boolean> = Promise.resolve(false);

  async function save(): Promise<void> {
    if (paused || typeof indexedDB === 'undefined') return;
    const snapshot = cache.extract();
    try {
      await withOfflineDb((db) => db.put(OFFLINE_DB.stores.apollo, snapshot, SNAPSHOT_KEY));
    } catch (error) {
      console.warn('[offline] could not save the cache', error);
    }
  }

  function schedule(): void {
    if (paused) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(), debounceMs);
  }

  // The cache has no change event, so its writing methods are wrapped (as apollo3-cache-persist does).
  for (const method of ['write', 'modify', 'evict'] as const) {
    const original = cache[method].bind(cache) as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = original(...args);
      schedule();
      return result;
    };
  }

  async function restore(): Promise<boolean> {
    if (typeof indexedDB === 'undefined') return false;
    try {
      const snapshot = await loadSnapshot();
      if (!snapshot || typeof snapshot !== 'object') return false;
      cache.restore(snapshot as NormalizedCacheObject);
      return true;
    } catch (error) {
      console.warn('[offline] could not restore the cache', error);
      return false;
    }
  }

  return {
    restore() {
      restoring = restore();
      return restoring;
    },
    async restored() {
      await restoring;
    },
    async flush() {
      clearTimeout(timer);
      await save();
    },
    pause() {
      paused = true;
      clearTimeout(timer);
    },
    resume() {
      paused = false;
    },
  };
}
