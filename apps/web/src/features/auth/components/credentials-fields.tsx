import type { UseFormReturn } from 'react-hook-form';
import { registerAuthTexts } from '../../../app/i18n/auth-texts';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { PasswordField } from '../../../ui/forms/password-field';
import { useValidationTranslator } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import type { SignInValues } from '../schemas';
import { EmailField } from './email-field';

registerAuthTexts();
registerValidationTexts();

/** E-mail and password of a sign-in form (the app's and the console's), with their field errors. */
export function CredentialsFields({ form }: { form: UseFormReturn<SignInValues> }) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const { errors } = form.formState;
  return (
    <>
      <EmailField error={translate(errors.email?.message)} {...form.register('email')} />
      <PasswordField
        label={t('auth:fields.password')}
        autoComplete="current-password"
        required
        error={translate(errors.password?.message)}
        {...form.register('password')}
      />
    </>
  );
}
