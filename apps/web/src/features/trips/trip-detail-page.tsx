import { useQuery, useSubscription } from '@apollo/client/react';
import { Anchor, Button, Center, Group, Loader, Paper, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { EmptyState } from '../../ui/empty-state';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LazyDialog } from '../../ui/lazy-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { Stars } from '../../ui/stars';
import { BookmarkButton } from './bookmark-button';
import { FinishedButton } from './finished-button';
import { GettingThere } from './getting-there';
import { publishedTripQuery } from './graphql/published-trip.query';
import { tripRatingAddedSubscription } from './graphql/trip-detail.queries';
import { HiddenRatingNotice } from './hidden-rating-notice';
import { SaveForOfflineButton } from './offline/save-for-offline-button';
import { SavedCopyNotice } from './offline/saved-copy-notice';
import { useSavedCopy } from './offline/use-saved-copy';
import { TripDetail } from './trip-detail';
import { TripRatingsList } from './trip-ratings-list';

registerTripDetailTexts();
registerPagesTexts();

// The rating dialog (and the form and validation code it needs) is downloaded when first opened.
const RatingDialog = lazy(() => import('./rating-dialog').then((module) => ({ default: module.RatingDialog })));
// Hikers' photos, their query and the gallery come after the trip, and only where someone has added some.
const HikerPhotos = lazy(() => import('./hiker-photos').then((module) => ({ default: module.HikerPhotos })));
// The forecast, its icons and its own query come after the trip (weather-strip.tsx).
const WeatherStrip = lazy(() => import('./weather-strip').then((module) => ({ default: module.WeatherStrip })));

interface TripDetailPageProps {
  tripId: string;
  /** The list this trip was opened from. */
  backTo: string;
  /** The route's loader has already started the trip's query (trips-prefetch.ts). */
  prefetched?: boolean;
}

/** `/app/trips/:tripId`, also under favourite and finished trips. */
export function TripDetailPage({ tripId, backTo, prefetched = false }: TripDetailPageProps) {
  const { t, i18n } = useTranslation();
  const back = { label: t('pages:trip.back'), to: backTo };
  const [rating, setRating] = useState(false);
  const [liveNotice, setLiveNotice] = useState('');
  const { data, loading, error, refetch } = useQuery(publishedTripQuery, {
    variables: { id: tripId },
    // A prefetched query is in flight or just answered: the cache has (or is about to have) the fresh trip.
    fetchPolicy: prefetched ? 'cache-first' : 'cache-and-network',
  });
  useSubscription(tripRatingAddedSubscription, {
    variables: { tripId },
    onData: () => {
      setLiveNotice(t('trips:ratings.live'));
      void refetch();
    },
  });
  // Without network (or when the trip cannot be loaded and the cache has nothing), its copy saved for offline.
  const saved = useSavedCopy(tripId, !data?.publishedTrip && Boolean(error));
  // Apollo hands results to React as external-store updates, which React renders in one uninterrupted task;
  // deferred, the trip is rendered in slices that keep the main thread responsive.
  const trip = useDeferredValue(data?.publishedTrip ?? saved.trip?.detail.publishedTrip ?? undefined);

  if (!trip) {
    if (loading || saved.looking || data?.publishedTrip || saved.trip) {
      return (
        <Center mih="40vh">
          <Loader role="progressbar" aria-label={t('common:loading')} />
        </Center>
      );
    }
    return (
      <>
        <PageHeading title={error ? t('pages:trip.title') : t('trips:detail.notFoundTitle')} back={back} />
        {error ? (
          <LoadFailure
            title={t('trips:detail.loadError')}
            retryLabel={t('trips:retry')}
            onRetry={() => void refetch()}
          />
        ) : (
          <EmptyState
            icon={<IconMoodEmpty size={28} />}
            title={t('trips:detail.notFoundTitle')}
            text={t('trips:detail.notFoundText')}
            action={{ label: t('pages:browseTrips'), to: '/app/trips' }}
          />
        )}
      </>
    );
  }

  const ratingsPath = `/app/trips/${encodeURIComponent(trip._id)}/ratings`;

  return (
    <>
      <TripDetail
        trip={trip}
        back={back}
        bookmark={<BookmarkButton tripId={trip._id} bookmarked={trip.isBookmarked} />}
        notice={!data?.publishedTrip && saved.trip && <SavedCopyNotice savedAt={saved.trip.savedAt} />}
        actions={
          <>
            <FinishedButton tripId={trip._id} finished={trip.isFinished} />
            <SaveForOfflineButton tripId={trip._id} />
            <Button variant="default" onClick={() => setRating(true)}>
              {trip.hasRated ? t('trips:ratings.change') : t('trips:ratings.rate')}
            </Button>
          </>
        }
        weather={
          <Suspense fallback={<Skeleton height={240} radius="md" />}>
            <WeatherStrip tripId={trip._id} />
          </Suspense>
        }
        gettingThere={<GettingThere trip={trip} />}
        hikerPhotos={
          <Suspense fallback={null}>
            <HikerPhotos tripId={trip._id} />
          </Suspense>
        }
        ratings={
          <section aria-labelledby="trip-ratings">
            <Title order={2} fz="h3" id="trip-ratings" mb="sm">
              {t('trips:ratings.title')}
            </Title>
            <VisuallyHidden aria-live="polite">{liveNotice}</VisuallyHidden>
            {trip.averageRating == null ? (
              <Text c="dimmed" mb="md">
                {t('trips:ratings.none')}
              </Text>
            ) : (
              <Group gap="sm" mb="md">
                <Stars value={trip.averageRating} />
                <Text fw={700}>{formatDecimal(trip.averageRating, i18n.language)}</Text>
                <Text c="dimmed">({t('trips:ratingsCount', { count: trip.ratingsCount })})</Text>
                <VisuallyHidden>
                  {t('trips:ratings.average', { value: formatDecimal(trip.averageRating, i18n.language) })}
                </VisuallyHidden>
              </Group>
            )}
            {trip.myRating && (
              <Paper withBorder radius="md" p="sm" mb="md" bg="forest.0">
                <Text size="sm" fw={600} mb={4}>
                  {t('trips:ratings.yours')}
                </Text>
                {trip.myRating.moderation?.hidden && (
                  <HiddenRatingNotice moderation={trip.myRating.moderation} onAppealed={() => void refetch()} />
                )}
                <TripRatingsList ratings={[trip.myRating]} onAppealed={() => void refetch()} />
              </Paper>
            )}
            <TripRatingsList ratings={trip.ratings.edges} />
            {trip.ratings.total > 0 && (
              <Anchor component={Link} to={ratingsPath} mt="md" display="inline-block" fw={600}>
                {t('trips:ratings.all', { count: trip.ratings.total })}
              </Anchor>
            )}
          </section>
        }
      />

      <LazyDialog opened={rating}>
        <RatingDialog
          tripId={trip._id}
          opened={rating}
          current={trip.myRating}
          onClose={() => setRating(false)}
          onSaved={() => {
            setRating(false);
            void refetch();
          }}
        />
      </LazyDialog>
    </>
  );
}
