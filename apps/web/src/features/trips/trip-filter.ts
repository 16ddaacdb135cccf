import type { LatLngInput, PublishedTripsQueryVariables, TripFilter, TripSortField } from '../../generated/graphql';
import type { trips } from '../../locales/cs/trips';

/** A value of any trip attribute enum, as named in the catalogue. */
export type TripValue = keyof typeof trips.values;

/** The ten groups of the filter dialog (spec §2), in the order the dialog shows them. */
export const FILTER_GROUPS = [
  { key: 'duration', values: ['SHORT_WALK', 'HALF_DAY', 'WHOLE_DAY', 'WEEKEND'] },
  { key: 'length', values: ['UP_TO_5', 'FROM_5_TO_10', 'FROM_10_TO_20', 'OVER_20'] },
  { key: 'routeType', values: ['CIRCUIT', 'A_TO_B'] },
  { key: 'terrain', values: ['ASPHALT', 'FIELD_PATH', 'MIXED', 'STONE'] },
  { key: 'area', values: [] },
  { key: 'suitability', values: ['CHILDREN', 'DOGS', 'STROLLER'] },
  { key: 'accessibility', values: ['PUBLIC_TRANSPORT', 'TRAIN_BUS'] },
  { key: 'gastro', values: ['BISTRO', 'CONFECTIONERY', 'FINE_COFFEE', 'FOREST_BAR', 'RESTAURANT'] },
  {
    key: 'additionalActivities',
    values: ['CASTLES', 'EDUCATIONAL_TRAILS', 'LOOKOUT_TOWERS', 'PICNIC', 'PLAYGROUNDS', 'SWIMMING', 'WELLNESS_SAUNA'],
  },
  { key: 'overnightStay', values: ['CAMPING', 'GLAMPING', 'HOSTEL', 'HOTEL', 'PENSION', 'SHELTERS', 'UNDER_THE_SKY'] },
] as const;

export type FilterGroupKey = (typeof FILTER_GROUPS)[number]['key'];
export type FilterState = Record<FilterGroupKey, string[]>;

export const SORT_FIELDS: readonly TripSortField[] = ['publishedAt', 'finishedCount', 'averageRating', 'DISTANCE'];
export const DEFAULT_SORT: TripSortField = 'publishedAt';
/** The distance filter's radii in km (`?within=25`). */
export const WITHIN_KM = [10, 25, 50, 100] as const;

/** A place the list is measured from instead of the person's position (a municipality chosen in search). */
export interface NearPlace {
  name: string;
  near: LatLngInput;
}

/**
 * What the list shows: the filter groups, the sort and the distance filter (null: any distance), measured from a
 * place when one is named (null: from the person's position).
 */
export interface TripSearch {
  filter: FilterState;
  sort: TripSortField;
  within: number | null;
  place: NearPlace | null;
}

/** Whether the list is measured from the person's position (nearest first or within a distance). */
export const needsPosition = ({ sort, within }: Pick<TripSearch, 'sort' | 'within'>): boolean =>
  sort === 'DISTANCE' || within !== null;

export function emptyFilter(): FilterState {
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group.key, []])) as unknown as FilterState;
}

const UUID = /^[0-9a-f-]{36}$/i;
/** As long as a municipality's name may be. */
const PLACE_NAME_MAX = 100;

/** A place from `?near=50.08,14.42&place=Praha`, when both make sense. */
function readPlace(search: URLSearchParams): NearPlace | null {
  const name = search.get('place')?.trim().slice(0, PLACE_NAME_MAX);
  const [lat, lng, ...rest] = (search.get('near') ?? '').split(',').map(Number);
  const valid = (value: number | undefined, limit: number): value is number =>
    value !== undefined && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!name || rest.length > 0 || !valid(lat, 90) || !valid(lng, 180)) return null;
  return { name, near: { lat, lng } };
}

/**
 * Reads the filter, sort, distance and place from the URL (`?duration=HALF_DAY,WHOLE_DAY&sort=DISTANCE&within=25`),
 * ignoring junk.
 */
export function readTripSearch(search: URLSearchParams): TripSearch {
  const filter = emptyFilter();
  for (const group of FILTER_GROUPS) {
    const raw = search.get(group.key)?.split(',').filter(Boolean) ?? [];
    const allowed: readonly string[] = group.values;
    filter[group.key] = [
      ...new Set(raw.filter((value) => (group.key === 'area' ? UUID.test(value) : allowed.includes(value)))),
    ];
  }
  const sort = search.get('sort');
  const within = WITHIN_KM.find((km) => String(km) === search.get('within')) ?? null;
  return {
    filter,
    sort: SORT_FIELDS.find((field) => field === sort) ?? DEFAULT_SORT,
    within,
    place: readPlace(search),
  };
}

/** The URL query for a search: empty groups, the default sort and any distance are left out, so URLs stay short. */
export function writeTripSearch({ filter, sort, within, place }: TripSearch): URLSearchParams {
  const search = new URLSearchParams();
  for (const group of FILTER_GROUPS) {
    if (filter[group.key].length) search.set(group.key, filter[group.key].join(','));
  }
  if (sort !== DEFAULT_SORT) search.set('sort', sort);
  if (within !== null) search.set('within', String(within));
  if (place) {
    search.set('near', `${place.near.lat},${place.near.lng}`);
    search.set('place', place.name);
  }
  return search;
}

/** The API's filter input: only the groups with a choice, and the distance when measured from a place. */
export function toTripFilter(filter: FilterState, within: number | null = null, near?: LatLngInput): TripFilter {
  const groups = Object.fromEntries(Object.entries(filter).filter(([, values]) => values.length > 0)) as TripFilter;
  return near && within !== null ? { ...groups, maxDistanceKm: within } : groups;
}

/** Trips on one page of the list. */
export const TRIPS_PAGE_SIZE = 12;

/**
 * The list query's variables for one page: the Trips screen and its route loader must ask alike. Without `near`
 * (no position known) the list is the plain one: newest first instead of nearest, at any distance.
 */
export function tripsPageVariables(
  { filter, sort, within }: TripSearch,
  page: number,
  near?: LatLngInput,
): PublishedTripsQueryVariables {
  const field = sort === 'DISTANCE' && !near ? DEFAULT_SORT : sort;
  return {
    filter: toTripFilter(filter, within, near),
    sort: { field, direction: field === 'DISTANCE' ? 'ASC' : 'DESC' },
    pagination: { pageNumber: page, pageSize: TRIPS_PAGE_SIZE },
    ...(near ? { near } : {}),
  };
}

export function activeFilterCount(filter: FilterState): number {
  return Object.values(filter).reduce((sum, values) => sum + values.length, 0);
}
