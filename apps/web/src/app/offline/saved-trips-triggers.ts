/**
 * Where the app's first load hands over to trips saved for offline (features/trips/offline/bookmark-saves.ts), whose code
 * is downloaded only when one of these is called: its dynamic import is written once, in the entry.
 */
const load = () => import('../../features/trips/offline/bookmark-saves');

/** A bookmark changed on this device: its trip is saved for offline, or its automatic copy removed. */
export function followBookmark(tripId: string, bookmarked: boolean): void {
  void load().then((module) => module.bookmarkToggled(tripId, bookmarked));
}

/** The app's language changed: trips saved for offline are saved again in it (when online). */
export function saveTripsInNewLanguage(): Promise<void> {
  return import('../../features/trips/offline/save-trip').then((module) => module.saveAgainInCurrentLanguage());
}

/** At start: saves the favourites not saved for offline yet (once per session, a few at a time). */
export function saveFavouritesForOffline(): Promise<void> {
  return load().then((module) => module.saveBookmarkedTrips());
}
