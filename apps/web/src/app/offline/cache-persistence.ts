import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { LanguageCode } from '../i18n/languages';
import { OFFLINE_DB, withOfflineDb } from './offline-db';

/** Spec §9: the cache is written this long after its last change. */
export const PERSIST_DEBOUNCE_MS = 1000;

/**
 * Each language's answers are kept apart (issue 30): a reload without network restores the snapshot of the app's
 * language, never the other's. Czech keeps the key every snapshot had before, so an upgrade loses none.
 */
function snapshotKey(language: LanguageCode): string {
  return language === 'en_US' ? 'cache:en_US' : 'cache';
}

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

/** The saved cache snapshot of a language, or undefined when nothing has been saved. */
export function loadSnapshot(language: LanguageCode = 'cs_CZ'): Promise<unknown> {
  return withOfflineDb((db) => db.get(OFFLINE_DB.stores.apollo, snapshotKey(language)));
}

/**
 * Keeps the Apollo cache in IndexedDB so a reload without network still shows the last data (spec §1, §9).
 * Every cache write (queries, mutations, evictions) schedules one save, debounced, under the app's language then
 * (`language`); flush before the language changes, so what the cache holds is saved under the language it is in.
 */
export function persistCache(
  cache: InMemoryCache,
  debounceMs: number = PERSIST_DEBOUNCE_MS,
  language: () => LanguageCode = () => 'cs_CZ',
): CachePersistence {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  let restoring: Promise<boolean> = Promise.resolve(false);

  async function save(): Promise<void> {
    if (paused || typeof indexedDB === 'undefined') return;
    const snapshot = cache.extract();
    try {
      await withOfflineDb((db) => db.put(OFFLINE_DB.stores.apollo, snapshot, snapshotKey(language())));
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
      const snapshot = await loadSnapshot(language());
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
