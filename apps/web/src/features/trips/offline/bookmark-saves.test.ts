import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_DB } from '../../../app/offline/offline-db';
import { apolloClient } from '../../../app/services';
import { FakeCacheStorage } from '../../../test/fake-cache-storage';
import { tripDetail, tripRatings } from '../../../test/saved-trip-fixtures';
import { setAutoSaveEnabled } from './auto-save-setting';
import { AUTO_SAVES_PER_CHECK, bookmarkToggled, saveBookmarkedTrips } from './bookmark-saves';
import { saveTrip } from './save-trip';
import { autoSaveSkips, listSavedTrips, skipAutoSave, storeSavedTrip } from './saved-trips-store';

vi.mock('../../../app/services', () => ({ apolloClient: { query: vi.fn() } }));
vi.mock('./save-trip', () => ({ saveTrip: vi.fn() }));

const query = vi.mocked(apolloClient.query);
const save = vi.mocked(saveTrip);

/** What saving does, without network: the trip's record, automatic or by hand. */
function store(tripId: string, manual: boolean) {
  return storeSavedTrip({
    detail: tripDetail(tripId, []),
    ratings: tripRatings(tripId),
    files: [],
    manual,
    language: 'cs_CZ',
  });
}

/** The API's answer for the newest favourites. */
function favourites(ids: readonly string[], total = ids.length) {
  query.mockResolvedValue({ data: { myBookmarkedTrips: { total, edges: ids.map((_id) => ({ _id })) } } } as never);
}

const savedIds = async () => (await listSavedTrips()).map((trip) => trip.tripId).sort();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('caches', new FakeCacheStorage());
  save.mockImplementation(async (tripId, how) => store(tripId, how === 'manual'));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB.name);
    request.onsuccess = request.onerror = resolve;
  });
});

describe('a bookmark on this device', () => {
  it('saves the trip for offline, unless automatic saving is off', async () => {
    await bookmarkToggled('t1', true);
    expect(save).toHaveBeenCalledWith('t1', 'bookmark');
    setAutoSaveEnabled(false);
    await bookmarkToggled('t2', true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(await savedIds()).toEqual(['t1']);
  });

  it('removed, takes its automatic copy along and leaves one saved by hand', async () => {
    await store('auto', false);
    await store('byHand', true);
    await bookmarkToggled('auto', false);
    await bookmarkToggled('byHand', false);
    expect(await savedIds()).toEqual(['byHand']);
  });

  it('added anew, undoes an earlier removal by hand', async () => {
    await skipAutoSave(['t1']);
    await bookmarkToggled('t1', true);
    expect(await autoSaveSkips()).toEqual(new Set());
    expect(await savedIds()).toEqual(['t1']);
  });
});

describe('the start-up check of the favourites', () => {
  it('saves the favourites not saved yet, except those removed by hand, and drops copies of former ones', async () => {
    await store('a', false);
    await store('gone', false);
    await store('mine', true);
    await skipAutoSave(['b', 'old']);
    favourites(['a', 'b', 'c', 'd']);
    await saveBookmarkedTrips();
    expect(save.mock.calls).toEqual([
      ['c', 'bookmark'],
      ['d', 'bookmark'],
    ]);
    expect(await savedIds()).toEqual(['a', 'c', 'd', 'mine']);
    expect(await autoSaveSkips()).toEqual(new Set(['b']));
  });

  it('runs once per session unless forced, and only online', async () => {
    favourites(['a']);
    await saveBookmarkedTrips();
    await saveBookmarkedTrips();
    expect(query).toHaveBeenCalledTimes(1);
    await saveBookmarkedTrips({ force: true });
    expect(query).toHaveBeenCalledTimes(2);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await saveBookmarkedTrips({ force: true });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('saves a bounded number per start, and removes nothing when it saw only part of the list', async () => {
    await store('gone', false);
    const ids = Array.from({ length: AUTO_SAVES_PER_CHECK + 5 }, (_, index) => `t${index}`);
    favourites(ids, 80);
    await saveBookmarkedTrips();
    expect(save).toHaveBeenCalledTimes(AUTO_SAVES_PER_CHECK);
    expect(save.mock.calls.map(([id]) => id)).toEqual(ids.slice(0, AUTO_SAVES_PER_CHECK));
    expect(await savedIds()).toContain('gone');
  });

  it('does nothing with automatic saving off', async () => {
    setAutoSaveEnabled(false);
    favourites(['a']);
    await saveBookmarkedTrips();
    expect(query).not.toHaveBeenCalled();
  });
});
