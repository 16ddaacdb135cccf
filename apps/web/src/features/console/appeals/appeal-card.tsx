import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { AppealOutcome, QueuedAppealFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/format/date-time';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { PhotoInContext } from '../reports/photo-in-context';
import { RatedTripHeading, RatingQuote } from '../reports/rating-in-context';
import classes from '../reports/reports.module.css';

export type QueuedAppeal = QueuedAppealFieldsFragment;

/** Where an appeal's texts are: against hiding a photo, its own wording ("restore the photo"); else the rating's. */
export function appealTexts(appeal: Pick<QueuedAppeal, 'photo'> | null): 'console:appeals' | 'console:appeals.photo' {
  return appeal?.photo ? 'console:appeals.photo' : 'console:appeals';
}

/**
 * An open appeal: the rating (or the photo, with the rating it is on) in context, the decision that hid it and the
 * author's appeal, then Restore and Confirm — or, to the moderator who made the decision, that someone else has to
 * decide.
 */
export function AppealCard({ appeal, onDecide }: { appeal: QueuedAppeal; onDecide(outcome: AppealOutcome): void }) {
  const { t, i18n } = useTranslation();
  const { rating, photo, decision } = appeal;
  const texts = appealTexts(appeal);
  const headingId = `appeal-${appeal._id}`;
  const labels = { trip: rating?.trip.title ?? '', name: rating?.authorShortname ?? '' };
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <RatedTripHeading rating={rating} id={headingId} />
        {photo && <PhotoInContext photo={photo} author={rating?.authorShortname ?? ''} />}
        {photo && rating && (
          <Text size="sm" fw={600}>
            {t('console:reports.photo.onRating')}
          </Text>
        )}
        {rating && <RatingQuote rating={rating} />}
        <Stack gap={4} className={classes.statement}>
          <Text component="h3" size="sm" fw={700}>
            {t('console:appeals.decision')}
          </Text>
          <Text size="sm" fw={600}>
            {t('console:appeals.ground', { ground: t(`console:reports.reasons.${decision.ground}`) })}
            <Text span size="sm" fw={400} c="gray.7">
              {' · '}
              {t('console:appeals.decidedAt', { date: formatDateTime(decision.decidedAt, i18n.language) })}
            </Text>
          </Text>
          <Text size="sm" className={classes.text}>
            {decision.explanation}
          </Text>
        </Stack>
        <Stack gap={4} className={classes.statement}>
          <Text component="h3" size="sm" fw={700}>
            {t('console:appeals.appeal')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('console:appeals.appealedAt', { date: formatDateTime(appeal.createdAt, i18n.language) })}
          </Text>
          <Text size="sm" className={classes.text}>
            {appeal.explanation}
          </Text>
        </Stack>
        {decision.decidedByViewer ? (
          <Text size="sm" fw={600}>
            {t(`${texts}.yourDecision`)}
          </Text>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              aria-label={rating ? t(`${texts}.confirmFor`, labels) : undefined}
              onClick={() => onDecide('CONFIRM')}
            >
              {t('console:appeals.confirm')}
            </Button>
            {/* A rating deleted since cannot be shown again. */}
            {rating && (
              <Button
                size="xs"
                variant="outline"
                leftSection={<IconEye size={14} aria-hidden />}
                aria-label={t(`${texts}.restoreFor`, labels)}
                onClick={() => onDecide('RESTORE')}
              >
                {t('console:appeals.restore')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
