import type { Catalog } from '../catalog';
import type { searchTexts as cs } from '../cs/search';

/** Search's texts in English; see the Czech catalogue for when they load. */
export const searchTexts: Catalog<typeof cs> = {
  title: 'Search',
  description: 'Trips, places, areas and articles. Accents and word endings are optional.',
  field: {
    submit: 'Search',
    clear: 'Clear the search',
    searching: 'Searching…',
    count_one: '{{count}} suggestion',
    count_other: '{{count}} suggestions',
    none: 'No suggestions. Press Enter to search the texts of trips and articles too.',
  },
  groups: {
    trips: 'Trips',
    places: 'Places',
    areas: 'Areas',
    articles: 'Articles',
  },
  place: {
    context: '{{district}} district, {{region}}',
    distance: '{{distance}} km from you',
  },
  recent: {
    title: 'Recent searches',
    remove: 'Remove “{{query}}” from recent searches',
    clear: 'Clear recent searches',
    manage: 'Edit recent searches',
  },
  results: {
    trips_one: '{{count}} trip',
    trips_other: '{{count}} trips',
    tripsCapped: '{{number}}+ trips',
    limit: 'These are the first {{number}} trips. Another word narrows the search.',
    loadMore: 'More trips',
    didYouMean: 'Did you mean',
    emptyTitle: 'Nothing found for “{{query}}”',
    emptyText: 'Try another word, or choose trips by what you enjoy.',
    toFilter: 'Choose trips with the filter',
    failed: 'The search failed. Please try again.',
    retry: 'Try again',
  },
  offline: {
    note: 'You are offline: only the trips saved on this device are searched.',
    emptyTitle: 'No saved trip matches',
    emptyText: 'Once you are online, all trips are searched.',
  },
};
