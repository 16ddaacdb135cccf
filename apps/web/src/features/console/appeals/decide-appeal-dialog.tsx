import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { showToast } from '../../../app/toast';
import type { AppealOutcome } from '../../../generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { applyServerFieldErrors, refusalReason, serverFieldErrors } from '../../../ui/forms/server-errors';
import { useValidationTranslator } from '../../../ui/forms/validation-message';
import { z } from '../../../ui/forms/zod';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { decideAppealMutation } from '../graphql/appeals.queries';
import { moderatorExplanation } from '../reports/moderator-explanation';
import { appealTexts, type QueuedAppeal } from './appeal-card';

registerValidationTexts();

const schema = z.object({ explanation: moderatorExplanation });
type AppealValues = { explanation: string };

/** Refusals after which the appeal is no longer the viewer's to decide: said in a toast, and the queue reloads. */
const NOT_YOURS = {
  ALREADY_DECIDED: 'console:appeals.alreadyDecided',
  SAME_MODERATOR: 'console:appeals.sameModerator',
} as const;

function notYours(reason: string | undefined): reason is keyof typeof NOT_YOURS {
  return reason !== undefined && reason in NOT_YOURS;
}

interface DecideAppealDialogProps {
  /** The appeal and the outcome chosen; kept while the dialog closes, so its texts do not change mid-fade. */
  target: { appeal: QueuedAppeal; outcome: AppealOutcome } | null;
  opened: boolean;
  onClose(): void;
  /** The queue has changed: the appeal decided here or elsewhere, or found not to be the viewer's to decide. */
  onDecided(): void;
}

/**
 * Restore the rating or confirm its hiding, with the explanation its author reads in the outcome mail. A failure
 * keeps what was typed.
 */
export function DecideAppealDialog({ target, opened, onClose, onDecided }: DecideAppealDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [decide] = useMutation(decideAppealMutation);
  const restoring = target?.outcome === 'RESTORE';
  // An appeal against hiding a photo is worded for a photo; the target stays while the dialog closes.
  const isPhoto = Boolean(target?.appeal.photo);
  const kindTexts = appealTexts(target?.appeal ?? null);
  const form = useForm<AppealValues>({ resolver: zodResolver(schema), defaultValues: { explanation: '' } });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const leave = (message: string, kind: 'success' | 'info' | 'error') => {
    showToast(kind, message);
    close();
    onDecided();
  };

  const submit = form.handleSubmit(async ({ explanation }) => {
    if (!target) return;
    const { appeal, outcome } = target;
    try {
      await decide({ variables: { input: { appealId: appeal._id, outcome, explanation } } });
      leave(t(restoring ? `${kindTexts}.restoredToast` : `${kindTexts}.confirmedToast`), 'success');
    } catch (error) {
      const reason = refusalReason(error);
      if (notYours(reason)) {
        leave(t(NOT_YOURS[reason]), 'info');
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      // The only refusal on the outcome: the rating (or photo) was deleted since, so it can only be confirmed.
      if (fieldErrors.some((entry) => entry.field.endsWith('outcome'))) {
        leave(t(isPhoto ? 'console:appeals.photo.gone' : 'console:appeals.ratingGone'), 'error');
        return;
      }
      const unmatched = applyServerFieldErrors(fieldErrors, form.setError, ['explanation']);
      if (fieldErrors.length === 0 || unmatched.length > 0) showToast('error', t('console:appeals.failed'));
    }
  });

  const texts = restoring ? (`${kindTexts}.restoreDialog` as const) : (`${kindTexts}.confirmDialog` as const);
  return (
    <Dialog opened={opened} onClose={close} title={t(`${texts}.title`)} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(`${texts}.text`)}</Text>
          <Textarea
            label={t('console:appeals.explanation')}
            description={t(`${kindTexts}.explanationHint`)}
            autosize
            minRows={3}
            maxRows={8}
            required
            data-autofocus
            error={translate(errors.explanation?.message)}
            {...form.register('explanation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('console:appeals.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(`${texts}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
