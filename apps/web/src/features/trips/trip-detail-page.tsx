import { useQuery, useSubscription } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconMapPin, IconMoodEmpty } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../ui/after-first-paint';
import { EmptyState } from '../../ui/empty-state';
import { formatDateTime } from '../../ui/format/date-time';
import { formatDecimal } from '../../ui/format/decimal';
import { LazyDialog } from '../../ui/lazy-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { SaveForOfflineButton } from '../offline/save-for-offline-button';
import { SavedCopyNotice } from '../offline/saved-copy-notice';
import { TripStartMap } from '../offline/trip-start-map';
import { useSavedCopy } from '../offline/use-saved-copy';
import { BookmarkButton } from './bookmark-button';
import { FinishedButton } from './finished-button';
import { GettingThere } from './getting-there';
import { publishedTripQuery, tripRatingAddedSubscription } from './graphql/trip-detail.queries';
import { TripAttributes } from './trip-attributes';
import classes from './trip-detail.module.css';
import { TripRatingsList } from './trip-ratings-list';

// The dialogs (and the form and validation code the rating needs) are downloaded when first opened.
const RatingDialog = lazy(() => import('./rating-dialog').then((module) => ({ default: module.RatingDialog })));
const SuitabilityInfoDialog = lazy(() =>
  import('./suitability-info-dialog').then((module) => ({ default: module.SuitabilityInfoDialog })),
);
// The forecast, its icons and its own query come after the trip (weather-strip.tsx).
const WeatherStrip = lazy(() => import('./weather-strip').then((module) => ({ default: module.WeatherStrip })));
// The elevation profile and the GPX download, only for a trip that has a track.
const TripTrack = lazy(() => import('./trip-track').then((module) => ({ default: module.TripTrack })));

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
  const [suitability, setSuitability] = useState(false);
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
          <Loader aria-label={t('common:loading')} />
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

  const photos = [trip.coverImage, ...trip.images].filter(
    (image, index, all): image is NonNullable<typeof image> =>
      Boolean(image) && all.findIndex((other) => other?._id === image?._id) === index,
  );
  const ratingsPath = `/app/trips/${encodeURIComponent(trip._id)}/ratings`;

  return (
    <Stack gap="xl" maw={860} mx="auto">
      <div>
        <PageHeading
          title={trip.title}
          description={trip.preview}
          back={back}
          actions={<BookmarkButton tripId={trip._id} bookmarked={trip.isBookmarked} />}
        />
        <Group gap="sm" mt={-8}>
          {trip.label && (
            <Badge color={trip.label.color} variant="filled" radius="sm">
              {trip.label.label}
            </Badge>
          )}
          {trip.area && (
            <Group gap={4} c="dimmed" fz="sm">
              <IconMapPin size={16} aria-hidden />
              <span>{trip.area.name}</span>
            </Group>
          )}
        </Group>
      </div>

      {!data?.publishedTrip && saved.trip && <SavedCopyNotice savedAt={saved.trip.savedAt} />}

      {photos.length > 0 && (
        <section aria-label={t('trips:detail.gallery')}>
          {/* Focusable so the row can be scrolled with the arrow keys. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <ul className={classes.gallery} tabIndex={0}>
            {photos.map((photo, index) => (
              <li key={photo._id} className={classes.photo}>
                <Image
                  src={photo.url}
                  alt={photo.alt || t('trips:detail.photo', { index: index + 1, count: photos.length })}
                  radius="lg"
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <Group gap="sm">
        <FinishedButton tripId={trip._id} finished={trip.isFinished} />
        <SaveForOfflineButton tripId={trip._id} />
        <Button variant="default" onClick={() => setRating(true)}>
          {trip.hasRated ? t('trips:ratings.change') : t('trips:ratings.rate')}
        </Button>
        {trip.routeLink && (
          <Button
            component="a"
            href={trip.routeLink}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('trips:detail.openRoute')}
          </Button>
        )}
      </Group>

      <section aria-labelledby="trip-attributes">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h3" id="trip-attributes">
            {t('trips:detail.attributes')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconInfoCircle size={16} aria-hidden />}
            onClick={() => setSuitability(true)}
          >
            {t('trips:suitability.open')}
          </Button>
        </Group>
        <TripAttributes attributes={trip.attributes} />
      </section>

      {/* What a phone shows first ends with the attributes; the rest is built right after that is on screen. */}
      <AfterFirstPaint>
        <section aria-labelledby="trip-about">
          <Title order={2} fz="h3" id="trip-about" mb="sm">
            {t('trips:detail.about')}
          </Title>
          <Text size="lg" mb="md">
            {trip.perex}
          </Text>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API renders Markdown and sanitises it (sanitize-html allow-list). */}
            <div dangerouslySetInnerHTML={{ __html: trip.contentHtml }} />
          </Typography>
          <Text size="sm" c="dimmed" mt="md">
            {t('trips:detail.publishedAt', { date: formatDateTime(trip.publishedAt, i18n.language) })}
            {trip.author ? ` · ${t('trips:detail.by', { name: trip.author.shortname })}` : ''}
            {trip.finishedCount > 0 ? ` · ${t('trips:detail.finishedBy', { count: trip.finishedCount })}` : ''}
          </Text>
        </section>

        {trip.track && (
          <Suspense fallback={<Skeleton height={320} radius="md" />}>
            <TripTrack track={trip.track} />
          </Suspense>
        )}

        <Suspense fallback={<Skeleton height={240} radius="md" />}>
          <WeatherStrip tripId={trip._id} />
        </Suspense>

        <section aria-labelledby="trip-start">
          <Title order={2} fz="h3" id="trip-start" mb="sm">
            {t('trips:detail.start')}
          </Title>
          <TripStartMap trip={trip} />
        </section>

        <GettingThere trip={trip} />

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
              <Rating value={trip.averageRating} fractions={10} readOnly aria-hidden />
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
              <TripRatingsList ratings={[trip.myRating]} />
            </Paper>
          )}
          <TripRatingsList ratings={trip.ratings.edges} />
          {trip.ratings.total > 0 && (
            <Anchor component={Link} to={ratingsPath} mt="md" display="inline-block" fw={600}>
              {t('trips:ratings.all', { count: trip.ratings.total })}
            </Anchor>
          )}
        </section>
      </AfterFirstPaint>

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
      <LazyDialog opened={suitability}>
        <SuitabilityInfoDialog opened={suitability} onClose={() => setSuitability(false)} />
      </LazyDialog>
    </Stack>
  );
}
