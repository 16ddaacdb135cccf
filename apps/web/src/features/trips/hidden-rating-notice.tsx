import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { lazy, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import type { MyRatingModerationFragment } from '../../generated/graphql';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LazyDialog } from '../../ui/lazy-dialog';
import type { AppealedDecision } from './appeal-rating-dialog';
import classes from './rating-moderation.module.css';

registerTripDetailTexts();

// The appeal dialog (its form and validation code) is downloaded when the author first opens it.
const AppealRatingDialog = lazy(() =>
  import('./appeal-rating-dialog').then((module) => ({ default: module.AppealRatingDialog })),
);

interface HiddenRatingNoticeProps {
  moderation: MyRatingModerationFragment;
  /** What was hidden: the whole rating, or one photo on it (the same moderation, worded for a photo). */
  kind?: 'rating' | 'photo';
  /** The hidden photo, small, so the author knows which one it is. */
  preview?: ReactNode;
  /** An appeal was sent: reload the moderation, which then shows it. */
  onAppealed(): void;
}

/** The decision behind a hiding, when a decision on reports hid the rating (one hidden in the console has none). */
function decisionOf(moderation: MyRatingModerationFragment): AppealedDecision | null {
  const { decisionId, ground, explanation } = moderation;
  return decisionId && ground && explanation !== null ? { decisionId, ground, explanation } : null;
}

/**
 * What the author of a hidden rating (or of a hidden photo on their rating) sees above it (EU DSA art. 17 and 20): that the editors hid it and only they see
 * it, the ground and the explanation, and then where the appeal stands: open to it (with the Appeal button), sent,
 * or decided with the decision confirmed (a rating restored on appeal is simply shown again). A rating hidden straight
 * from the console has no decision to appeal in the app: its author is pointed to support.
 */
export function HiddenRatingNotice({ moderation, kind = 'rating', preview, onAppealed }: HiddenRatingNoticeProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [appealing, setAppealing] = useState(false);
  const sent = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  const decision = decisionOf(moderation);
  const { appeal } = moderation;
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '');
  // The texts that name what was hidden: a photo's have their own keys, a rating's are the section's.
  const texts = kind === 'photo' ? 'trips:moderation.photo' : 'trips:moderation';

  // The Appeal button goes once the appeal shows; focus moves to what replaced it, rather than to the page's start.
  useEffect(() => {
    if (appeal && sent.current) {
      sent.current = false;
      status.current?.focus();
    }
  }, [appeal]);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" mb="sm" bg="white">
      <Stack gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconEyeOff size={18} aria-hidden />
          <Title order={3} fz="md" id={titleId}>
            {t(`${texts}.title`)}
          </Title>
        </Group>
        {preview}
        <Text size="sm">{t(`${texts}.intro`)}</Text>
        {decision && (
          <Text size="sm" fw={600}>
            {t('trips:moderation.ground', { ground: t(`trips:report.reasons.${decision.ground}`) })}
          </Text>
        )}
        {moderation.explanation && (
          <div>
            <Text size="sm" fw={600}>
              {t('trips:moderation.explanation')}
            </Text>
            <Text component="blockquote" m={0} size="sm" className={classes.quote}>
              {moderation.explanation}
            </Text>
          </div>
        )}
        <Text size="xs" c="gray.7">
          {decision
            ? t('trips:moderation.decidedAt', { date: date(moderation.decidedAt) })
            : t('trips:moderation.hiddenAt', { date: date(moderation.hiddenAt) })}
        </Text>

        {!decision && <Text size="sm">{t('trips:moderation.direct')}</Text>}
        {decision && moderation.appealable && (
          <>
            <Text size="sm">{t('trips:moderation.appealUntil', { date: date(moderation.appealableUntil) })}</Text>
            <Button variant="light" onClick={() => setAppealing(true)} style={{ alignSelf: 'flex-start' }}>
              {t('trips:moderation.appeal')}
            </Button>
          </>
        )}
        {decision && !moderation.appealable && !appeal && (
          <Text size="sm">{t('trips:moderation.periodOver', { date: date(moderation.appealableUntil) })}</Text>
        )}
        {appeal && !appeal.outcome && (
          <>
            <Text ref={status} tabIndex={-1} size="sm" fw={600}>
              {t('trips:moderation.sent', { date: date(appeal.createdAt) })}
            </Text>
            <div>
              <Text size="sm" fw={600}>
                {t('trips:moderation.yourAppeal')}
              </Text>
              <Text component="blockquote" m={0} size="sm" className={classes.quote}>
                {appeal.explanation}
              </Text>
            </div>
          </>
        )}
        {appeal?.outcome === 'CONFIRM' && (
          <>
            <Text size="sm" fw={600}>
              {t(`${texts}.confirmed`, { date: date(appeal.decidedAt) })}
            </Text>
            {appeal.outcomeExplanation && (
              <div>
                <Text size="sm" fw={600}>
                  {t('trips:moderation.confirmedExplanation')}
                </Text>
                <Text component="blockquote" m={0} size="sm" className={classes.quote}>
                  {appeal.outcomeExplanation}
                </Text>
              </div>
            )}
            <Text size="sm">{t('trips:moderation.remedies')}</Text>
          </>
        )}
      </Stack>

      {decision && (
        <LazyDialog opened={appealing}>
          <AppealRatingDialog
            decision={decision}
            kind={kind}
            opened={appealing}
            onClose={() => setAppealing(false)}
            onSent={() => {
              sent.current = true;
              setAppealing(false);
              onAppealed();
            }}
          />
        </LazyDialog>
      )}
    </Paper>
  );
}
