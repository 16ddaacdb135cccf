import { Badge, Button, CloseButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconClock, IconRoute, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import type { TripsLocationsQuery } from '../../generated/graphql';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';

registerTripDetailTexts();

export type TripLocationItem = TripsLocationsQuery['tripsLocations'][number];

/** The popup of a trip marker: cover, label, title, preview, rating, key attributes and "go to trip". */
export function TripPopup({ trip, onClose }: { trip: TripLocationItem; onClose(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={6} role="dialog" aria-label={trip.title}>
      {trip.coverImage && <Image src={trip.coverImage.url} alt="" h={120} radius="sm" />}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          {trip.label && (
            <Badge color={trip.label.color} variant="filled" radius="sm" size="sm">
              {trip.label.label}
            </Badge>
          )}
          <Text fw={700} lh={1.3}>
            {trip.title}
          </Text>
        </Stack>
        <CloseButton size="sm" aria-label={t('trips:map.close')} onClick={onClose} />
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {trip.preview}
      </Text>
      <Group gap="sm" fz="sm">
        <Group gap={4}>
          <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
          <span>
            {trip.averageRating == null ? t('trips:noRating') : formatDecimal(trip.averageRating, i18n.language)}
          </span>
        </Group>
        <Group gap={4}>
          <IconRoute size={14} aria-hidden />
          <span>{t('trips:km', { value: formatDecimal(trip.lengthKm, i18n.language) })}</span>
        </Group>
        <Group gap={4}>
          <IconClock size={14} aria-hidden />
          <span>{t(`trips:values.${trip.duration}`)}</span>
        </Group>
      </Group>
      {trip.suitability.length > 0 && (
        <Text size="xs" c="dimmed">
          {trip.suitability.map((value) => t(`trips:values.${value}`)).join(' · ')}
        </Text>
      )}
      <Button component={Link} to={`/app/trips/${trip._id}`} size="xs" mt={4}>
        {t('trips:map.goToTrip')}
      </Button>
    </Stack>
  );
}
