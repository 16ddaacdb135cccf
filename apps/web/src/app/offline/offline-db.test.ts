import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSnapshot } from './cache-persistence';
import { OFFLINE_DB, withOfflineDb } from './offline-db';

afterEach(async () => {
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB.name);
    request.onsuccess = request.onerror = resolve;
  });
});

const storeNames = () => withOfflineDb(async (db) => [...db.objectStoreNames].sort());

describe('the offline database', () => {
  it('is created with the data cache and the saved trips', async () => {
    expect(await storeNames()).toEqual(['apollo', 'autoSaveSkips', 'savedTrips']);
  });

  it('upgrades from version 1 (the data cache alone) keeping the cached data', async () => {
    const snapshot = { 'Trip:1': { __typename: 'Trip', id: '1', title: 'Prachovské skály' } };
    const v1 = await openDB(OFFLINE_DB.name, 1, {
      upgrade(db) {
        db.createObjectStore('apollo');
      },
    });
    await v1.put('apollo', snapshot, 'cache');
    v1.close();

    expect(await loadSnapshot()).toEqual(snapshot);
    expect(await storeNames()).toEqual(['apollo', 'autoSaveSkips', 'savedTrips']);
    expect(await withOfflineDb(async (db) => db.version)).toBe(2);
    await withOfflineDb((db) => db.put(OFFLINE_DB.stores.savedTrips, { tripId: 't1' }));
    expect(await withOfflineDb((db) => db.get(OFFLINE_DB.stores.savedTrips, 't1'))).toEqual({ tripId: 't1' });
  });
});
