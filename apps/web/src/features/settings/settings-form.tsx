import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors, serverFieldErrors } from '../../ui/forms/server-errors';
import { useTranslation } from '../../ui/i18n/use-translation';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  submitting: boolean;
  /** The dialog's failure message (spec §8), shown above the fields after a failed request. */
  failure?: string | null;
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The body of a settings dialog: its fields, a failure message that stays until the next attempt, and Cancel and
 * Save. What was typed stays in the fields when saving fails.
 */
export function SettingsForm({ onSubmit, onCancel, submitting, failure, submitLabel, children }: SettingsFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('settings:dialog.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel ?? t('settings:dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Puts a failed request's field errors (BAD_USER_INPUT) onto the form. True when each of them found its field, so
 * the fields say everything; false when the dialog has to say the request failed.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): boolean {
  const fieldErrors = serverFieldErrors(error);
  return fieldErrors.length > 0 && applyServerFieldErrors(fieldErrors, setError, formFields).length === 0;
}
