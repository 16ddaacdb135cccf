import { i18n } from '../../../app/i18n/i18n';
import { toLanguageCode } from '../../../app/i18n/languages';
import { apolloClient } from '../../../app/services';
import { isAuthenticated } from '../../../app/session/session-store';
import { publishedTripQuery } from '../graphql/published-trip.query';
import { RATINGS_PAGE_SIZE, tripRatingsQuery } from '../graphql/trip-detail.queries';
import {
  clearAutoSaveSkips,
  getSavedTrip,
  listSavedTrips,
  removeAllSavedTrips,
  removeSavedTrip,
  type SavedTrip,
  skipAutoSave,
  storeSavedTrip,
} from './saved-trips-store';
import { savedFileUrls, withoutRenditions } from './trip-files';

const PERSIST_ASKED_KEY = 'offlinePersistAsked';

/**
 * Asks the browser once, at the first save by hand, to keep the app's storage when space runs low
 * (`navigator.storage.persist()`): a saved trip is a promise to the person. Chromium decides without asking; Firefox
 * asks the person, so never more than once.
 */
async function askForPersistentStorage(): Promise<void> {
  try {
    if (!navigator.storage?.persist || localStorage.getItem(PERSIST_ASKED_KEY)) return;
    localStorage.setItem(PERSIST_ASKED_KEY, new Date().toISOString());
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch (error) {
    console.warn('[offline] could not ask for persistent storage', error);
  }
}

async function fetchFile(url: string): Promise<{ url: string; response: Response }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { url, response };
}

/**
 * Saves a trip for offline: the detail's query and its ratings' first page asked afresh (past the Apollo cache, so a
 * saved copy never depends on it or bloats its snapshot), its pictures and track fetched, and all of it stored. A
 * trip that no longer exists is not saved (null); a failure leaves any earlier copy as it was.
 */
export async function saveTrip(tripId: string, how: 'manual' | 'bookmark'): Promise<SavedTrip | null> {
  // Asked at once, while the person's click still counts as a gesture (Firefox asks them).
  if (how === 'manual') void askForPersistentStorage();
  const [{ data: detail }, { data: ratings }] = await Promise.all([
    apolloClient.query({ query: publishedTripQuery, variables: { id: tripId }, fetchPolicy: 'no-cache' }),
    apolloClient.query({
      query: tripRatingsQuery,
      variables: { id: tripId, pagination: { pageNumber: 1, pageSize: RATINGS_PAGE_SIZE } },
      fetchPolicy: 'no-cache',
    }),
  ]);
  const trip = detail?.publishedTrip;
  if (!trip || !ratings) return null;
  // The language the queries were asked in (the API answers in the app's language).
  const language = toLanguageCode(i18n.language);
  const files = await Promise.all(savedFileUrls(trip).map(fetchFile));
  // Signed out meanwhile: sign-out has deleted the saved trips, and this one must not come back for the next person.
  if (!isAuthenticated()) return null;
  const earlier = await getSavedTrip(tripId);
  const saved = await storeSavedTrip({
    detail: { ...detail, publishedTrip: withoutRenditions(trip) },
    ratings,
    files,
    // A copy saved by hand stays one when a bookmark saves the trip again.
    manual: how === 'manual' || Boolean(earlier?.manual),
    language,
  });
  if (how === 'manual') await clearAutoSaveSkips([tripId]);
  return saved;
}

/**
 * After the app's language changed: every saved trip saved in another language is saved again in this one, one after
 * another, so a copy read offline is in the language the app is in (issue 30). Only online; a trip that fails keeps
 * its earlier copy, and is tried again at the next change.
 */
export async function saveAgainInCurrentLanguage(): Promise<void> {
  if (!navigator.onLine) return;
  const language = toLanguageCode(i18n.language);
  for (const saved of await listSavedTrips()) {
    if (saved.language === language) continue;
    await saveTrip(saved.tripId, 'bookmark').catch((error) =>
      console.warn(`[offline] could not save trip ${saved.tripId} again in ${language}`, error),
    );
  }
}

/** Removes a trip the person chose to remove: when bookmarked, it is not saved automatically again until bookmarked anew. */
export async function removeTripByHand(tripId: string): Promise<void> {
  await skipAutoSave([tripId]);
  await removeSavedTrip(tripId);
}

/** "Remove all": every saved trip goes, and none comes back automatically until bookmarked anew. */
export async function removeAllTripsByHand(): Promise<void> {
  const removed = await removeAllSavedTrips();
  await skipAutoSave(removed.map((trip) => trip.tripId));
}
