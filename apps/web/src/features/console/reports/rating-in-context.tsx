import { Anchor, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportedRatingFieldsFragment } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import classes from './reports.module.css';

export type ModeratedRating = ReportedRatingFieldsFragment;

/** A moderation card's heading: the rated trip's title with a link to it in the app, or that the rating is gone. */
export function RatedTripHeading({ rating, id }: { rating: ModeratedRating | null; id: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text component="h2" fw={700} size="md" id={id}>
        {rating?.trip.title ?? t('console:reports.deleted')}
      </Text>
      {rating && (
        <Anchor component={Link} to={`/app/trips/${rating.trip._id}`} size="sm" w="fit-content">
          {t('console:reports.openTrip')}
        </Anchor>
      )}
    </Stack>
  );
}

/** The rating as its readers saw it: the stars, the text and the author's short name, then the card's own `children`. */
export function RatingQuote({ rating, children }: { rating: ModeratedRating; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap={4}>
        <Text fw={700} c="forest.9" className={classes.stars}>
          <span aria-hidden>{'★'.repeat(rating.score) + '☆'.repeat(5 - rating.score)}</span>
          <VisuallyHidden>{t('console:reports.score', { score: rating.score })}</VisuallyHidden>
        </Text>
        <Text className={classes.text}>{rating.text || t('console:reports.noText')}</Text>
        <Text size="sm" c="gray.7">
          {t('console:reports.by', { name: rating.authorShortname })}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
