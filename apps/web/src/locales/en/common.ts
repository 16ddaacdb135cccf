import type { Catalog } from '../catalog';
import type { common as cs } from '../cs/common';

export const common: Catalog<typeof cs> = {
  appName: 'Toulky',
  meta: {
    description:
      'Toulky – trips into nature for hikers and families with children. Discover routes, follow them on the map and log the kilometres you walk.',
  },
  close: 'Close',
  loading: 'Loading…',
  offline: 'You are offline. Showing the data saved last time.',
  language: { label: 'Language' },
  contentInCzech: 'In Czech',
  nav: {
    main: 'Main navigation',
    website: 'Website navigation',
    footer: 'Footer links',
    home: 'Home',
    blog: 'Blog',
    openApp: 'Open the app',
    myTrips: 'My trips',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    wall: 'Wall',
    map: 'Map',
    trips: 'Trips',
    search: 'Search',
    profile: 'Profile',
  },
  searchField: { label: 'What are you looking for?', placeholder: 'Sněžka, Karlštejn, lookout tower…' },
  notFound: {
    title: 'Page not found',
    text: 'This path leads nowhere. The address may have changed, or there is a typo in it.',
    backHome: 'Back to home',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'The page could not be shown. Please try loading it again.',
    reload: 'Reload',
  },
  /** A failure's title while the server cannot reach its database for a moment (a failover). */
  unavailable: {
    title: 'Briefly unavailable — please try again in a moment',
  },
  needsConnection: {
    title: 'This needs a connection',
    text: 'You are offline. This loads by itself once you are back online. Trips saved for offline open without signal.',
    saved: 'Trips saved for offline',
  },
  session: { expired: 'Your session has expired. Please Sign In again.' },
};
