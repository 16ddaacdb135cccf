import { apolloClient } from '../../../app/services';
import { autoSaveEnabled } from './auto-save-setting';
import { bookmarkedTripIdsQuery } from './graphql/offline.queries';
import { saveTrip } from './save-trip';
import { autoSaveSkips, clearAutoSaveSkips, getSavedTrip, listSavedTrips, removeSavedTrip } from './saved-trips-store';

/** The newest bookmarks the start-up check looks at (the API's largest page). */
export const BOOKMARKS_CHECKED = 50;
/** At most this many trips are saved by one start-up check; the rest follow at the next starts. */
export const AUTO_SAVES_PER_CHECK = 10;
const CHECKED_KEY = 'offlineBookmarksChecked';

function warn(what: string) {
  return (error: unknown) => console.warn(`[offline] could not ${what}`, error);
}

/**
 * A bookmark was added or removed on this device. Added (with automatic saving on): the trip is saved, unless it is
 * already. Removed: a copy saved only for the bookmark goes; one saved by hand stays.
 */
export async function bookmarkToggled(tripId: string, bookmarked: boolean): Promise<void> {
  try {
    const saved = await getSavedTrip(tripId);
    if (bookmarked) {
      await clearAutoSaveSkips([tripId]);
      if (!saved && autoSaveEnabled()) await saveTrip(tripId, 'bookmark');
    } else if (saved && !saved.manual) {
      await removeSavedTrip(tripId);
    }
  } catch (error) {
    warn('follow the bookmark for offline')(error);
  }
}

/**
 * Saves the bookmarked trips that are not saved yet (bookmarked on another device, or before automatic saving was
 * on): the newest `BOOKMARKS_CHECKED` bookmarks, at most `AUTO_SAVES_PER_CHECK` of them, one after another. When that
 * page is the whole list, copies saved for bookmarks that are gone are removed. Runs once per browser session unless
 * `force`d (automatic saving turned on), and only online.
 */
export async function saveBookmarkedTrips({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (!autoSaveEnabled() || !navigator.onLine) return;
  if (!force) {
    if (sessionStorage.getItem(CHECKED_KEY)) return;
    sessionStorage.setItem(CHECKED_KEY, new Date().toISOString());
  }
  try {
    const { data } = await apolloClient.query({
      query: bookmarkedTripIdsQuery,
      variables: { pagination: { pageNumber: 1, pageSize: BOOKMARKS_CHECKED } },
      fetchPolicy: 'no-cache',
    });
    if (!data) return;
    const bookmarked = data.myBookmarkedTrips.edges.map((trip) => trip._id);
    const [saved, skips] = await Promise.all([listSavedTrips(), autoSaveSkips()]);
    const savedIds = new Set(saved.map((trip) => trip.tripId));
    const missing = bookmarked.filter((id) => !savedIds.has(id) && !skips.has(id)).slice(0, AUTO_SAVES_PER_CHECK);
    for (const tripId of missing) await saveTrip(tripId, 'bookmark').catch(warn(`save trip ${tripId}`));
    if (data.myBookmarkedTrips.total > bookmarked.length) return;
    const stillBookmarked = new Set(bookmarked);
    for (const trip of saved) {
      if (!trip.manual && !stillBookmarked.has(trip.tripId)) await removeSavedTrip(trip.tripId);
    }
    await clearAutoSaveSkips([...skips].filter((id) => !stillBookmarked.has(id)));
  } catch (error) {
    warn('check the bookmarked trips')(error);
  }
}
