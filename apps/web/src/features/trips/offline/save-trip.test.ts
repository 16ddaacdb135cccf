import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { OFFLINE_DB } from '../../../app/offline/offline-db';
import { apolloClient } from '../../../app/services';
import { FakeCacheStorage } from '../../../test/fake-cache-storage';
import { tripDetail, tripRatings } from '../../../test/saved-trip-fixtures';
import { saveAgainInCurrentLanguage } from './save-trip';
import { getSavedTrip, listSavedTrips, storeSavedTrip } from './saved-trips-store';

vi.mock('../../../app/services', () => ({ apolloClient: { query: vi.fn() } }));
vi.mock('../../../app/session/session-store', () => ({ isAuthenticated: () => true }));
vi.mock('../../../app/i18n/i18n', () => ({ i18n: { language: 'cs' } }));

const query = vi.mocked(apolloClient.query);

/** The API's answers in English: the detail's query (its title in English) and the ratings' first page. */
function answerInEnglish() {
  query.mockImplementation((async (options: { variables: { id: string } }) => {
    const { id } = options.variables;
    return 'pagination' in options.variables
      ? { data: tripRatings(id) }
      : { data: tripDetail(id, [], { language: 'en_US', title: `Trip ${id}` }) };
  }) as never);
}

function store(tripId: string, language: 'cs_CZ' | 'en_US', manual = false) {
  return storeSavedTrip({ detail: tripDetail(tripId, []), ratings: tripRatings(tripId), files: [], manual, language });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('caches', new FakeCacheStorage());
  Object.assign(i18n, { language: 'en' });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB.name);
    request.onsuccess = request.onerror = resolve;
  });
});

describe('trips saved for offline when the language changes', () => {
  it('are saved again in the new language, those saved by hand still by hand; those in it already stay', async () => {
    await store('byHand', 'cs_CZ', true);
    await store('forBookmark', 'cs_CZ');
    await store('english', 'en_US');
    const before = (await getSavedTrip('english'))?.savedAt;
    answerInEnglish();

    await saveAgainInCurrentLanguage();

    const saved = Object.fromEntries((await listSavedTrips()).map((trip) => [trip.tripId, trip]));
    expect(saved.byHand).toMatchObject({ language: 'en_US', manual: true });
    expect(saved.byHand.detail.publishedTrip?.title).toBe('Trip byHand');
    expect(saved.forBookmark).toMatchObject({ language: 'en_US', manual: false });
    expect(saved.english.savedAt).toBe(before);
    // Two trips, each its detail and its ratings.
    expect(query).toHaveBeenCalledTimes(4);
  });

  it('stay as they are offline, and a trip that fails keeps its earlier copy', async () => {
    await store('t1', 'cs_CZ');
    vi.stubGlobal('navigator', { onLine: false });
    await saveAgainInCurrentLanguage();
    expect(query).not.toHaveBeenCalled();

    vi.stubGlobal('navigator', { onLine: true });
    query.mockRejectedValue(new Error('offline after all'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveAgainInCurrentLanguage();
    expect(await getSavedTrip('t1')).toMatchObject({ language: 'cs_CZ' });
    expect(warn).toHaveBeenCalled();
  });
});
