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
  pagination: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
  consent: {
    title: 'Cookies and privacy',
    text: 'Toulky needs the necessary cookies to work. We use the others only with your consent, and you can change your choice at any time in the website footer.',
    necessary: { label: 'Necessary', text: 'Sign-in, language and data saved for offline use. Always on.' },
    diagnostics: { label: 'Diagnostics', text: 'Error reports, so that we can fix problems quickly.' },
    analytics: { label: 'Analytics', text: 'Anonymous visit statistics that show us what to improve.' },
    marketing: { label: 'Marketing', text: 'Measuring campaigns and ads on other websites.' },
    onlyNecessary: 'Only necessary',
    save: 'Save my choice',
    acceptAll: 'Accept all',
    privacy: 'Privacy policy',
    open: 'Cookie settings',
  },
  install: {
    title: 'Toulky on your home screen',
    text: 'Install Toulky and open it like an app, even without signal.',
    iosHint: "In Safari, tap Share and then 'Add to Home Screen'.",
    action: 'Install',
    dismiss: 'Not now',
  },
  offline: 'You are offline. Showing the data saved last time.',
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
