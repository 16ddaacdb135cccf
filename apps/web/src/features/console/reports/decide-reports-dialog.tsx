import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { showToast } from '../../../app/toast';
import { Dialog } from '../../../ui/dialog';
import { applyServerFieldErrors, refusalReason, serverFieldErrors } from '../../../ui/forms/server-errors';
import { useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { z } from '../../../ui/forms/zod';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { REPORT_REASONS } from '../../trips';
import { decideReportsMutation } from '../graphql/reports.queries';
import { moderatorExplanation } from './moderator-explanation';
import { type Decision, decisionTexts, type ReportedItem } from './reported-item-card';

registerValidationTexts();

const hideSchema = z.object({
  ground: z.enum(REPORT_REASONS, { error: validationMessage('REQUIRED') }),
  explanation: moderatorExplanation,
});
const keepSchema = z.object({ ground: z.string(), explanation: moderatorExplanation });
type DecisionValues = { ground: string; explanation: string };

interface DecideReportsDialogProps {
  /** The item and the decision chosen on it; kept while the dialog closes, so its texts do not change mid-fade. */
  target: { item: ReportedItem; decision: Decision } | null;
  opened: boolean;
  onClose(): void;
  /** The item has left the queue: decided here, or by someone else first. */
  onDecided(): void;
}

/**
 * Hide (a ground and an explanation, both sent to the author in the statement of reasons) or keep (a note for the
 * editors) a reported item; either closes all of its open reports. A failure keeps what was typed.
 */
export function DecideReportsDialog({ target, opened, onClose, onDecided }: DecideReportsDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [decide] = useMutation(decideReportsMutation);
  const hiding = target?.decision === 'HIDE';
  // A photo's decision is worded for a photo ("Hide the photo"); the target stays while the dialog closes.
  const kindTexts = decisionTexts(target?.item ?? { targetKind: 'RATING' });
  const form = useForm<DecisionValues>({
    resolver: zodResolver(hiding ? hideSchema : keepSchema),
    // The most frequent reason is the likeliest ground.
    values: { ground: target?.item.reasons[0]?.reason ?? '', explanation: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    // Back to the values given for the item: the suggested ground, no explanation.
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    const { item, decision } = target;
    try {
      await decide({
        variables: {
          input: {
            targetKind: item.targetKind,
            targetId: item.targetId,
            decision,
            ground: hiding ? hideSchema.parse(values).ground : null,
            explanation: values.explanation.trim(),
          },
        },
      });
      showToast('success', t(hiding ? `${kindTexts}.hiddenToast` : `${kindTexts}.keptToast`));
      close();
      onDecided();
    } catch (error) {
      // Someone else decided first: the item has no open reports any more.
      if (refusalReason(error) === 'NO_OPEN_REPORTS') {
        showToast('info', t(`${kindTexts}.decidedElsewhere`));
        close();
        onDecided();
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      const unmatched = applyServerFieldErrors(fieldErrors, form.setError, ['ground', 'explanation']);
      if (fieldErrors.length === 0 || unmatched.length > 0) showToast('error', t('console:reports.failed'));
    }
  });

  const texts = hiding ? (`${kindTexts}.hideDialog` as const) : (`${kindTexts}.keepDialog` as const);
  return (
    <Dialog opened={opened} onClose={close} title={t(`${texts}.title`)} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(`${texts}.text`)}</Text>
          {hiding && (
            // Controlled, so the select shows the suggested ground from the start.
            <Controller
              control={form.control}
              name="ground"
              render={({ field }) => (
                <NativeSelect
                  label={t(`${kindTexts}.hideDialog.ground`)}
                  required
                  data-autofocus
                  data={[
                    { value: '', label: t(`${kindTexts}.hideDialog.groundPlaceholder`), disabled: true },
                    ...REPORT_REASONS.map((ground) => ({
                      value: ground,
                      label: t(`console:reports.reasons.${ground}`),
                    })),
                  ]}
                  error={translate(errors.ground?.message)}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
          <Textarea
            label={t(hiding ? `${kindTexts}.hideDialog.explanation` : `${kindTexts}.keepDialog.note`)}
            description={t(hiding ? `${kindTexts}.hideDialog.explanationHint` : `${kindTexts}.keepDialog.noteHint`)}
            autosize
            minRows={3}
            maxRows={8}
            required
            data-autofocus={!hiding || undefined}
            error={translate(errors.explanation?.message)}
            {...form.register('explanation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('console:reports.cancel')}
            </Button>
            <Button type="submit" color={hiding ? 'red.9' : undefined} loading={isSubmitting}>
              {t(`${texts}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
