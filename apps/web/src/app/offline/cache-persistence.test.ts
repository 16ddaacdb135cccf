import 'fake-indexeddb/auto';
import { InMemoryCache } from '@apollo/client';
import { gql } from '@apollo/client/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSnapshot, PERSIST_DEBOUNCE_MS, persistCache } from './cache-persistence';
import { OFFLINE_DB, withOfflineDb } from './offline-db';

const QUERY = gql`
  query Trips {
    trips {
      id
      title
    }
  }
`;
const data = { trips: [{ __typename: 'Trip', id: '1', title: 'Prachovské skály' }] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB.name);
    request.onsuccess = request.onerror = resolve;
  });
});

describe('cache persistence', () => {
  it('uses the spec database (toulky, store apollo; version 2 adds the saved trips) and a 1000 ms debounce', () => {
    expect(OFFLINE_DB.name).toBe('toulky');
    expect(OFFLINE_DB.stores.apollo).toBe('apollo');
    expect(OFFLINE_DB.version).toBe(2);
    expect(PERSIST_DEBOUNCE_MS).toBe(1000);
  });

  it('saves once the writes have paused for the debounce time', async () => {
    const cache = new InMemoryCache();
    persistCache(cache, 150);
    cache.writeQuery({ query: QUERY, data });
    await sleep(75);
    cache.writeQuery({ query: QUERY, data: { trips: [{ ...data.trips[0], title: 'Hruboskalsko' }] } });
    await sleep(100);
    expect(await loadSnapshot()).toBeUndefined();
    await sleep(150);
    expect(await loadSnapshot()).toMatchObject({ 'Trip:1': { title: 'Hruboskalsko' } });
  });

  it('restores the saved data into a new cache, as after a reload without network', async () => {
    const first = new InMemoryCache();
    const persistence = persistCache(first);
    first.writeQuery({ query: QUERY, data });
    await persistence.flush();

    const second = new InMemoryCache();
    expect(await persistCache(second).restore()).toBe(true);
    expect(second.readQuery({ query: QUERY })).toEqual(data);
  });

  it("keeps each language's snapshot apart: a reload restores the app's language's, never the other's", async () => {
    let language: 'cs_CZ' | 'en_US' = 'cs_CZ';
    const first = new InMemoryCache();
    const persistence = persistCache(first, PERSIST_DEBOUNCE_MS, () => language);
    first.writeQuery({ query: QUERY, data });
    await persistence.flush();
    language = 'en_US';
    first.writeQuery({ query: QUERY, data: { trips: [{ ...data.trips[0], title: 'Prachov Rocks' }] } });
    await persistence.flush();
    expect(await loadSnapshot('cs_CZ')).toMatchObject({ 'Trip:1': { title: 'Prachovské skály' } });
    expect(await loadSnapshot('en_US')).toMatchObject({ 'Trip:1': { title: 'Prachov Rocks' } });

    const czech = new InMemoryCache();
    expect(await persistCache(czech, PERSIST_DEBOUNCE_MS, () => 'cs_CZ').restore()).toBe(true);
    expect(czech.readQuery({ query: QUERY })).toEqual(data);
    await withOfflineDb((db) => db.delete(OFFLINE_DB.stores.apollo, 'cache:en_US'));
    expect(await persistCache(new InMemoryCache(), PERSIST_DEBOUNCE_MS, () => 'en_US').restore()).toBe(false);
  });

  it('tells when the restore has finished, so that fresh answers are written after the snapshot', async () => {
    const first = new InMemoryCache();
    const saved = persistCache(first);
    first.writeQuery({ query: QUERY, data });
    await saved.flush();

    const second = new InMemoryCache();
    const persistence = persistCache(second);
    await persistence.restored();
    expect(second.readQuery({ query: QUERY })).toBeNull();
    void persistence.restore();
    await persistence.restored();
    expect(second.readQuery({ query: QUERY })).toEqual(data);
  });

  it('saves nothing while paused (sign-out)', async () => {
    const cache = new InMemoryCache();
    const persistence = persistCache(cache, 10);
    persistence.pause();
    cache.writeQuery({ query: QUERY, data });
    await persistence.flush();
    expect(await loadSnapshot()).toBeUndefined();
  });
});
