import { Badge, Button, Group, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AfterFirstPaint } from '../../app/after-first-paint';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import type { Language } from '../../generated/graphql';
import { ContentLanguageBadge, useContentLang } from '../../ui/content-language';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import type { SourcedImage } from '../../ui/image-sources';
import { LazyDialog } from '../../ui/lazy-dialog';
import { PageHeading } from '../../ui/page-heading';
import { Picture } from '../../ui/picture';
import type { ProfileTrack } from './elevation-profile';
import { TripStartMap } from './offline/trip-start-map';
import { TripAttributes, type TripAttributeValues } from './trip-attributes';
import classes from './trip-detail.module.css';

registerTripDetailTexts();

// The dialog is downloaded when first opened.
const SuitabilityInfoDialog = lazy(() =>
  import('./suitability-info-dialog').then((module) => ({ default: module.SuitabilityInfoDialog })),
);
// The elevation profile and the GPX download, only for a trip that has a track.
const TripTrack = lazy(() => import('./trip-track').then((module) => ({ default: module.TripTrack })));

/** A photo with its renditions and focal point when it was uploaded (the demo's SVGs have neither). */
interface Photo extends SourcedImage {
  _id: string;
  alt: string;
  focalX?: number;
  focalY?: number;
}

/**
 * The gallery's column (trip-detail.module.css): 85% of the phone's width; from 48em 60% of the detail, which is at
 * most 860 px wide. The server preloads the first photo with the same sizes (apps/api/src/web/shell-preloads.ts).
 */
const GALLERY_SIZES = '(min-width: 62em) 516px, (min-width: 48em) 60vw, 85vw';

/**
 * What the trip detail shows of a trip: a published trip as the app's query answers it, or a draft in the console's
 * preview, which may lack its start, length, duration, route type or publication date (what it lacks is not shown).
 */
export interface TripDetailTrip {
  _id: string;
  /** The language of its texts; unknown in a copy saved for offline before the API said it. */
  language?: Language;
  title: string;
  preview: string;
  perex: string;
  contentHtml: string;
  routeLink: string | null;
  publishedAt: string | null;
  coordinates: { lat: number; lng: number } | null;
  coverImage: Photo | null;
  images: readonly Photo[];
  label: { _id: string; label: string; color: string } | null;
  area: { _id: string; name: string; language?: Language } | null;
  author: { _id: string; shortname: string } | null;
  attributes: TripAttributeValues;
  /** Unknown for a draft: nobody can have walked it. */
  finishedCount?: number;
  /** `gpxUrl` only where the file can be downloaded (a draft's is not served); `line` when the caller has it. */
  track: (ProfileTrack & { _id: string; gpxUrl?: string; line?: readonly (readonly number[])[] }) | null;
}

interface TripDetailProps {
  trip: TripDetailTrip;
  /** The list the trip was opened from; none in the console's preview. */
  back?: { label: string; to: string };
  /** Whether the heading names the document (the app's page) or not (a preview inside another screen). */
  documentTitle?: boolean;
  /**
   * The signed-in person's parts, which the page supplies and the console's preview leaves out: the bookmark beside
   * the heading, a notice under it, the actions before the route link, and the hikers' photos, weather, getting
   * there and ratings sections in their places.
   */
  bookmark?: ReactNode;
  notice?: ReactNode;
  actions?: ReactNode;
  weather?: ReactNode;
  gettingThere?: ReactNode;
  /** Hikers' photos ("From hikers"), under the description. */
  hikerPhotos?: ReactNode;
  ratings?: ReactNode;
}

/**
 * A trip's detail as the app shows it: heading, label and area, gallery, attributes, description, track, start map.
 * Presentational: the page (trip-detail-page.tsx) loads the trip and adds the person's parts; the console's preview
 * renders a draft with it.
 */
export function TripDetail({
  trip,
  back,
  documentTitle = true,
  bookmark,
  notice,
  actions,
  weather,
  gettingThere,
  hikerPhotos,
  ratings,
}: TripDetailProps) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang(trip.language);
  const areaLang = useContentLang(trip.area?.language);
  const [suitability, setSuitability] = useState(false);
  const photos = [trip.coverImage, ...trip.images].filter(
    (image, index, all): image is Photo =>
      Boolean(image) && all.findIndex((other) => other?._id === image?._id) === index,
  );
  const byline = [
    trip.publishedAt ? t('trips:detail.publishedAt', { date: formatDateTime(trip.publishedAt, i18n.language) }) : '',
    trip.author ? t('trips:detail.by', { name: trip.author.shortname }) : '',
    trip.finishedCount ? t('trips:detail.finishedBy', { count: trip.finishedCount }) : '',
  ].filter(Boolean);
  const coordinates = trip.coordinates;

  return (
    <Stack gap="xl" maw={860} mx="auto">
      <div>
        <PageHeading
          title={trip.title}
          description={trip.preview || undefined}
          back={back}
          actions={bookmark}
          documentTitle={documentTitle}
          lang={lang}
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
              <span lang={areaLang}>{trip.area.name}</span>
            </Group>
          )}
          <ContentLanguageBadge language={trip.language} />
        </Group>
      </div>

      {notice}

      {photos.length > 0 && (
        <section aria-label={t('trips:detail.gallery')}>
          {/* Focusable so the row can be scrolled with the arrow keys. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <ul className={classes.gallery} tabIndex={0}>
            {photos.map((photo, index) => (
              <li key={photo._id} className={classes.photo}>
                <Picture
                  image={photo}
                  sizes={GALLERY_SIZES}
                  alt={photo.alt || t('trips:detail.photo', { index: index + 1, count: photos.length })}
                  radius="lg"
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {(actions || trip.routeLink) && (
        <Group gap="sm">
          {actions}
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
      )}

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
          <Text size="lg" mb="md" lang={lang}>
            {trip.perex}
          </Text>
          <Typography lang={lang}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API renders Markdown and sanitises it (sanitize-html allow-list). */}
            <div dangerouslySetInnerHTML={{ __html: trip.contentHtml }} />
          </Typography>
          {byline.length > 0 && (
            <Text size="sm" c="dimmed" mt="md">
              {byline.join(' · ')}
            </Text>
          )}
        </section>

        {hikerPhotos}

        {trip.track && (
          <Suspense fallback={<Skeleton height={320} radius="md" />}>
            <TripTrack track={trip.track} />
          </Suspense>
        )}

        {weather}

        {coordinates && (
          <section aria-labelledby="trip-start">
            <Title order={2} fz="h3" id="trip-start" mb="sm">
              {t('trips:detail.start')}
            </Title>
            <TripStartMap trip={{ _id: trip._id, title: trip.title, coordinates, track: trip.track }} />
          </section>
        )}

        {gettingThere}

        {ratings}
      </AfterFirstPaint>

      <LazyDialog opened={suitability}>
        <SuitabilityInfoDialog opened={suitability} onClose={() => setSuitability(false)} />
      </LazyDialog>
    </Stack>
  );
}
