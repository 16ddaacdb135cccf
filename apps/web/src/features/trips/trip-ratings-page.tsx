import { useQuery } from '@apollo/client/react';
import { Center, Group, Loader, Pagination, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { EmptyState } from '../../ui/empty-state';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { Stars } from '../../ui/stars';
import { RATINGS_PAGE_SIZE, tripRatingsQuery } from './graphql/trip-detail.queries';
import { useSavedCopy } from './offline/use-saved-copy';
import { TripRatingsList } from './trip-ratings-list';

registerTripDetailTexts();
registerPagesTexts();
registerOtherCommonTexts();

/** `/app/trips/:tripId/ratings`: every rating of a trip, newest first, a page at a time (`?page=` in the URL). */
export function TripRatingsPage({ tripId }: { tripId: string }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const back = { label: t('pages:trip.back'), to: `/app/trips/${encodeURIComponent(tripId)}` };
  const { data, loading, error, refetch } = useQuery(tripRatingsQuery, {
    variables: { id: tripId, pagination: { pageNumber: page, pageSize: RATINGS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // Without network, the first page a trip saved for offline keeps.
  const saved = useSavedCopy(tripId, page === 1 && !data?.publishedTrip && Boolean(error));
  const trip = data?.publishedTrip ?? saved.trip?.ratings.publishedTrip ?? undefined;

  if (!trip) {
    return (
      <>
        <PageHeading title={t('pages:trip.ratingsTitle')} back={back} />
        {loading || saved.looking ? (
          <Center py="xl">
            <Loader role="progressbar" aria-label={t('common:loading')} />
          </Center>
        ) : error ? (
          <LoadFailure
            title={t('trips:detail.loadError')}
            retryLabel={t('trips:retry')}
            onRetry={() => void refetch()}
          />
        ) : (
          <EmptyState
            icon={<IconStar size={28} />}
            title={t('trips:detail.notFoundTitle')}
            text={t('trips:detail.notFoundText')}
            action={{ label: t('pages:browseTrips'), to: '/app/trips' }}
          />
        )}
      </>
    );
  }

  const pages = Math.max(1, Math.ceil(trip.ratings.total / RATINGS_PAGE_SIZE));
  return (
    <>
      <PageHeading title={t('trips:ratings.pageTitle', { title: trip.title })} back={back} />
      {trip.averageRating != null && (
        <Group gap="sm" mb="lg">
          <Stars value={trip.averageRating} />
          <Text fw={700}>
            {t('trips:ratings.average', { value: formatDecimal(trip.averageRating, i18n.language) })}
          </Text>
          <Text c="dimmed">({t('trips:ratingsCount', { count: trip.ratingsCount })})</Text>
        </Group>
      )}
      {trip.ratings.total === 0 ? (
        <EmptyState
          icon={<IconStar size={28} />}
          title={t('trips:ratings.title')}
          text={t('trips:ratings.none')}
          action={{ label: t('trips:ratings.rate'), to: back.to }}
        />
      ) : (
        <TripRatingsList ratings={trip.ratings.edges} />
      )}
      {pages > 1 && (
        <Center mt="lg">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
            getControlProps={(control) => ({
              'aria-label': t(`common:pagination.${control}`),
            })}
            getItemProps={(item) => ({ 'aria-label': t('common:pagination.page', { page: item }) })}
          />
        </Center>
      )}
    </>
  );
}
