import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import type { ContentReportReason } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { applyServerFieldErrors, refusalReason, serverFieldErrors } from '../../ui/forms/server-errors';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { appealDecisionMutation } from './graphql/rating-appeal.queries';
import classes from './rating-moderation.module.css';

registerTripDetailTexts();
registerValidationTexts();

/** The API's limit (moderation.appeals.inputs.ts). */
const APPEAL_EXPLANATION_MAX_LENGTH = 2000;

const appealSchema = z.object({
  explanation: z
    .string()
    .trim()
    .min(1, { error: validationMessage('REQUIRED') })
    .max(APPEAL_EXPLANATION_MAX_LENGTH, {
      error: validationMessage('MAX_LENGTH', { maxLength: APPEAL_EXPLANATION_MAX_LENGTH }),
    }),
});

type AppealValues = z.input<typeof appealSchema>;
const EMPTY: AppealValues = { explanation: '' };

/** What went wrong beyond the field, said above the form; the API's refusals in the user's words. */
type Failure = 'periodOver' | 'alreadyAppealed' | 'gone' | 'failed';

const REFUSALS: Record<string, Failure> = { APPEAL_PERIOD_OVER: 'periodOver', ALREADY_APPEALED: 'alreadyAppealed' };

/** The decision appealed against, as the author was told it. */
export interface AppealedDecision {
  decisionId: string;
  ground: ContentReportReason;
  explanation: string;
}

interface AppealRatingDialogProps {
  decision: AppealedDecision;
  /** What the decision hid: the rating, or one photo on it. */
  kind?: 'rating' | 'photo';
  opened: boolean;
  onClose(): void;
  /** The appeal is stored: the caller shows it (reloads the rating's moderation). */
  onSent(): void;
}

/**
 * The author's appeal against the decision that hid their rating or photo (EU DSA art. 20): the decision restated, the
 * author's explanation with its counter. Another moderator decides; the author hears by e-mail. A failed request keeps
 * what was typed, and a refusal (too late, appealed already) is said in the user's words.
 */
export function AppealRatingDialog({ decision, kind = 'rating', opened, onClose, onSent }: AppealRatingDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [appeal] = useMutation(appealDecisionMutation);
  const form = useForm<AppealValues>({ resolver: zodResolver(appealSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const explanation = form.watch('explanation');
  const texts = kind === 'photo' ? 'trips:appeal.photo' : 'trips:appeal';

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await appeal({ variables: { input: { decisionId: decision.decisionId, explanation: values.explanation } } });
      showToast('success', t('trips:appeal.sent'));
      form.reset(EMPTY);
      onSent();
    } catch (error) {
      const refusal = refusalReason(error);
      if (refusal) {
        setFailure(REFUSALS[refusal] ?? 'failed');
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      const unmatched = applyServerFieldErrors(fieldErrors, form.setError, ['explanation']);
      // The only field the form does not show is the decision: the rating or photo deleted or shown again since.
      if (unmatched.length > 0) setFailure('gone');
      else if (fieldErrors.length === 0) setFailure('failed');
    }
  });

  return (
    <Dialog opened={opened} onClose={close} title={t(`${texts}.title`)} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure === 'gone' ? t(`${texts}.gone`) : t(`trips:appeal.${failure}`)}
            </Alert>
          )}
          <Paper component="figure" m={0} p="sm" radius="md" bg="gray.0">
            <Text component="figcaption" size="sm" fw={600}>
              {t('trips:moderation.ground', { ground: t(`trips:report.reasons.${decision.ground}`) })}
            </Text>
            <Text component="blockquote" m={0} size="sm" className={classes.quote}>
              {decision.explanation}
            </Text>
          </Paper>
          <Textarea
            label={t('trips:appeal.explanation')}
            description={`${t('trips:appeal.hint')} ${explanation.length}/${APPEAL_EXPLANATION_MAX_LENGTH}`}
            required
            autosize
            minRows={4}
            maxRows={10}
            error={translate(errors.explanation?.message)}
            data-autofocus
            {...form.register('explanation')}
          />
          <Text size="sm" c="gray.7">
            {t('trips:appeal.next')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('trips:appeal.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('trips:appeal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
