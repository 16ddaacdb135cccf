import type { EditorialStatus, SortDirection } from '../../../generated/graphql';

export const EDITORIAL_STATUSES: readonly EditorialStatus[] = [
  'DRAFT',
  'IN_REVIEW',
  'SCHEDULED',
  'PUBLISHED',
  'UNPUBLISHED',
];

/** The lists' orders as they stand in the URL (`?sort=`); the first is the default. */
export const LIST_SORTS = ['updatedAt-DESC', 'updatedAt-ASC', 'title-ASC', 'publishedAt-DESC'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const isSort = (value: string | null): value is ListSort => LIST_SORTS.some((sort) => sort === value);
const isStatus = (value: string): value is EditorialStatus => EDITORIAL_STATUSES.some((status) => status === value);
const isDate = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** What the console's lists of trips, articles and announcements filter by alike. */
export interface EditorialListFilter {
  search: string | null;
  status: EditorialStatus[];
  labelId: string | null;
  authorId: string | null;
  updatedFrom: string | null;
  updatedTo: string | null;
  sort: { field: 'updatedAt' | 'title' | 'publishedAt'; direction: SortDirection };
}

/**
 * A console list's filter from its URL: `status` (comma-separated), `label`, `author`, `from` and `to` (days, the
 * editor's local time: `to` includes its whole day) and `sort`; each list adds its own (a trip's `area`). Anything
 * unknown in the URL is ignored.
 */
export function editorialListFilter(params: URLSearchParams, search: string): EditorialListFilter {
  const sort = params.get('sort');
  const [field, direction] = (isSort(sort) ? sort : LIST_SORTS[0]).split('-') as [
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
    labelId: params.get('label'),
    authorId: params.get('author'),
    updatedFrom: isDate(from) ? new Date(`${from}T00:00:00`).toISOString() : null,
    updatedTo: isDate(to) ? endOfDay(to) : null,
    sort: { field, direction },
  };
}
