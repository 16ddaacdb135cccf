import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { startLanguageDecided } from '../../app/i18n/i18n';
import { takeServerPaintedScreen } from '../../app/server-painted';
import { apolloClient, cachePersistence } from '../../app/services';
import { isAuthenticated } from '../../app/session/session-store';
import { publishedTripsQuery } from './graphql/trips.queries';
import { needsPosition, readTripSearch, tripsPageVariables } from './trip-filter';

// Route loaders that start a screen's query as the navigation starts, while the screen's code is still downloading,
// instead of after its first render. They never wait for the answer. The screen, told that its query was started,
// asks the cache first: it joins the request still in flight or reads its answer, and never asks twice.

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts a query for the signed-in user (a visitor is sent to the Signpost anyway); returns a promise of its end
 * (answered or failed), or null when it did not start.
 */
function prefetch<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables> | (() => Promise<TypedDocumentNode<TData, TVariables>>),
  variables: TVariables,
): Promise<void> | null {
  if (!isAuthenticated()) return null;
  return (async () => {
    // A document not in the app's entry is downloaded first (a trip's: tripLoader).
    let query: TypedDocumentNode<TData, TVariables>;
    try {
      query = typeof document === 'function' ? await document() : document;
    } catch {
      // Not downloaded (e.g. offline before the service worker has it): the screen's own query asks.
      return;
    }
    // Asked in the language the app starts in, once that is decided (the account's may be on its way: main.tsx).
    await startLanguageDecided;
    // In tasks of their own, after the navigation's: Apollo first prepares the document (adds `__typename` to every
    // selection, which walks the whole document; a trip's is large), then checks, prints and sends it. Each step alone
    // stays short enough not to hold the page up (issue 31: the two in one task blocked a phone for 40–75 ms).
    await nextTask();
    apolloClient.documentTransform.transformDocument(query);
    await nextTask();
    try {
      // Asked past the cache: the cached data of the last visit may still be loading (main.tsx), and restoring it
      // would overwrite a fresher answer, so the answer is written to the cache once that is done.
      const { data } = await apolloClient.query<TData, TVariables>({ query, variables, fetchPolicy: 'no-cache' });
      await cachePersistence.restored();
      if (data) apolloClient.writeQuery({ query, variables, data });
    } catch {
      // A failed prefetch is not reported: the screen's own query then asks again and shows the error.
    }
  })();
}

/**
 * The loader's answer, `key` when the query started: at once, or once the query has ended when the server painted
 * the screen already (app/server-painted.ts), so that the app's first render shows the data, not a spinner.
 */
function started(query: Promise<void> | null, key: string): string | null | Promise<string> {
  if (!query) return null;
  return takeServerPaintedScreen() ? query.then(() => key) : key;
}

/** `/app/trips`: the first page of the list; returns the search it was started for (null when it was not). */
export function tripsLoader({ request }: LoaderFunctionArgs): string | null | Promise<string> {
  const search = new URL(request.url).searchParams;
  const tripSearch = readTripSearch(search);
  const { place } = tripSearch;
  if (needsPosition(tripSearch)) {
    // A list measured from the person's position waits for the position, which only the screen asks for; from a
    // place, it is known at once. The screen's key for the list names the place's position too.
    if (!place) return null;
    const { lat, lng } = place.near;
    return started(
      prefetch(publishedTripsQuery, tripsPageVariables(tripSearch, 1, place.near)),
      `${search}@${lat},${lng}`,
    );
  }
  return started(prefetch(publishedTripsQuery, tripsPageVariables(tripSearch, 1)), search.toString());
}

/** A trip's document (10 KB before gzip), downloaded with the trip's screen rather than in the entry every start runs. */
const publishedTripQuery = () => import('./graphql/published-trip.query').then((module) => module.publishedTripQuery);

/** A trip's detail; returns the trip's id (null when it was not started). */
export function tripLoader({ params }: LoaderFunctionArgs): string | null | Promise<string> {
  const id = params.tripId ?? '';
  return started(prefetch(publishedTripQuery, { id }), id);
}
