import { useQuery } from '@apollo/client/react';
import { ActionIcon, AspectRatio, Box, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconClock, IconRoute, IconStarFilled } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RecommendedTripsQuery } from '../../generated/graphql';
import classes from '../../ui/content-card.module.css';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import { recommendedTripsQuery } from './graphql/recommended-trips.query';
import strip from './recommended-trips.module.css';
import { registerWallTexts } from './wall-texts';

registerWallTexts();

const LIMIT = 8;
/** Placeholder cards while the row loads, as many as a wide screen shows. */
const PLACEHOLDERS = [1, 2, 3, 4];

type RecommendedTrip = RecommendedTripsQuery['recommendedTrips'][number];

/** A recommended trip in the strip: cover, title, area, length, duration and rating; the whole card is one link. */
function RecommendedTripCard({ trip }: { trip: RecommendedTrip }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="lg" padding={0} className={`${classes.card} ${strip.card}`}>
      <AspectRatio ratio={3 / 2}>
        <Image src={trip.coverImage?.url} alt="" loading="lazy" fallbackSrc="/favicon.svg" />
      </AspectRatio>
      <Stack gap={4} p="sm">
        <Title order={3} fz="md" lh={1.3} lineClamp={2} className={strip.title}>
          <Link to={`/app/trips/${trip._id}`} className={classes.link}>
            {trip.title}
          </Link>
        </Title>
        {trip.area && (
          <Text size="xs" c="dimmed" truncate>
            {trip.area.name}
          </Text>
        )}
        <Group gap="sm" fz="xs" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <IconRoute size={14} aria-hidden />
            <span>{t('trips:km', { value: formatDecimal(trip.attributes.lengthKm, i18n.language) })}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <span>{t(`trips:values.${trip.attributes.duration}`)}</span>
          </Group>
          {trip.averageRating !== null && trip.averageRating !== undefined && (
            <Group gap={4} wrap="nowrap">
              <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
              <span>{formatDecimal(trip.averageRating, i18n.language)}</span>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * "Recommended for you" above the wall: the API's best matches for the user, in its order, as a row that scrolls
 * sideways (swipe, Tab through the cards, or the arrows on wider screens). Its query waits for the wall's first page
 * (`ready`), which the screen is there for; until then a placeholder keeps its place, so nothing below moves. Hidden
 * when there is nothing to recommend.
 */
export function RecommendedTrips({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const { data, error } = useQuery(recommendedTripsQuery, {
    variables: { limit: LIMIT },
    fetchPolicy: 'cache-and-network',
    skip: !ready,
  });
  const trips = data?.recommendedTrips;

  // The arrows say whether there is more to either side: after the cards arrive, as the row scrolls and resizes.
  const updateEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);
  useEffect(() => {
    const list = listRef.current;
    if (!trips || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(list);
    return () => observer.disconnect();
  }, [trips, updateEdges]);

  if (trips?.length === 0 || (error && !trips)) return null;

  const scrollBy = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ left: direction * listRef.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <Box component="section" aria-labelledby={headingId} mb="xl">
      <Group justify="space-between" align="center" mb="xs" wrap="nowrap">
        <Title order={2} fz="h3" id={headingId}>
          {t('wall:recommended.title')}
        </Title>
        {trips && (
          <Group gap={6} visibleFrom="sm" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('wall:recommended.previous')}
              aria-controls={listId}
              disabled={edges.start}
              onClick={() => scrollBy(-1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('wall:recommended.next')}
              aria-controls={listId}
              disabled={edges.end}
              onClick={() => scrollBy(1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {trips ? (
        <ul id={listId} ref={listRef} className={strip.row} onScroll={updateEdges}>
          {trips.map((trip) => (
            <li key={trip._id} className={strip.item}>
              <RecommendedTripCard trip={trip} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={strip.row} aria-hidden>
          {PLACEHOLDERS.map((placeholder) => (
            <Skeleton key={placeholder} className={strip.placeholder} />
          ))}
        </div>
      )}
    </Box>
  );
}
