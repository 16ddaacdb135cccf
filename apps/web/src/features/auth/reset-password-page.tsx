import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthAlert } from '../../app/auth/auth-alert';
import { type AuthFailure, classifyAuthFailure } from '../../app/auth/auth-failure';
import { botCheckHeaders } from '../../app/bot-check';
import { registerAuthTexts } from '../../app/i18n/auth-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import { NewPasswordField } from '../../ui/forms/new-password-field';
import { PasswordField } from '../../ui/forms/password-field';
import { isTooWeak } from '../../ui/forms/password-strength';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { AuthHeader } from './components/auth-header';
import { resetPasswordMutation } from './graphql/reset-password.mutation';
import { type ResetPasswordValues, resetPasswordSchema } from './schemas';

registerAuthTexts();
registerValidationTexts();

const FIELDS = ['code', 'password', 'passwordAgain'] as const;
/** The reset page knows nothing about the person but the code; the API also counts their e-mail. */
const NOTHING_PERSONAL: readonly string[] = [];
const CODE_ERRORS = new Set(['UNAUTHORIZED_INVALID_INVITE_CODE', 'UNAUTHORIZED_INVITE_CODE_EXPIRED']);

/** `/app/reset-password?code=…`: a new password from the mailed code; then on to sign in. */
export function ResetPasswordPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const navigate = useNavigate();
  const [resetPassword] = useMutation(resetPasswordMutation);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code, password: '', passwordAgain: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (await isTooWeak(values.password, [])) {
      form.setError('password', { message: validationMessage('PASSWORD_TOO_WEAK') }, { shouldFocus: true });
      return;
    }
    try {
      const headers = await botCheckHeaders('RESET_PASSWORD');
      await resetPassword({ variables: { code: values.code, password: values.password }, context: { headers } });
      showToast('success', t('auth:resetPassword.done'));
      await navigate('/app/signin', { replace: true });
    } catch (error) {
      setFailure(classifyAuthFailure(error, form.setError, FIELDS));
    }
  });

  const describe = (current: AuthFailure) => {
    if (current.kind !== 'code' || !CODE_ERRORS.has(current.code)) return null;
    return (
      <Stack gap={4}>
        <Text size="sm">{t('auth:resetPassword.errors.invalidCode')}</Text>
        <Anchor component={Link} to="/app/forgot-password" size="sm" fw={600}>
          {t('auth:resetPassword.errors.requestNew')}
        </Anchor>
      </Stack>
    );
  };

  return (
    <>
      <AuthHeader title={t('auth:resetPassword.title')} description={t('auth:resetPassword.description')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AuthAlert failure={failure} describe={describe} fallback={t('auth:resetPassword.errors.generic')} />
          <TextInput
            label={t('auth:fields.code')}
            autoComplete="one-time-code"
            spellCheck={false}
            required
            withAsterisk={false}
            error={translate(errors.code?.message)}
            {...form.register('code')}
          />
          <NewPasswordField
            label={t('auth:fields.newPassword')}
            description={t('auth:finishSignUp.passwordHint')}
            required
            error={translate(errors.password?.message)}
            typed={password}
            personal={NOTHING_PERSONAL}
            {...form.register('password')}
          />
          <PasswordField
            label={t('auth:fields.passwordAgain')}
            autoComplete="new-password"
            required
            error={translate(errors.passwordAgain?.message)}
            {...form.register('passwordAgain')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('auth:resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
