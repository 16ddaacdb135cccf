import type { Catalog } from '../catalog';
import type { wall as cs } from '../cs/wall';

export const wall: Catalog<typeof cs> = {
  kinds: { PublishedArticle: 'Article', PublishedTripAnnouncement: 'Trip tip' },
  readArticle: 'Read the article',
  openTrip: 'Show the trip',
  loadMore: 'Load more',
  loadError: 'The wall could not be loaded.',
  end: "That's all for now. New articles and tips are coming soon.",
  newContent: 'There is something new on the wall.',
  showNew: 'Show',
  recommended: {
    title: 'Recommended for you',
    previous: 'Previous recommended trips',
    next: 'More recommended trips',
  },
  article: {
    notFoundTitle: 'Article not found',
    notFoundText: 'It may have been taken down, or its address has changed.',
    loadError: 'The article could not be loaded.',
    by: 'By {{name}}',
    publishedAt: 'Published {{date}}',
    featured: 'You might also like',
  },
  bookmark: {
    add: 'Save the article',
    remove: 'Remove from saved',
    added: 'The article is saved in your profile.',
    removed: 'The article is no longer saved.',
    failed: 'Saved articles could not be changed. Please try again.',
  },
};
