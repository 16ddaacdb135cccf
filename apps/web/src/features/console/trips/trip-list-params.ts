import type { EditorialStatus, EditorTripsFilter, SortDirection } from '../../../generated/graphql';

export const EDITORIAL_STATUSES: readonly EditorialStatus[] = [
  'DRAFT',
  'IN_REVIEW',
  'SCHEDULED',
  'PUBLISHED',
  'UNPUBLISHED',
];

/** The list's orders as they stand in the URL (`?sort=`); the first is the default. */
export const TRIP_SORTS = ['updatedAt-DESC', 'updatedAt-ASC', 'title-ASC', 'publishedAt-DESC'] as const;
export type TripSort = (typeof TRIP_SORTS)[number];

const isSort = (value: string | null): value is TripSort => TRIP_SORTS.some((sort) => sort === value);
const isStatus = (value: string): value is EditorialStatus => EDITORIAL_STATUSES.some((status) => status === value);
const isDate = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/**
 * The trip list's filter from its URL: `status` (comma-separated), `area`, `label`, `author`, `from` and `to` (days,
 * the editor's local time: `to` includes its whole day) and `sort`. Anything unknown in the URL is ignored.
 */
export function tripListFilter(params: URLSearchParams, search: string): EditorTripsFilter {
  const sort = params.get('sort');
  const [field, direction] = (isSort(sort) ? sort : TRIP_SORTS[0]).split('-') as [
    'updatedAt' | 'title' | 'publishedAt',
    SortDirection,
  ];
  const from = params.get('from');
  const to = params.get('to');
  const endOfDay = (day: string) => {
    const date = new Date(`${day}T00:00:00`);
    date.setDate(date.getDate() + 1);
    return new Date(date.getTime() - 1).toISOString();
  };
  return {
    search: search || null,
    status: (params.get('status') ?? '').split(',').filter(isStatus),
    areaId: params.get('area'),
    labelId: params.get('label'),
    authorId: params.get('author'),
    updatedFrom: isDate(from) ? new Date(`${from}T00:00:00`).toISOString() : null,
    updatedTo: isDate(to) ? endOfDay(to) : null,
    sort: { field, direction },
  };
}
