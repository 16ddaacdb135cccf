import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import { TripCard } from '../../trips/trip-card';
import { TripDetail, type TripDetailTrip } from '../../trips/trip-detail';
import classes from './trip-preview.module.css';

const WIDTHS = { phone: 390, desktop: 1000 } as const;
type PreviewWidth = keyof typeof WIDTHS;

/** The draft as the trip card needs it: nobody has rated or bookmarked a draft. */
function previewCard(trip: EditorTripFieldsFragment): Parameters<typeof TripCard>[0]['trip'] {
  return {
    _id: trip._id,
    title: trip.title,
    preview: trip.preview,
    coverImage: trip.coverImage ?? trip.images[0] ?? null,
    label: trip.label,
    area: trip.area,
    averageRating: null,
    ratingsCount: 0,
    isBookmarked: false,
    attributes: { lengthKm: trip.lengthKm, duration: trip.duration },
  };
}

/** The draft as the trip detail needs it. Its track goes without `gpxUrl`: a draft's file is not served. */
function previewDetail(trip: EditorTripFieldsFragment): TripDetailTrip {
  const track = trip.track;
  return {
    _id: trip._id,
    title: trip.title,
    preview: trip.preview,
    perex: trip.perex,
    contentHtml: trip.contentHtml,
    routeLink: trip.routeLink,
    publishedAt: trip.publishedAt,
    coordinates: trip.coordinates,
    coverImage: trip.coverImage,
    images: trip.images,
    label: trip.label,
    area: trip.area,
    author: trip.author,
    attributes: {
      lengthKm: trip.lengthKm,
      duration: trip.duration,
      routeType: trip.routeType,
      terrain: trip.terrain,
      suitability: trip.suitability,
      accessibility: trip.accessibility,
      gastro: trip.gastro,
      additionalActivities: trip.additionalActivities,
      overnightStay: trip.overnightStay,
    },
    track: track && {
      _id: track._id,
      lengthKm: track.lengthKm,
      elevationGain: track.elevationGain,
      elevationLoss: track.elevationLoss,
      lowestPoint: track.lowestPoint,
      highestPoint: track.highestPoint,
      profile: track.profile,
      line: track.line,
    },
  };
}

/**
 * The trip editor's preview: the draft in the app's own trip card and trip detail, at a phone's or a desktop's width.
 * The readers' actions (bookmark, finished, rating, save offline, ratings, weather, getting there) are left out: they
 * act on a published trip, which a draft is not.
 */
export function TripPreview({ trip }: { trip: EditorTripFieldsFragment }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const titleId = useId();
  const noteId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="h3" id={titleId}>
          {t('console:tripPreview.title')}
        </Title>
        <SegmentedControl
          aria-label={t('console:tripPreview.width')}
          value={width}
          onChange={(value) => setWidth(value as PreviewWidth)}
          data={(Object.keys(WIDTHS) as PreviewWidth[]).map((value) => ({
            value,
            label: t(`console:tripPreview.${value}`),
          }))}
        />
      </Group>
      <Text size="sm" c="dimmed" id={noteId}>
        {t('console:tripPreview.note')}
      </Text>
      {/* Focusable so a frame wider than the screen can be scrolled with the arrow keys. */}
      <section
        className={classes.viewport}
        aria-label={t('console:tripPreview.frame', { width: WIDTHS[width] })}
        aria-describedby={noteId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <div className={classes.frame} data-width={width} data-testid="trip-preview-frame">
          <Stack gap="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('console:tripPreview.card')}
            </Text>
            <div className={classes.card}>
              <TripCard trip={previewCard(trip)} />
            </div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('console:tripPreview.detail')}
            </Text>
            <TripDetail trip={previewDetail(trip)} documentTitle={false} />
          </Stack>
        </div>
      </section>
    </Stack>
  );
}
