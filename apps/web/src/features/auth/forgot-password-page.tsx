import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthAlert } from '../../app/auth/auth-alert';
import { type AuthFailure, classifyAuthFailure } from '../../app/auth/auth-failure';
import { botCheckHeaders } from '../../app/bot-check';
import { registerAuthTexts } from '../../app/i18n/auth-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { AuthHeader } from './components/auth-header';
import { CheckEmail } from './components/check-email';
import { EmailField } from './components/email-field';
import { requestPasswordResetMutation } from './graphql/request-password-reset.mutation';
import { type EmailOnlyValues, emailOnlySchema } from './schemas';

registerAuthTexts();
registerValidationTexts();

/** `/app/forgot-password`: asks for a reset link. The answer never tells whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [requestReset] = useMutation(requestPasswordResetMutation);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const headers = await botCheckHeaders('REQUEST_PASSWORD_RESET');
      await requestReset({ variables: { email }, context: { headers } });
      setSentTo(email);
    } catch (error) {
      setFailure(classifyAuthFailure(error, form.setError, ['email']));
    }
  });

  if (sentTo) {
    return (
      <CheckEmail
        title={t('auth:forgotPassword.sent.title')}
        text={t('auth:forgotPassword.sent.text', { email: sentTo })}
        hint={t('auth:forgotPassword.sent.hint')}
        retryLabel={t('auth:forgotPassword.sent.retry')}
        onRetry={() => setSentTo(null)}
      />
    );
  }

  return (
    <>
      <AuthHeader title={t('auth:forgotPassword.title')} description={t('auth:forgotPassword.description')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AuthAlert failure={failure} describe={() => null} fallback={t('auth:forgotPassword.errors.generic')} />
          <EmailField error={translate(errors.email?.message)} {...form.register('email')} />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('auth:forgotPassword.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/app/signin">
              {t('auth:forgotPassword.backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
