import type { Catalog } from '../catalog';
import type { pages as cs } from '../cs/pages';

export const pages: Catalog<typeof cs> = {
  landing: {
    title: 'Trips you will look forward to',
    lead: 'Toulky helps you find a walk or a day-long hike in Czechia: with a pushchair, with children, with a dog or by bike.',
    start: 'Start exploring',
    signIn: 'I have an account',
    featuresTitle: 'What you will find in Toulky',
    features: {
      find: {
        title: 'A trip that fits',
        text: 'Filter by length, terrain, difficulty and whether the route suits a pushchair.',
      },
      map: { title: 'A map in your pocket', text: 'Every trip on the map, together with where you are right now.' },
      log: {
        title: 'Your kilometres',
        text: 'Save trips for later, mark the ones you walked and see how far you have come.',
      },
    },
  },
  blog: {
    title: 'Blog',
    description: 'Trip ideas, travel advice and news from Toulky.',
    emptyTitle: 'No articles yet',
    emptyText: 'The first articles are on their way. Meanwhile, have a look at the trips in the app.',
  },
  privacy: {
    title: 'Privacy policy',
    sections: {
      who: {
        title: 'Who processes your data',
        text: 'The controller of personal data is the operator of Toulky. We process only what the service needs.',
      },
      what: {
        title: 'What data we process',
        text: 'Your e-mail, first and last name, password (only as a secure hash, never readable), optionally your municipality, sex and age group, and your bookmarks, ratings and finished trips.',
      },
      why: {
        title: 'Why',
        text: 'To run your account, recommend trips and send the e-mails you asked for (sign-up confirmation, password reset, newsletter).',
      },
      rights: {
        title: 'Your rights',
        text: 'You can change your data in the profile settings at any time. Deleting your account removes your personal data; anonymous ratings may remain.',
      },
    },
  },
  terms: {
    title: 'Terms of service',
    sections: {
      service: {
        title: 'The service',
        text: 'Toulky is a free app with trip ideas. We describe routes with care, but terrain and weather change: you set out at your own risk.',
      },
      account: {
        title: 'Your account',
        text: 'Your account is personal. Keep your password safe; if you suspect misuse, change it or write to us.',
      },
      content: {
        title: 'Ratings and content',
        text: 'Write ratings politely and truthfully. We remove contributions that break the law or the rights of others.',
      },
    },
  },
  dashboard: {
    title: 'Wall',
    description: 'Articles and trip ideas.',
    emptyTitle: 'Nothing here yet',
    emptyText: 'News and trip ideas will appear here as soon as we publish them.',
  },
  article: { title: 'Article', back: 'Back' },
  map: { title: 'Map', description: 'Trips on the map.' },
  trips: {
    title: 'Trips',
    description: 'Find a trip that suits you.',
    emptyTitle: 'No trips yet',
    emptyText: 'As soon as we publish the first trips, you will find them here with filters and sorting.',
  },
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
