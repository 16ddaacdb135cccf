import { AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconRoute, IconStarFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { TripCardFragment } from '../../generated/graphql';
import classes from '../../ui/content-card.module.css';
import { ContentLanguageBadge, useContentLang } from '../../ui/content-language';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import type { SourcedImage } from '../../ui/image-sources';
import { roundDistance } from '../../ui/near-distance';
import { Picture } from '../../ui/picture';
import { BookmarkButton } from './bookmark-button';

/**
 * A card is a column of the list (trips-page.tsx): the whole width on a phone, half, then a third of the content. The
 * server preloads the first card's picture with the same sizes (apps/api/src/web/shell-preloads.ts).
 */
const CARD_SIZES = '(min-width: 62em) 400px, (min-width: 36em) 50vw, 100vw';

/** A trip as the card needs it; a draft (the console's preview) may lack its length and duration, which then go unshown. */
export type CardTrip = Omit<TripCardFragment, 'coordinates' | 'attributes' | 'coverImage'> & {
  attributes: { lengthKm: number | null; duration: TripCardFragment['attributes']['duration'] | null };
  /** Without renditions (a trip saved for offline keeps only its cover's file) the card shows the file itself. */
  coverImage: (SourcedImage & { alt: string; focalX?: number; focalY?: number }) | null;
};

interface TripCardProps {
  trip: CardTrip;
  /** Where the card leads. Without it (a draft in the console's preview) the title links nowhere and there is no heart. */
  to?: string;
  /** The first cards of a list are on screen at once: their covers load first instead of lazily. */
  priority?: boolean;
  /** How far the start is from where the list is measured, when it is. */
  distanceKm?: number;
}

/**
 * A trip in a list: cover, label, title, area, length, duration, rating and the bookmark heart. Memoised: the cache
 * hands back the same trip object until the trip changes, so a list re-rendering around it leaves the card alone.
 */
export const TripCard = memo(function TripCard({ trip, to, priority = false, distanceKm }: TripCardProps) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang(trip.language);
  return (
    <Card component="article" withBorder radius="lg" padding={0} className={classes.card}>
      <div className={classes.media}>
        <AspectRatio ratio={3 / 2}>
          {trip.coverImage ? (
            <Picture
              image={trip.coverImage}
              sizes={CARD_SIZES}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              fallbackSrc="/favicon.svg"
              h="100%"
            />
          ) : (
            <Image src={null} alt="" fallbackSrc="/favicon.svg" />
          )}
        </AspectRatio>
        {to && (
          <div className={classes.corner}>
            <BookmarkButton tripId={trip._id} bookmarked={trip.isBookmarked} />
          </div>
        )}
      </div>
      <Stack gap={6} p="md">
        {(trip.label || lang) && (
          <Group gap={6}>
            {trip.label && (
              <Badge color={trip.label.color} variant="filled" radius="sm" w="fit-content">
                {trip.label.label}
              </Badge>
            )}
            <ContentLanguageBadge language={trip.language} />
          </Group>
        )}
        <Title order={2} fz="lg" lh={1.3} lang={lang}>
          {to ? (
            <Link to={to} className={classes.link}>
              {trip.title}
            </Link>
          ) : (
            trip.title
          )}
        </Title>
        {(trip.area || distanceKm !== undefined) && (
          <Group gap={4} c="dimmed" fz="sm">
            <IconMapPin size={16} aria-hidden />
            {trip.area && <span>{trip.area.name}</span>}
            {trip.area && distanceKm !== undefined && <span aria-hidden>·</span>}
            {distanceKm !== undefined && (
              <Text span fz="sm" fw={600} c="var(--mantine-color-text)">
                {t('trips:near.away', { distance: formatDecimal(roundDistance(distanceKm), i18n.language) })}
              </Text>
            )}
          </Group>
        )}
        <Group gap="md" fz="sm" mt={4}>
          {trip.attributes.lengthKm !== null && (
            <Group gap={4}>
              <IconRoute size={16} aria-hidden />
              <span>{t('trips:km', { value: formatDecimal(trip.attributes.lengthKm, i18n.language) })}</span>
            </Group>
          )}
          {trip.attributes.duration && (
            <Group gap={4}>
              <IconClock size={16} aria-hidden />
              <span>{t(`trips:values.${trip.attributes.duration}`)}</span>
            </Group>
          )}
          <Group gap={4}>
            <IconStarFilled size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
            <span>
              {trip.averageRating === null || trip.averageRating === undefined
                ? t('trips:noRating')
                : `${formatDecimal(trip.averageRating, i18n.language)} (${t('trips:ratingsCount', { count: trip.ratingsCount })})`}
            </span>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} lang={lang}>
          {trip.preview}
        </Text>
      </Stack>
    </Card>
  );
});
