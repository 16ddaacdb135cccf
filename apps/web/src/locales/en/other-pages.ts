import type { Catalog } from '../catalog';
import type { otherPages as cs } from '../cs/other-pages';

/** The other screens' headings in English; see the Czech catalogue. */
export const otherPages: Catalog<typeof cs> = {
  dashboard: {
    title: 'Wall',
    description: 'Articles and trip ideas.',
    emptyTitle: 'Nothing here yet',
    emptyText: 'News and trip ideas will appear here as soon as we publish them.',
  },
  article: { title: 'Article', back: 'Back' },
  map: { title: 'Map', description: 'Trips on the map.' },
  trip: { title: 'Trip', back: 'Back', ratingsTitle: 'Trip ratings' },
  profile: {
    title: 'Profile',
    signOut: 'Sign out',
    loadError: 'Your profile could not be loaded.',
    links: {
      favoriteTrips: 'Favourite trips',
      finishedTrips: 'Finished trips',
      bookmarkedArticles: 'Saved articles',
      savedOffline: 'Saved for offline',
      settings: 'Settings',
    },
  },
  favoriteTrips: {
    title: 'Favourite trips',
    emptyTitle: 'No favourite trips yet',
    emptyText: 'The trips you mark as favourites will be here.',
  },
  finishedTrips: {
    title: 'Finished trips',
    emptyTitle: 'No finished trips yet',
    emptyText: 'The trips you mark as finished will add up here, kilometres included.',
  },
  bookmarkedArticles: {
    title: 'Saved articles',
    emptyTitle: 'No saved articles yet',
    emptyText: 'The articles you save will be here.',
  },
  backToProfile: 'Back to profile',
  browseTrips: 'Browse trips',
};
