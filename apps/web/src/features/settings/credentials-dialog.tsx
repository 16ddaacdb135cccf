import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { nameField } from '../../ui/forms/fields';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { updateCredentialsMutation } from './graphql/settings.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import { SettingsForm, showServerFieldErrors } from './settings-form';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();
registerValidationTexts();

const credentialsSchema = z.object({ firstname: nameField, lastname: nameField });
type CredentialsValues = z.input<typeof credentialsSchema>;

/** Spec §2 "Change credentials": first name and last name. */
export function CredentialsDialog({ opened, onClose, user }: SettingsDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [failed, setFailed] = useState(false);
  const [update] = useMutation(updateCredentialsMutation);
  const form = useForm<CredentialsValues>({
    resolver: zodResolver(credentialsSchema),
    values: { firstname: user.firstname, lastname: user.lastname },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const cancel = () => {
    form.reset({ firstname: user.firstname, lastname: user.lastname });
    setFailed(false);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const { data } = await update({ variables: credentialsSchema.parse(values) });
      const saved = data?.updateMyProfile;
      form.reset(saved ? { firstname: saved.firstname, lastname: saved.lastname } : values);
      showToast('success', t('settings:credentials.saved'));
      onClose();
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, ['firstname', 'lastname'])) return;
      setFailed(true);
      showToast('error', t('settings:credentials.failed'));
    }
  });

  return (
    <Dialog opened={opened} onClose={cancel} title={t('settings:credentials.title')}>
      <SettingsForm
        onSubmit={submit}
        onCancel={cancel}
        submitting={isSubmitting}
        failure={failed ? t('settings:credentials.failed') : null}
      >
        <TextInput
          label={t('settings:credentials.firstname')}
          description={t('settings:credentials.hint')}
          autoComplete="given-name"
          required
          data-autofocus
          error={translate(errors.firstname?.message)}
          {...form.register('firstname')}
        />
        <TextInput
          label={t('settings:credentials.lastname')}
          autoComplete="family-name"
          required
          error={translate(errors.lastname?.message)}
          {...form.register('lastname')}
        />
      </SettingsForm>
    </Dialog>
  );
}
