import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { apolloClient, cachePersistence } from '../../app/services';
import { isAuthenticated } from '../../app/session/session-store';
import { publishedTripQuery } from './graphql/trip-detail.queries';
import { publishedTripsQuery } from './graphql/trips.queries';
import { needsPosition, readTripSearch, tripsPageVariables } from './trip-filter';

// Route loaders that start a screen's query as the navigation starts, while the screen's code is still downloading,
// instead of after its first render. They never wait for the answer. The screen, told that its query was started,
// asks the cache first: it joins the request still in flight or reads its answer, and never asks twice.

/** Starts a query for the signed-in user (a visitor is sent to the Signpost anyway); says whether it did. */
function prefetch<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): boolean {
  if (!isAuthenticated()) return false;
  // In a task of its own: preparing a first query takes a while, and the navigation's task is long already.
  setTimeout(() => {
    // Asked past the cache: the cached data of the last visit may still be loading (main.tsx), and restoring it
    // would overwrite a fresher answer, so the answer is written to the cache once that is done. A failed prefetch
    // is not reported: the screen's own query then asks again and shows the error.
    apolloClient
      .query<TData, TVariables>({ query, variables, fetchPolicy: 'no-cache' })
      .then(async ({ data }) => {
        await cachePersistence.restored();
        if (data) apolloClient.writeQuery({ query, variables, data });
      })
      .catch(() => undefined);
  }, 0);
  return true;
}

/** `/app/trips`: the first page of the list; returns the search it was started for (null when it was not). */
export function tripsLoader({ request }: LoaderFunctionArgs): string | null {
  const search = new URL(request.url).searchParams;
  const tripSearch = readTripSearch(search);
  const { place } = tripSearch;
  if (needsPosition(tripSearch)) {
    // A list measured from the person's position waits for the position, which only the screen asks for; from a
    // place, it is known at once. The screen's key for the list names the place's position too.
    if (!place) return null;
    const { lat, lng } = place.near;
    return prefetch(publishedTripsQuery, tripsPageVariables(tripSearch, 1, place.near))
      ? `${search}@${lat},${lng}`
      : null;
  }
  return prefetch(publishedTripsQuery, tripsPageVariables(tripSearch, 1)) ? search.toString() : null;
}

/** A trip's detail; returns the trip's id (null when it was not started). */
export function tripLoader({ params }: LoaderFunctionArgs): string | null {
  const id = params.tripId ?? '';
  return prefetch(publishedTripQuery, { id }) ? id : null;
}
