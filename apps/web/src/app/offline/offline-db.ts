import { type IDBPDatabase, openDB } from 'idb';

/**
 * The app's local database (spec §9: named after the product, with the store `apollo` for the data cache). Version 2
 * adds the trips saved for offline (`features/trips/offline`): `savedTrips`, one record per trip, and `autoSaveSkips`, the
 * bookmarked trips whose automatic copy the person removed by hand (so the next start does not save them again).
 * Sign-out deletes the whole database: saved trips are the person's, like the cache.
 */
export const OFFLINE_DB = {
  name: 'toulky',
  version: 2,
  stores: { apollo: 'apollo', savedTrips: 'savedTrips', autoSaveSkips: 'autoSaveSkips' },
} as const;

/**
 * The Cache Storage cache holding the saved trips' pictures and tracks. Workbox neither expires nor cleans it (its
 * expiration covers only its own `media` cache); the service worker's `/media` route falls back to it offline
 * (`build/saved-trips-fallback.ts`).
 */
export const SAVED_TRIPS_CACHE = 'toulky-saved-trips';

/** Opens the database, creating or upgrading its stores; an older version keeps what it holds. */
export function openOfflineDb(): Promise<IDBPDatabase> {
  return openDB(OFFLINE_DB.name, OFFLINE_DB.version, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore(OFFLINE_DB.stores.apollo);
      if (oldVersion < 2) {
        db.createObjectStore(OFFLINE_DB.stores.savedTrips, { keyPath: 'tripId' });
        db.createObjectStore(OFFLINE_DB.stores.autoSaveSkips);
      }
    },
  });
}

/** Opens the database for one use and closes it afterwards, so sign-out's deleteDatabase is never blocked. */
export async function withOfflineDb<T>(use: (db: IDBPDatabase) => Promise<T>): Promise<T> {
  const db = await openOfflineDb();
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

/** Sign-out: the database (data cache and saved trips) and the saved trips' files go. */
export function deleteOfflineData(): void {
  try {
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(OFFLINE_DB.name);
    if (typeof caches !== 'undefined') {
      caches.delete(SAVED_TRIPS_CACHE).catch((error: unknown) => {
        console.warn('[session] could not delete the saved trips', error);
      });
    }
  } catch (error) {
    console.warn('[session] could not delete the offline data', error);
  }
}
