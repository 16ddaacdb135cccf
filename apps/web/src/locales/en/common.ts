import type { Catalog } from '../catalog';
import type { common as cs } from '../cs/common';

export const common: Catalog<typeof cs> = {
  appName: 'Toulky',
  meta: {
    description:
      'Toulky – trips into nature for hikers and families with children. Discover routes, follow them on the map and log the kilometres you walk.',
  },
  loading: 'Loading…',
  pagination: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
  language: { label: 'Language' },
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
    profile: 'Profile',
  },
  footer: { copyright: '© {{year}} Toulky. Trips for walkers and families.' },
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
  session: { expired: 'Your session has expired. Please Sign In again.' },
  version: {
    title: 'A new version of Toulky',
    text: 'Toulky has a new version {{version}}. Load it to have everything up to date.',
    reload: 'Load',
  },
  toast: { close: 'Close' },
};
