import type { SearchSuggestionsQuery } from '../../generated/graphql';

export type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/** The suggestions' groups, in the order the field shows them. */
export const SUGGESTION_GROUPS = [
  { typename: 'PublishedTrip', key: 'trips' },
  { typename: 'City', key: 'places' },
  { typename: 'Area', key: 'areas' },
  { typename: 'PublishedArticle', key: 'articles' },
] as const satisfies readonly { typename: Suggestion['__typename']; key: string }[];

/** A place as the trip list measures from it. */
interface Place {
  name: string;
  coordinates: { lat: number; lng: number };
}

/** The trip list nearest to a place first (`near` and `place` are read by features/trips/trip-filter.ts). */
export function nearestTripsPath(place: Place): string {
  const search = new URLSearchParams({
    sort: 'DISTANCE',
    near: `${place.coordinates.lat},${place.coordinates.lng}`,
    place: place.name,
  });
  return `/app/trips?${search}`;
}

/** The trip list of one area. */
export const areaTripsPath = (areaId: string): string => `/app/trips?${new URLSearchParams({ area: areaId })}`;

/** The screen a suggestion opens: a place and an area open the trip list, nearest to the place first or of the area. */
export function pathOf(suggestion: Suggestion): string {
  switch (suggestion.__typename) {
    case 'PublishedTrip':
      return `/app/trips/${suggestion._id}`;
    case 'City':
      return nearestTripsPath(suggestion);
    case 'Area':
      return areaTripsPath(suggestion._id);
    case 'PublishedArticle':
      return `/app/dashboard/${suggestion.slug}`;
  }
}
