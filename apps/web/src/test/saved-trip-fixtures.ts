import type { PublishedTripQuery, TripRatingsQuery } from '../generated/graphql';

type Detail = NonNullable<PublishedTripQuery['publishedTrip']>;

/** A trip detail's query result as the API answers it, with the given pictures (cover first). */
export function tripDetail(
  id: string,
  pictures: readonly string[],
  overrides: Partial<Detail> = {},
): PublishedTripQuery & { publishedTrip: Detail } {
  // The demo's pictures: SVGs, centred, without renditions.
  const [cover, ...images] = pictures.map((url, index) => ({
    _id: `${id}-p${index}`,
    url,
    alt: '',
    focalX: 0.5,
    focalY: 0.5,
    variants: [],
  }));
  return {
    publishedTrip: {
      _id: id,
      language: 'cs_CZ',
      title: `Výlet ${id}`,
      preview: 'Skalní město a vyhlídky.',
      perex: 'Okruh skalním městem.',
      contentHtml: '<p>Po modré značce.</p>',
      routeLink: null,
      publishedAt: '2026-05-01T08:00:00.000Z',
      averageRating: 4.5,
      ratingsCount: 2,
      finishedCount: 3,
      isBookmarked: false,
      isFinished: false,
      hasRated: false,
      nearestMunicipality: null,
      coordinates: { lat: 50.43, lng: 15.23 },
      coverImage: cover ?? null,
      images,
      label: null,
      area: { _id: 'a1', name: 'Český ráj', language: 'cs_CZ' },
      author: null,
      attributes: {
        accessibility: [],
        gastro: [],
        suitability: [],
        additionalActivities: [],
        overnightStay: [],
        lengthKm: 9.5,
        routeType: 'CIRCUIT',
        terrain: [],
        duration: 'HALF_DAY',
      },
      myRating: null,
      ratings: { total: 0, edges: [] },
      track: null,
      ...overrides,
    },
  };
}

/** The first page of a trip's ratings screen. */
export function tripRatings(id: string): TripRatingsQuery {
  return {
    publishedTrip: {
      _id: id,
      title: `Výlet ${id}`,
      averageRating: 4.5,
      ratingsCount: 1,
      ratings: {
        total: 1,
        edges: [
          {
            _id: `${id}-r1`,
            score: 5,
            text: 'Krásné výhledy.',
            createdAt: '2026-05-02T10:00:00.000Z',
            user: { _id: 'u1', shortname: 'Klára D.', initials: 'KD' },
            photos: [],
          },
        ],
      },
    },
  };
}
