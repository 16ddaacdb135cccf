import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_DB, SAVED_TRIPS_CACHE } from '../../../app/offline/offline-db';
import { FakeCacheStorage } from '../../../test/fake-cache-storage';
import { tripDetail, tripRatings } from '../../../test/saved-trip-fixtures';
import {
  autoSaveSkips,
  clearAutoSaveSkips,
  getSavedTrip,
  listSavedTrips,
  onSavedTripsChange,
  removeAllSavedTrips,
  removeSavedTrip,
  savedTripBytes,
  skipAutoSave,
  storeSavedTrip,
} from './saved-trips-store';

const ORIGIN = 'https://toulky.test';
let cacheStorage: FakeCacheStorage;

/** Saves a trip whose files have the given bodies (their sizes in bytes are their lengths in ASCII). */
function save(id: string, files: Record<string, string>, manual = true) {
  const urls = Object.keys(files);
  return storeSavedTrip({
    detail: tripDetail(id, urls),
    ratings: tripRatings(id),
    files: urls.map((url) => ({ url: `${ORIGIN}${url}`, response: new Response(files[url]) })),
    manual,
    language: 'cs_CZ',
  });
}

const stored = () => cacheStorage.urls(SAVED_TRIPS_CACHE).map((url) => new URL(url).pathname);

beforeEach(() => {
  cacheStorage = new FakeCacheStorage();
  vi.stubGlobal('caches', cacheStorage);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB.name);
    request.onsuccess = request.onerror = resolve;
  });
});

describe('trips saved for offline', () => {
  it('stores the data in IndexedDB and the files in their cache, each counted in the trip’s size', async () => {
    const trip = await save('t1', { '/media/a.svg': 'abc', '/media/b.svg': 'defgh' });
    expect(trip.files).toEqual([
      { url: `${ORIGIN}/media/a.svg`, bytes: 3 },
      { url: `${ORIGIN}/media/b.svg`, bytes: 5 },
    ]);
    const data = [tripDetail('t1', ['/media/a.svg', '/media/b.svg']), tripRatings('t1')];
    const dataBytes = new TextEncoder().encode(JSON.stringify(data)).byteLength;
    expect(trip.dataBytes).toBe(dataBytes);
    expect(savedTripBytes(trip)).toBe(dataBytes + 8);
    expect(stored()).toEqual(['/media/a.svg', '/media/b.svg']);
    expect(await getSavedTrip('t1')).toEqual(trip);
    const response = await (await caches.open(SAVED_TRIPS_CACHE)).match(`${ORIGIN}/media/b.svg`);
    expect(await response?.text()).toBe('defgh');
  });

  it('lists the saved trips, the latest saved first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
    await save('older', { '/media/o.svg': 'o' });
    vi.setSystemTime(new Date('2026-06-02T10:00:00Z'));
    await save('newer', { '/media/n.svg': 'n' });
    const list = await listSavedTrips();
    expect(list.map((trip) => trip.tripId)).toEqual(['newer', 'older']);
    expect(list.map(savedTripBytes).every((bytes) => bytes > 1)).toBe(true);
  });

  it('removes a trip and the files no other saved trip uses', async () => {
    await save('t1', { '/media/shared.svg': 'ss', '/media/one.svg': '1' });
    await save('t2', { '/media/shared.svg': 'ss', '/media/two.svg': '2' });
    await removeSavedTrip('t1');
    expect(await getSavedTrip('t1')).toBeUndefined();
    expect((await listSavedTrips()).map((trip) => trip.tripId)).toEqual(['t2']);
    expect(stored().sort()).toEqual(['/media/shared.svg', '/media/two.svg']);
    await removeSavedTrip('unknown');
    expect(stored()).toHaveLength(2);
  });

  it('replaces an earlier copy, dropping the files the new one no longer has', async () => {
    await save('t1', { '/media/old.svg': 'old', '/media/kept.svg': 'k' });
    const again = await save('t1', { '/media/kept.svg': 'k', '/media/new.svg': 'new' });
    expect(await listSavedTrips()).toEqual([again]);
    expect(stored().sort()).toEqual(['/media/kept.svg', '/media/new.svg']);
  });

  it('removes all: no record and no cache of files left', async () => {
    await save('t1', { '/media/a.svg': 'a' });
    await save('t2', { '/media/b.svg': 'b' }, false);
    const removed = await removeAllSavedTrips();
    expect(removed.map((trip) => trip.tripId).sort()).toEqual(['t1', 't2']);
    expect(await listSavedTrips()).toEqual([]);
    expect(await caches.has(SAVED_TRIPS_CACHE)).toBe(false);
  });

  it('tells its listeners after every change', async () => {
    const listener = vi.fn();
    const stop = onSavedTripsChange(listener);
    await save('t1', { '/media/a.svg': 'a' });
    await removeSavedTrip('t1');
    stop();
    await save('t2', { '/media/b.svg': 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('remembers the favourites not to save automatically again', async () => {
    await skipAutoSave(['t1', 't2']);
    expect(await autoSaveSkips()).toEqual(new Set(['t1', 't2']));
    await clearAutoSaveSkips(['t1']);
    expect(await autoSaveSkips()).toEqual(new Set(['t2']));
  });
});
