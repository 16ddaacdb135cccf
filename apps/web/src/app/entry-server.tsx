// First: the texts, before the modules below that add their own to them as they load.
import './i18n/server-texts';
import { ApolloClient, ApolloLink, type DocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { MantineProvider } from '@mantine/core';
import { print } from 'graphql';
import type { TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { publishedTripQuery } from '../features/trips/graphql/published-trip.query';
import { publishedTripsQuery } from '../features/trips/graphql/trips.queries';
import { TripDetailPage } from '../features/trips/trip-detail-page';
import { needsPosition, readTripSearch, tripsPageVariables } from '../features/trips/trip-filter';
import { TripsPage } from '../features/trips/trips-page';
import { TranslatorProvider } from '../ui/i18n/use-translation';
import { createCache } from './apollo';
import { i18n as appTexts } from './i18n/i18n';
import { type LanguageCode, toUiLanguage } from './i18n/languages';
import { param, routeComponent } from './route-component';
import { MainAppLayout } from './shell/main-app-layout';
import { theme } from './theme';

// The app's server half (built by `vite build --ssr` into dist-ssr/app-server.js): the first screen of Trips and of a
// trip, rendered with the app's own components from the answers to the app's own queries, so a link to a trip shows its
// title and cover before the app's scripts have loaded. The API runs the queries as an anonymous visitor in the
// person's language; the app replaces this markup with its first render (main.tsx), which has the person's own marks
// (bookmark, finished, rating) in the same places.

/** One query of a first screen: its text (with `__typename`, as the app's cache stores it) and its variables. */
export interface FirstScreenQuery {
  query: string;
  variables: Record<string, unknown>;
}

/** A first screen the server can render for an address: its queries, and how to render it from their answers. */
interface Screen {
  documents: Array<{ document: DocumentNode; variables: Record<string, unknown> }>;
  title(data: unknown[], t: TFunction): string | null;
}

function screenOf(url: URL): Screen | null {
  if (url.pathname === '/app/trips') {
    const tripSearch = readTripSearch(url.searchParams);
    // A list measured from the person's position needs the position, which only the browser knows.
    if (needsPosition(tripSearch) && !tripSearch.place) return null;
    return {
      documents: [
        { document: publishedTripsQuery, variables: tripsPageVariables(tripSearch, 1, tripSearch.place?.near) },
      ],
      title: (_data, t) => t('pages:trips.title'),
    };
  }
  const trip = /^\/app\/trips\/([^/]+)$/.exec(url.pathname);
  if (trip) {
    return {
      documents: [{ document: publishedTripQuery, variables: { id: decodeURIComponent(trip[1]) } }],
      // A trip that is not found renders the app's own not-found screen; the title is then the app's name alone.
      title: ([answer]) => (answer as { publishedTrip: { title: string } | null }).publishedTrip?.title ?? null,
    };
  }
  return null;
}

/** The queries of the first screen at this address (path and query string); null when it has no server render. */
export function firstScreenQueries(path: string): FirstScreenQuery[] | null {
  const screen = screenOf(new URL(path, 'http://app'));
  return (
    screen?.documents.map(({ document, variables }) => ({
      query: print(addTypenameToDocument(document)),
      variables,
    })) ?? null
  );
}

const routes: RouteObject[] = [
  {
    path: '/app',
    Component: MainAppLayout,
    children: [
      // The routes' loaders say that the screen's query was started (features/trips/trips-prefetch.ts): the cache
      // holds its answer here.
      { path: 'trips', loader: ({ request }) => listKey(new URL(request.url).searchParams), Component: TripsPageRoute },
      {
        path: 'trips/:tripId',
        loader: ({ params }) => params.tripId,
        Component: routeComponent(TripDetailPage, (params) => ({
          tripId: param(params, 'tripId'),
          backTo: '/app/trips',
          prefetched: true,
        })),
      },
    ],
  },
];

/** The list's key as the Trips screen makes it: the search, and the place it is measured from. */
function listKey(search: URLSearchParams): string {
  const near = readTripSearch(search).place?.near;
  return `${search}${near ? `@${near.lat},${near.lng}` : ''}`;
}

function TripsPageRoute() {
  return <TripsPage />;
}

const handler = createStaticHandler(routes);

/**
 * The first screen's HTML (the content of the app's `#root`) and the document's title, from the answers to
 * `firstScreenQueries(path)` in their order; null when the address has no server render.
 */
export async function renderFirstScreen(
  path: string,
  language: LanguageCode,
  answers: unknown[],
): Promise<{ html: string; title: string } | null> {
  const url = new URL(path, 'http://app');
  const screen = screenOf(url);
  if (!screen) return null;

  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  screen.documents.forEach(({ document, variables }, index) => {
    client.writeQuery({ query: document, variables, data: answers[index] as never });
  });

  const i18n = appTexts.cloneInstance({ lng: toUiLanguage(language) });

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <TranslatorProvider translator={i18n}>
      <ApolloProvider client={client}>
        <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </MantineProvider>
      </ApolloProvider>
    </TranslatorProvider>,
  );
  const title = screen.title(answers, i18n.t);
  return { html, title: title ? `${title} · Toulky` : 'Toulky' };
}
