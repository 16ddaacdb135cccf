import { useQuery } from '@apollo/client/react';
import { Button, Center, CloseButton, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutList, IconMapPin } from '@tabler/icons-react';
import {
  lazy,
  memo,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { AfterFirstPaint } from '../../app/after-first-paint';
import type { LatLngInput, TripCardFragment, TripSortField } from '../../generated/graphql';
import { EmptyState } from '../../ui/empty-state';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LazyDialog } from '../../ui/lazy-dialog';
import { LoadMore } from '../../ui/load-more';
import { kmBetween, type NearPosition, nearOf } from '../../ui/near-distance';
import { PageHeading } from '../../ui/page-heading';
import { usePageCount } from '../../ui/use-page-count';
import { QuickSearch } from '../search';
import { publishedTripsQuery } from './graphql/trips.queries';
import { TripCard } from './trip-card';
import {
  activeFilterCount,
  emptyFilter,
  FILTER_GROUPS,
  needsPosition,
  readTripSearch,
  SORT_FIELDS,
  TRIPS_PAGE_SIZE,
  type TripSearch,
  type TripValue,
  tripsPageVariables,
  WITHIN_KM,
  writeTripSearch,
} from './trip-filter';
import classes from './trips-page.module.css';
import type { tripsLoader } from './trips-prefetch';

/** Cards on screen before any scrolling: one row of three on a desktop. */
const ABOVE_THE_FOLD = 3;
/**
 * Cards of a page rendered with its first paint: two rows on a desktop, more than a phone shows. Rendering the whole
 * page (12 cards) before painting any of it put the first cover ~1 s later on a mid-range phone (4× CPU throttling).
 */
const FIRST_VIEW = 6;

// The filter dialog (and the select and modal code it needs) is downloaded when it is first opened.
// Finding the person's position (and saying where it came from) is downloaded when a list measured from it is asked for.
const NearMe = lazy(() => import('./near-me').then((module) => ({ default: module.NearMe })));

const LOCATING: NearPosition = { status: 'locating' };
const OFF: NearPosition = { status: 'off' };

const TripFilterDialog = lazy(() =>
  import('./trip-filter-dialog').then((module) => ({ default: module.TripFilterDialog })),
);
// A page that cannot be loaded is rare on the first screen: what it shows then comes when needed (ui/load-failure.tsx).
const LoadFailure = lazy(() => import('../../ui/load-failure').then((module) => ({ default: module.LoadFailure })));

/**
 * Tells the list that a page is on screen with all its cards. Only then may the next page load when the end of the
 * list is in view: with just the first cards rendered, the end of a short page would be in view at once.
 */
function PageShown({
  page,
  total,
  onShown,
}: {
  page: number;
  total: number;
  onShown(page: number, total: number): void;
}) {
  useEffect(() => onShown(page, total), [page, total, onShown]);
  return null;
}

/** One page of the list; memoised, so the page's count and filter state changing around it do not re-render it. */
const TripsChunk = memo(function TripsChunk({
  tripSearch,
  near,
  page,
  prefetched,
  onLoaded,
}: {
  tripSearch: TripSearch;
  near: LatLngInput | undefined;
  page: number;
  /** The route's loader has already started this page's query (trips-prefetch.ts). */
  prefetched: boolean;
  onLoaded(page: number, total: number): void;
}) {
  const { t } = useTranslation();
  const {
    data: latest,
    loading,
    error,
    refetch,
  } = useQuery(publishedTripsQuery, {
    variables: tripsPageVariables(tripSearch, page, near),
    // A prefetched query is in flight or just answered: the cache has (or is about to have) the fresh page.
    fetchPolicy: prefetched ? 'cache-first' : 'cache-and-network',
  });
  // Apollo hands results to React as external-store updates, which React renders in one uninterrupted task;
  // deferred, the page of cards is rendered in slices that keep the main thread responsive.
  const data = useDeferredValue(latest);
  const total = data?.publishedTrips.total;
  if (error && !latest) {
    return (
      <Suspense fallback={null}>
        <LoadFailure title={t('trips:loadError')} retryLabel={t('trips:retry')} onRetry={() => void refetch()} />
      </Suspense>
    );
  }
  if (!data && (loading || latest)) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('common:loading')} />
      </Center>
    );
  }
  const edges = data?.publishedTrips.edges ?? [];
  const card = (trip: TripCardFragment, index: number) => (
    <TripCard
      key={trip._id}
      trip={trip}
      to={`/app/trips/${trip._id}`}
      priority={page === 1 && index < ABOVE_THE_FOLD}
      distanceKm={near && kmBetween(near, trip.coordinates)}
    />
  );
  return (
    <>
      {edges.slice(0, FIRST_VIEW).map(card)}
      <AfterFirstPaint>
        {edges.slice(FIRST_VIEW).map((trip, index) => card(trip, FIRST_VIEW + index))}
        {total !== undefined && <PageShown page={page} total={total} onShown={onLoaded} />}
      </AfterFirstPaint>
    </>
  );
});

/** Says which place the list is measured from, with the way back to the person's own position. */
function PlaceSource({ name, onClear }: { name: string; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} mb="sm" wrap="nowrap" align="center">
      <IconMapPin size={18} aria-hidden />
      <Text size="sm">{t('trips:near.fromPlace', { place: name })}</Text>
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        {t('trips:near.fromMe')}
      </Button>
    </Group>
  );
}

/** `/app/trips`: the trip list with filter and sort, both kept in the URL. */
export function TripsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tripSearch = useMemo(() => readTripSearch(search), [search]);
  const { filter, sort, within, place } = tripSearch;
  const measured = needsPosition(tripSearch);
  const [found, setFound] = useState<NearPosition>(LOCATING);
  // A place chosen in search stands in for the person's position, which is then not asked for.
  const position = measured && !place ? found : OFF;
  const near = measured && place ? place.near : nearOf(position);
  const [pages, setPages] = usePageCount();
  const [loaded, setLoaded] = useState<{ key: string; pages: number; total: number } | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  // The same search measured from another place is another list.
  const key = `${search}${near ? `@${near.lat},${near.lng}` : ''}`;
  const prefetchedSearch = useLoaderData<typeof tripsLoader>();
  const current = loaded?.key === key ? loaded : null;
  const total = current?.total;
  const onLoaded = useCallback(
    (page: number, total: number) =>
      setLoaded((previous) => {
        const pages = previous?.key === key ? Math.max(previous.pages, page) : page;
        return previous?.key === key && previous.pages === pages && previous.total === total
          ? previous
          : { key, pages, total };
      }),
    [key],
  );

  const update = (next: Partial<TripSearch>) => setSearch(writeTripSearch({ ...tripSearch, ...next }));
  const active = FILTER_GROUPS.flatMap((group) => filter[group.key].map((value) => ({ group: group.key, value })));

  return (
    <>
      <QuickSearch hiddenFrom="sm" mb="md" />
      <PageHeading title={t('pages:trips.title')} description={t('pages:trips.description')} />
      <Group justify="space-between" mb="md" gap="sm">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          // In a transition: the tap is answered by the next frame, and the dialog (its code loaded on the first
          // open, ten groups of chips to render on a slow phone) follows without holding that frame.
          onClick={() => startTransition(() => setFilterOpen(true))}
        >
          {t('trips:filter.open')}
          {activeFilterCount(filter) > 0 ? ` (${activeFilterCount(filter)})` : ''}
        </Button>
        <Group gap="sm" wrap="nowrap" className={classes.choices}>
          <NativeSelect
            className={classes.choice}
            aria-label={t('trips:near.label')}
            value={within === null ? '' : String(within)}
            data={[
              { value: '', label: t('trips:near.any') },
              ...WITHIN_KM.map((km) => ({ value: String(km), label: t('trips:near.within', { km }) })),
            ]}
            onChange={(event) => update({ within: Number(event.currentTarget.value) || null })}
          />
          <NativeSelect
            className={classes.choice}
            aria-label={t('trips:sort.label')}
            value={sort}
            data={SORT_FIELDS.map((field) => ({ value: field, label: t(`trips:sort.${field}`) }))}
            onChange={(event) => update({ sort: event.currentTarget.value as TripSortField })}
          />
        </Group>
      </Group>
      {measured && !place && (
        <Suspense fallback={null}>
          <NearMe onChange={setFound} />
        </Suspense>
      )}
      {measured && place && <PlaceSource name={place.name} onClear={() => update({ place: null })} />}
      {active.length > 0 && (
        <Group gap={6} mb="md" role="list" aria-label={t('trips:filter.active')}>
          {active.map(({ group, value }) => (
            <Group
              key={`${group}:${value}`}
              role="listitem"
              gap={2}
              pl={10}
              pr={2}
              py={2}
              bg="forest.0"
              style={{ borderRadius: 16 }}
            >
              <Text size="sm">
                {group === 'area' ? t('trips:filter.groups.area') : t(`trips:values.${value as TripValue}`)}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('trips:filter.remove', {
                  name: group === 'area' ? t('trips:filter.groups.area') : t(`trips:values.${value as TripValue}`),
                })}
                onClick={() =>
                  update({ filter: { ...filter, [group]: filter[group].filter((item) => item !== value) } })
                }
              />
            </Group>
          ))}
          <Button size="compact-sm" variant="subtle" onClick={() => update({ filter: emptyFilter() })}>
            {t('trips:filter.reset')}
          </Button>
        </Group>
      )}
      {/* Its line is kept while the count is unknown: the cards below must not move when it arrives. */}
      <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
        {total === undefined ? '\u00a0' : t('trips:results', { count: total })}
      </Text>
      {position.status === 'locating' ? null : total === 0 ? (
        activeFilterCount(filter) > 0 ? (
          <EmptyState
            icon={<IconLayoutList size={28} />}
            title={t('trips:noMatchTitle')}
            text={t('trips:noMatchText')}
          />
        ) : (
          <EmptyState
            icon={<IconLayoutList size={28} />}
            title={t('pages:trips.emptyTitle')}
            text={t('pages:trips.emptyText')}
          />
        )
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
              <TripsChunk
                key={`${key}:${page}`}
                tripSearch={tripSearch}
                near={near}
                page={page}
                prefetched={page === 1 && prefetchedSearch === key}
                onLoaded={onLoaded}
              />
            ))}
          </SimpleGrid>
          {current && current.total > pages * TRIPS_PAGE_SIZE && (
            <LoadMore
              label={t('trips:loadMore')}
              ready={current.pages >= pages}
              onLoadMore={() => setPages(pages + 1)}
            />
          )}
        </Stack>
      )}
      <LazyDialog opened={filterOpen}>
        <TripFilterDialog
          opened={filterOpen}
          initial={filter}
          onClose={() => setFilterOpen(false)}
          near={near}
          within={within}
          onApply={(next) => {
            setFilterOpen(false);
            update({ filter: next });
          }}
        />
      </LazyDialog>
    </>
  );
}
