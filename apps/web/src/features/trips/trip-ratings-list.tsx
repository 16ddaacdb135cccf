import { Avatar, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TripRatingItemFragment } from '../../generated/graphql';
import { formatDateTime } from '../../ui/format/date-time';

/** Ratings as a list: initials, name, date, stars and text. */
export function TripRatingsList({ ratings }: { ratings: readonly TripRatingItemFragment[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {ratings.map((rating) => (
        <Paper component="li" key={rating._id} withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar color="forest" radius="xl" aria-hidden>
              {rating.user.initials}
            </Avatar>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{rating.user.shortname}</Text>
                <Text size="xs" c="dimmed" component="time" dateTime={String(rating.createdAt)}>
                  {formatDateTime(rating.createdAt, i18n.language)}
                </Text>
              </Group>
              <div role="img" aria-label={t('trips:ratings.stars', { value: rating.score })}>
                <Rating value={rating.score} readOnly size="sm" aria-hidden />
              </div>
              {rating.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {rating.text}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
