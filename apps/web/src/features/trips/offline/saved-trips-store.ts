import type { LanguageCode } from '../../../app/i18n/languages';
import { OFFLINE_DB, SAVED_TRIPS_CACHE, withOfflineDb } from '../../../app/offline/offline-db';
import type { PublishedTripQuery, TripRatingsQuery } from '../../../generated/graphql';

/** A file a saved trip keeps in Cache Storage, with the size of its stored body in bytes. */
export interface SavedFile {
  url: string;
  bytes: number;
}

/** A trip saved for offline: one record of the `savedTrips` store. */
export interface SavedTrip {
  tripId: string;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** Saved with "Save for offline": kept when the trip is un-bookmarked. Otherwise saved for a bookmark. */
  manual: boolean;
  /**
   * The app's language it was saved in (its texts are in it where the trip has them): saved again in the new one
   * when the language changes online. Missing on copies saved before content came in two languages.
   */
  language?: LanguageCode;
  /** The trip detail's query result and its ratings' first page, exactly as those screens ask for them. */
  detail: PublishedTripQuery;
  ratings: TripRatingsQuery;
  /** Its pictures and track, stored in the `toulky-saved-trips` cache. */
  files: SavedFile[];
  /** The size of the two query results (their JSON, UTF-8). */
  dataBytes: number;
}

export type SavedTripDetail = NonNullable<PublishedTripQuery['publishedTrip']>;

/** What saving a trip hands over: the data and each file's response as fetched. */
export interface SaveInput {
  detail: PublishedTripQuery & { publishedTrip: SavedTripDetail };
  ratings: TripRatingsQuery;
  files: readonly { url: string; response: Response }[];
  manual: boolean;
  language: LanguageCode;
}

const { savedTrips: TRIPS, autoSaveSkips: SKIPS } = OFFLINE_DB.stores;

/** The storage a saved trip takes: its data and the files it stores (a file two trips share counts for both). */
export function savedTripBytes(trip: SavedTrip): number {
  return trip.dataBytes + trip.files.reduce((sum, file) => sum + file.bytes, 0);
}

const listeners = new Set<() => void>();

/** Calls `listener` after every change of the saved trips; returns the function that stops it. */
export function onSavedTripsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// One change at a time: a save and a removal of the same trip (or of a file two trips share) must not interleave
// between the database and the cache.
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(change: () => Promise<T>): Promise<T> {
  const run = queue.then(change);
  queue = run.catch(() => undefined);
  return run.finally(() => {
    for (const listener of [...listeners]) listener();
  });
}

function byNewest(a: SavedTrip, b: SavedTrip): number {
  return b.savedAt.localeCompare(a.savedAt);
}

export function getSavedTrip(tripId: string): Promise<SavedTrip | undefined> {
  return withOfflineDb((db) => db.get(TRIPS, tripId));
}

/** Every saved trip, the latest saved first. */
export async function listSavedTrips(): Promise<SavedTrip[]> {
  const trips: SavedTrip[] = await withOfflineDb((db) => db.getAll(TRIPS));
  return trips.sort(byNewest);
}

/** Deletes the files of `removed` that no trip still saved uses. */
async function deleteUnusedFiles(removed: readonly SavedFile[], kept: readonly SavedTrip[]): Promise<void> {
  const used = new Set(kept.flatMap((trip) => trip.files.map((file) => file.url)));
  const unused = removed.filter((file) => !used.has(file.url));
  if (unused.length === 0) return;
  const cache = await caches.open(SAVED_TRIPS_CACHE);
  await Promise.all(unused.map((file) => cache.delete(file.url)));
}

/** Stores a trip (or replaces its earlier copy): its files in the cache first, then its record. */
export function storeSavedTrip(input: SaveInput): Promise<SavedTrip> {
  return exclusive(async () => {
    const cache = await caches.open(SAVED_TRIPS_CACHE);
    const files = await Promise.all(
      input.files.map(async ({ url, response }) => {
        const bytes = (await response.clone().blob()).size;
        await cache.put(url, response);
        return { url, bytes };
      }),
    );
    const trip: SavedTrip = {
      tripId: input.detail.publishedTrip._id,
      savedAt: new Date().toISOString(),
      manual: input.manual,
      language: input.language,
      detail: input.detail,
      ratings: input.ratings,
      files,
      dataBytes: new TextEncoder().encode(JSON.stringify([input.detail, input.ratings])).byteLength,
    };
    const earlier = await getSavedTrip(trip.tripId);
    await withOfflineDb((db) => db.put(TRIPS, trip));
    if (earlier) await deleteUnusedFiles(earlier.files, await listSavedTrips());
    return trip;
  });
}

/** Removes a saved trip and the files no other saved trip uses; nothing happens when it is not saved. */
export function removeSavedTrip(tripId: string): Promise<void> {
  return exclusive(async () => {
    const trip = await getSavedTrip(tripId);
    if (!trip) return;
    await withOfflineDb((db) => db.delete(TRIPS, tripId));
    await deleteUnusedFiles(trip.files, await listSavedTrips());
  });
}

/** Removes every saved trip and the whole cache of their files; returns the trips that were saved. */
export function removeAllSavedTrips(): Promise<SavedTrip[]> {
  return exclusive(async () => {
    const trips = await listSavedTrips();
    await withOfflineDb((db) => db.clear(TRIPS));
    await caches.delete(SAVED_TRIPS_CACHE);
    return trips;
  });
}

/** The bookmarked trips whose automatic copy the person removed: not saved again until bookmarked anew. */
export async function autoSaveSkips(): Promise<Set<string>> {
  const keys = await withOfflineDb((db) => db.getAllKeys(SKIPS));
  return new Set(keys.map(String));
}

export function skipAutoSave(tripIds: readonly string[]): Promise<void> {
  return withOfflineDb(async (db) => {
    const transaction = db.transaction(SKIPS, 'readwrite');
    await Promise.all([...tripIds.map((id) => transaction.store.put(true, id)), transaction.done]);
  });
}

export function clearAutoSaveSkips(tripIds: readonly string[]): Promise<void> {
  return withOfflineDb(async (db) => {
    const transaction = db.transaction(SKIPS, 'readwrite');
    await Promise.all([...tripIds.map((id) => transaction.store.delete(id)), transaction.done]);
  });
}
