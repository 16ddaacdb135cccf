import { Avatar, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import type { TripRatingItemFragment } from '../../generated/graphql';
import { formatDateTime } from '../../ui/format/date-time';
import { LazyDialog } from '../../ui/lazy-dialog';

// The report dialog (its form and validation code) is downloaded when someone first reports a rating.
const ReportRatingDialog = lazy(() =>
  import('./report-rating-dialog').then((module) => ({ default: module.ReportRatingDialog })),
);

/** Ratings as a list: initials, name, date, stars and text; each rating by someone else can be reported. */
export function TripRatingsList({ ratings }: { ratings: readonly TripRatingItemFragment[] }) {
  const { t, i18n } = useTranslation();
  const viewerId = useSession().user?._id;
  const [reported, setReported] = useState<TripRatingItemFragment | null>(null);
  const [reporting, setReporting] = useState(false);
  return (
    <>
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
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <div role="img" aria-label={t('trips:ratings.stars', { value: rating.score })}>
                    <Rating value={rating.score} readOnly size="sm" aria-hidden />
                  </div>
                  {viewerId && rating.user._id !== viewerId && (
                    <Button
                      variant="subtle"
                      color="gray"
                      c="gray.7"
                      size="compact-sm"
                      leftSection={<IconFlag size={14} aria-hidden />}
                      aria-label={t('trips:report.buttonFor', { name: rating.user.shortname })}
                      onClick={() => {
                        setReported(rating);
                        setReporting(true);
                      }}
                    >
                      {t('trips:report.button')}
                    </Button>
                  )}
                </Group>
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
      <LazyDialog opened={reporting}>
        <ReportRatingDialog rating={reported} opened={reporting} onClose={() => setReporting(false)} />
      </LazyDialog>
    </>
  );
}
