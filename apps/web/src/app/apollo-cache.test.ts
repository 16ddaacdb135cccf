import { describe, expect, it } from 'vitest';
import { tripHikerPhotosQuery } from '../features/trips/graphql/hiker-photos.queries';
import { createCache } from './apollo';

/** A "From hikers" answer as a saved cache snapshot holds it, the photo under its type's name then. */
function oldSnapshot(typename: string) {
  return {
    ROOT_QUERY: {
      __typename: 'Query',
      'publishedTrip({"id":"t1"})': { __ref: 'PublishedTrip:t1' },
    },
    'PublishedTrip:t1': {
      __typename: 'PublishedTrip',
      _id: 't1',
      'hikerPhotos({"pagination":{"pageSize":12}})': {
        __typename: 'HikerPhotosPage',
        total: 1,
        edges: [{ __ref: `${typename}:p1` }],
      },
    },
    [`${typename}:p1`]: {
      __typename: typename,
      _id: 'p1',
      hidden: false,
      caption: 'Rozhledna',
      createdAt: '2026-05-01T10:00:00.000Z',
      image: {
        __typename: 'Image',
        _id: 'i1',
        url: '/media/i1.jpg',
        alt: 'Rozhledna',
        width: 1600,
        height: 1067,
        variants: [],
      },
      user: { __typename: 'RatingUser', _id: 'u1', shortname: 'Petr N.' },
    },
  };
}

describe('the app cache', () => {
  it.each(['HikerPhoto', 'RatingPhoto'])(
    'reads a hiker’s photo saved as %s (a snapshot from before the rename)',
    (typename) => {
      const cache = createCache();
      cache.restore(oldSnapshot(typename) as never);
      const data = cache.readQuery({
        query: tripHikerPhotosQuery,
        variables: { id: 't1', pagination: { pageSize: 12 } },
      });
      expect(data?.publishedTrip?.hikerPhotos.edges[0]).toMatchObject({
        _id: 'p1',
        caption: 'Rozhledna',
        image: { url: '/media/i1.jpg' },
        user: { shortname: 'Petr N.' },
      });
    },
  );
});
