import type { Catalog } from '../catalog';
import type { profile as cs } from '../cs/profile';

export const profile: Catalog<typeof cs> = {
  memberSince: 'Member since {{date}}',
  noCity: 'You have not set your municipality yet.',
  setCity: 'Set it in Settings',
  retry: 'Try again',
  counters: {
    label: 'Your numbers',
    bookmarkedTrips: 'Favourite trips',
    bookmarkedArticles: 'Saved articles',
    finishedTrips: 'Finished trips',
    totalKm: 'Kilometres walked',
  },
  km: '{{value}} km',
  chart: {
    title: 'Kilometres by month',
    caption: 'Kilometres walked in the last 12 months',
    month: 'Month',
    km: 'Kilometres',
    trips: 'Trips',
    summary: 'In the last 12 months you walked {{km}} km.',
  },
  map: {
    title: 'Where you have walked',
    label: 'Map of where your finished trips start',
    cluster_one: '{{count}} trip, zoom in',
    cluster_other: '{{count}} trips, zoom in',
    open: 'Open the trip',
    places_one: 'The map shows where {{count}} finished trip starts.',
    places_other: 'The map shows where {{count}} finished trips start.',
  },
  empty: {
    title: 'No finished trips yet',
    text: 'Mark a trip as finished and you will see your kilometres by month here, and a map of where you have been.',
    action: 'Pick a trip',
  },
  lists: {
    loadMore: 'Load more',
    loadError: 'The list could not be loaded.',
    totalKm: '{{km}} km in all',
    openWall: 'Go to the wall',
  },
};
