import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import type { SearchQuery } from '../../generated/graphql';
import { EmptyState } from '../../ui/empty-state';
import { formatDecimal } from '../../ui/format/decimal';
import { serverFieldErrors } from '../../ui/forms/server-errors';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadMore } from '../../ui/load-more';
import { kmBetween } from '../../ui/near-distance';
import { knownPosition } from '../../ui/near-position';
import { usePageCount } from '../../ui/use-page-count';
import { loadTripCard } from '../trips';
import { searchQuery } from './graphql/search.queries';
import { searchPath } from './search-path';
import { areaTripsPath, nearestTripsPath } from './suggestions';

registerOtherCommonTexts();

const TripCard = lazy(() => loadTripCard().then((module) => ({ default: module.TripCard })));

/** Trips on one page of the results, as on the Trips screen. */
const PAGE_SIZE = 12;

type Found = SearchQuery['search'];

/** The query's page, measured from the device when its position is known (places nearer first, trips' distances). */
function variables(query: string, page: number) {
  const near = knownPosition();
  return { query, pagination: { pageNumber: page, pageSize: PAGE_SIZE }, ...(near ? { near } : {}) };
}

/** The last page of trips on screen, for "more" to wait for it before asking for the next. */
function useLoadedPages(query: string): [number, (page: number) => void] {
  const [loaded, setLoaded] = useState({ query, page: 1 });
  const onLoaded = useCallback(
    (page: number) =>
      setLoaded((previous) => ({ query, page: Math.max(previous.query === query ? previous.page : 1, page) })),
    [query],
  );
  return [loaded.query === query ? loaded.page : 1, onLoaded];
}

/** Whether the API refused a page as past the trips a search shows (BAD_USER_INPUT on `pagination.pageNumber`). */
function beyondResults(error: unknown): boolean {
  return serverFieldErrors(error).some((field) => field.field === 'pagination.pageNumber');
}

/** One page of the trips found; the first comes with the rest of the answer (SearchResults). */
function TripsPage({
  query,
  page,
  onLoaded,
  onBeyond,
}: {
  query: string;
  page: number;
  onLoaded(page: number): void;
  onBeyond(): void;
}) {
  const { data, error } = useQuery(searchQuery, { variables: variables(query, page) });
  const edges = data?.search.trips.edges;
  const beyond = beyondResults(error);
  useEffect(() => {
    if (edges) onLoaded(page);
    if (beyond) onBeyond();
  }, [edges, beyond, page, onLoaded, onBeyond]);
  return <TripCards trips={edges ?? []} />;
}

function TripCards({ trips }: { trips: Found['trips']['edges'] }) {
  const here = knownPosition();
  return (
    <Suspense fallback={null}>
      {trips.map((trip) => (
        <TripCard
          key={trip._id}
          trip={trip}
          to={`/app/trips/${trip._id}`}
          distanceKm={here && kmBetween(here, trip.coordinates)}
        />
      ))}
    </Suspense>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Areas, places and articles found: a few each, under the trips. */
function OtherFinds({ found }: { found: Found }) {
  const { t } = useTranslation();
  return (
    <>
      {found.areas.length > 0 && (
        <Section id="found-areas" title={t('search:groups.areas')}>
          <Group gap="xs">
            {found.areas.map((area) => (
              <Badge
                key={area._id}
                component={Link}
                to={areaTripsPath(area._id)}
                size="lg"
                variant="light"
                style={{ cursor: 'pointer', textTransform: 'none' }}
              >
                {area.name}
              </Badge>
            ))}
          </Group>
        </Section>
      )}
      {found.places.length > 0 && (
        <Section id="found-places" title={t('search:groups.places')}>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {found.places.map((place) => (
              <li key={place._id}>
                <Anchor component={Link} to={nearestTripsPath(place)}>
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={18} aria-hidden />
                    {place.name}
                  </Group>
                </Anchor>
                <Text size="sm" c="dimmed" ml={24}>
                  {t('search:place.context', {
                    district: place.district,
                    region: t(`common:regions.${place.region}`),
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        </Section>
      )}
      {found.articles.length > 0 && (
        <Section id="found-articles" title={t('search:groups.articles')}>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {found.articles.map((article) => (
              <li key={article._id}>
                <Anchor component={Link} to={`/app/dashboard/${article.slug}`} fw={600}>
                  {article.title}
                </Anchor>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {article.preview}
                </Text>
              </li>
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}

/** What a query found: trips as cards with more on demand, then areas, places and articles, or a way on. */
export function SearchResults({ query }: { query: string }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(searchQuery, { variables: variables(query, 1) });
  const [pages, setPages] = usePageCount();
  const [loadedPages, setLoadedPages] = useLoadedPages(query);
  const [refused, setRefused] = useState<string | null>(null);
  const onBeyond = useCallback(() => setRefused(query), [query]);
  const found = data?.search;

  if (error && !found) {
    return (
      <Stack align="flex-start" role="alert">
        <Text>{t('search:results.failed')}</Text>
        <Button variant="default" onClick={() => refetch()}>
          {t('search:results.retry')}
        </Button>
      </Stack>
    );
  }
  if (!found) return null;

  const { total, capped, edges } = found.trips;
  const nothing = total === 0 && found.areas.length + found.places.length + found.articles.length === 0;
  const number = formatDecimal(total, i18n.language);
  // A search shows at most `total` trips when more match: at its end, or when the API refused a later page, it says so.
  const atLimit = refused === query || (capped && pages * PAGE_SIZE >= total);
  return (
    <Stack gap="xl">
      {found.didYouMean && (
        <Text>
          {t('search:results.didYouMean')}{' '}
          <Anchor component={Link} to={searchPath(found.didYouMean)} fw={600}>
            {found.didYouMean}
          </Anchor>
          ?
        </Text>
      )}
      {nothing ? (
        <EmptyState
          icon={<IconSearch size={28} />}
          title={t('search:results.emptyTitle', { query })}
          text={t('search:results.emptyText')}
          action={{ label: t('search:results.toFilter'), to: '/app/trips' }}
        />
      ) : (
        total > 0 && (
          <Section id="found-trips" title={t('search:groups.trips')}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {capped ? t('search:results.tripsCapped', { number }) : t('search:results.trips', { count: total })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              <TripCards trips={edges} />
              {Array.from({ length: pages - 1 }, (_, index) => index + 2).map((page) => (
                <TripsPage key={page} query={query} page={page} onLoaded={setLoadedPages} onBeyond={onBeyond} />
              ))}
            </SimpleGrid>
            {atLimit ? (
              <Text c="dimmed" ta="center" py="md">
                {t('search:results.limit', { number })}
              </Text>
            ) : (
              total > pages * PAGE_SIZE && (
                <LoadMore
                  label={t('search:results.loadMore')}
                  ready={loadedPages >= pages}
                  onLoadMore={() => setPages(pages + 1)}
                />
              )
            )}
          </Section>
        )
      )}
      <OtherFinds found={found} />
    </Stack>
  );
}
