import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerAuthTexts } from '../../app/i18n/auth-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { currentPasswordField, newPasswordField } from '../../ui/forms/fields';
import { NewPasswordField } from '../../ui/forms/new-password-field';
import { PasswordField } from '../../ui/forms/password-field';
import { isTooWeak } from '../../ui/forms/password-strength';
import { errorCode } from '../../ui/forms/server-errors';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { changePasswordMutation } from './graphql/settings.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import { SettingsForm, showServerFieldErrors } from './settings-form';
import { registerSettingsTexts } from './settings-texts';

// The new password's field and its strength meter say the sign-up's texts (auth).
registerAuthTexts();
registerSettingsTexts();
registerValidationTexts();

const passwordSchema = z
  .object({
    oldPassword: currentPasswordField,
    newPassword: newPasswordField,
    newPasswordAgain: z.string().min(1, { error: validationMessage('REQUIRED') }),
  })
  .refine((value) => value.newPassword !== value.oldPassword, {
    path: ['newPassword'],
    error: validationMessage('PASSWORDS_MUST_BE_DIFFERENT'),
  })
  .refine((value) => value.newPassword === value.newPasswordAgain, {
    path: ['newPasswordAgain'],
    error: validationMessage('PASSWORDS_DO_NOT_MATCH'),
  });
type PasswordValues = z.input<typeof passwordSchema>;

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', newPasswordAgain: '' };

/**
 * Spec §2 "Change password": current and new (typed twice). A wrong current password is said in the dialog
 * (INCORRECT_OLD_PASSWORD) and signs nobody out; a changed one signs out the user's other devices.
 */
export function PasswordDialog({ opened, onClose, user }: SettingsDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [failed, setFailed] = useState(false);
  const [incorrect, setIncorrect] = useState(false);
  const [change] = useMutation(changePasswordMutation);
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const cancel = () => {
    form.reset(EMPTY);
    setFailed(false);
    setIncorrect(false);
    onClose();
  };

  const typed = form.watch('newPassword');
  const personal = [user.email, user.firstname, user.lastname];

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setFailed(false);
    setIncorrect(false);
    try {
      if (await isTooWeak(newPassword, personal)) {
        form.setError('newPassword', { message: validationMessage('PASSWORD_TOO_WEAK') }, { shouldFocus: true });
        return;
      }
      await change({ variables: { oldPassword, newPassword } });
      form.reset(EMPTY);
      showToast('success', t('settings:password.saved'));
      onClose();
    } catch (error) {
      if (errorCode(error) === 'INCORRECT_OLD_PASSWORD') {
        setIncorrect(true);
        form.setFocus('oldPassword');
        return;
      }
      if (showServerFieldErrors(error, form.setError, ['oldPassword', 'newPassword'])) return;
      setFailed(true);
      showToast('error', t('settings:password.failed'));
    }
  });

  const oldPassword = form.register('oldPassword', { onChange: () => setIncorrect(false) });
  return (
    <Dialog opened={opened} onClose={cancel} title={t('settings:password.title')}>
      <SettingsForm
        onSubmit={submit}
        onCancel={cancel}
        submitting={isSubmitting}
        failure={failed ? t('settings:password.failed') : null}
        submitLabel={t('settings:password.submit')}
      >
        <PasswordField
          label={t('settings:password.current')}
          autoComplete="current-password"
          data-autofocus
          error={incorrect ? t('settings:password.incorrect') : translate(errors.oldPassword?.message)}
          {...oldPassword}
        />
        <NewPasswordField
          label={t('settings:password.new')}
          description={t('settings:password.newHint')}
          error={translate(errors.newPassword?.message)}
          typed={typed}
          personal={personal}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('settings:password.again')}
          autoComplete="new-password"
          error={translate(errors.newPasswordAgain?.message)}
          {...form.register('newPasswordAgain')}
        />
      </SettingsForm>
    </Dialog>
  );
}
