import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthAlert } from '../../app/auth/auth-alert';
import { type AuthFailure, classifyAuthFailure } from '../../app/auth/auth-failure';
import { botCheckHeaders } from '../../app/bot-check';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { sendSupportMessageMutation } from './graphql/settings.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import { SettingsForm } from './settings-form';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();
registerValidationTexts();

/** The API's limit (engagement.inputs.ts). */
const MESSAGE_MAX_LENGTH = 5000;

const supportSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: validationMessage('REQUIRED') })
    .max(MESSAGE_MAX_LENGTH, { error: validationMessage('MAX_LENGTH', { maxLength: MESSAGE_MAX_LENGTH }) }),
});
type SupportValues = z.input<typeof supportSchema>;

/**
 * "Contact support": a message sent with the account's e-mail (the support mail names the sender and replies go to
 * them). Bot-checked like the other public-facing forms (SUPPORT_MESSAGE).
 */
export function SupportDialog({ opened, onClose, user }: SettingsDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [send] = useMutation(sendSupportMessageMutation);
  const form = useForm<SupportValues>({ resolver: zodResolver(supportSchema), defaultValues: { message: '' } });
  const { errors, isSubmitting } = form.formState;

  const cancel = () => {
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const headers = await botCheckHeaders('SUPPORT_MESSAGE');
      await send({ variables: supportSchema.parse(values), context: { headers } });
      form.reset({ message: '' });
      showToast('success', t('settings:support.sent'));
      onClose();
    } catch (error) {
      const classified = classifyAuthFailure(error, form.setError, ['message']);
      setFailure(classified);
      if (classified.kind !== 'fields') showToast('error', t('settings:support.failed'));
    }
  });

  return (
    <Dialog opened={opened} onClose={cancel} title={t('settings:support.title')} size="lg">
      <SettingsForm
        onSubmit={submit}
        onCancel={cancel}
        submitting={isSubmitting}
        submitLabel={t('settings:support.submit')}
      >
        <AuthAlert failure={failure} describe={() => null} fallback={t('settings:support.failed')} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('settings:support.text', { email: user.email })}
        </Text>
        <Textarea
          label={t('settings:support.message')}
          autosize
          minRows={5}
          maxRows={12}
          data-autofocus
          error={translate(errors.message?.message)}
          {...form.register('message')}
        />
      </SettingsForm>
    </Dialog>
  );
}
