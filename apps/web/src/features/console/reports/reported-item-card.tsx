import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { ReportedItemFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/format/date-time';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { PhotoInContext } from './photo-in-context';
import { RatedTripHeading, RatingQuote } from './rating-in-context';
import classes from './reports.module.css';

export type ReportedItem = ReportedItemFieldsFragment;
export type Decision = 'HIDE' | 'KEEP';

/**
 * Where an item's decision texts are: a photo has its own wording ("Hide the photo"), a rating the queue's (the two
 * groups have the same keys, which the typed `t` checks).
 */
export function decisionTexts(item: Pick<ReportedItem, 'targetKind'>): 'console:reports' | 'console:reports.photo' {
  return item.targetKind === 'HIKER_PHOTO' ? 'console:reports.photo' : 'console:reports';
}

/**
 * An item of the queue: its reports counted by reason, the item in context (a photo with the rating it is on), each
 * report, and the two decisions.
 */
export function ReportedItemCard({ item, onDecide }: { item: ReportedItem; onDecide(decision: Decision): void }) {
  const { t, i18n } = useTranslation();
  const { rating, photo } = item;
  const isPhoto = item.targetKind === 'HIKER_PHOTO';
  const texts = decisionTexts(item);
  const headingId = `reported-${item.targetId}`;
  const labels = { trip: rating?.trip.title ?? '', name: rating?.authorShortname ?? '' };
  // Hiding is for what readers still see: not a photo or rating hidden already, nor one deleted since.
  const hideable = isPhoto ? Boolean(photo && !photo.hidden) : Boolean(rating && !rating.hidden);
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <RatedTripHeading rating={rating} id={headingId} />
          <Badge variant="filled" color="red.9" radius="sm" tt="none">
            {t('console:reports.count', { count: item.reportCount })}
          </Badge>
        </Group>
        <Group gap="xs" role="list" aria-label={t('console:reports.reasonsLabel')}>
          {item.reasons.map(({ reason, count }) => (
            <Badge key={reason} role="listitem" variant="light" color="gray" c="dark.7" radius="sm" tt="none">
              {t('console:reports.reasonCount', { reason: t(`console:reports.reasons.${reason}`), count })}
            </Badge>
          ))}
        </Group>
        {isPhoto && !photo && <Text size="sm">{t('console:reports.photo.deleted')}</Text>}
        {photo && (
          <PhotoInContext photo={photo} author={rating?.authorShortname ?? ''}>
            {photo.hidden && <Text size="sm">{t('console:reports.photo.alreadyHidden')}</Text>}
          </PhotoInContext>
        )}
        {rating && isPhoto && (
          <Text size="sm" fw={600}>
            {t('console:reports.photo.onRating')}
          </Text>
        )}
        {rating && (
          <RatingQuote rating={rating}>
            {rating.hidden && (
              <Text size="sm">
                {t(isPhoto ? 'console:reports.photo.ratingHidden' : 'console:reports.alreadyHidden')}
              </Text>
            )}
          </RatingQuote>
        )}
        <Stack gap={4}>
          <Text component="h3" size="sm" fw={700}>
            {t('console:reports.reportsLabel')}
          </Text>
          <Stack component="ul" gap="xs" className={classes.list}>
            {item.reports.map((report) => (
              <li key={report._id} className={classes.statement}>
                <Text size="sm" fw={600}>
                  {t(`console:reports.reasons.${report.reason}`)}
                  <Text span size="sm" fw={400} c="gray.7">
                    {' · '}
                    {t('console:reports.reportedAt', { date: formatDateTime(report.createdAt, i18n.language) })}
                  </Text>
                </Text>
                <Text size="sm" className={classes.text}>
                  {report.explanation || t('console:reports.noExplanation')}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={rating ? t(`${texts}.keepFor`, labels) : undefined}
            onClick={() => onDecide('KEEP')}
          >
            {t('console:reports.keep')}
          </Button>
          {hideable && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              aria-label={rating ? t(`${texts}.hideFor`, labels) : undefined}
              onClick={() => onDecide('HIDE')}
            >
              {t('console:reports.hide')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
