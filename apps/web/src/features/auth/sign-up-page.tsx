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
import { toLanguageCode } from '../../app/i18n/languages';
import { usePublicPath } from '../../app/i18n/use-public-path';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { AuthHeader } from './components/auth-header';
import { CheckEmail } from './components/check-email';
import { EmailField } from './components/email-field';
import { signUpMutation } from './graphql/sign-up.mutation';
import { type EmailOnlyValues, emailOnlySchema } from './schemas';

registerAuthTexts();
registerValidationTexts();

/** `/app/signup`: step one of sign-up, the e-mail; the rest follows from the mailed link. */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const publicHref = usePublicPath();
  const translate = useValidationTranslator();
  const [signUp] = useMutation(signUpMutation);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const headers = await botCheckHeaders('SIGN_UP');
      const language = toLanguageCode(i18n.language);
      await signUp({ variables: { input: { email, language } }, context: { headers } });
      setSentTo(email);
    } catch (error) {
      setFailure(classifyAuthFailure(error, form.setError, ['email']));
    }
  });

  if (sentTo) {
    return (
      <CheckEmail
        title={t('auth:signUp.sent.title')}
        text={t('auth:signUp.sent.text', { email: sentTo })}
        hint={t('auth:signUp.sent.hint')}
        retryLabel={t('auth:signUp.sent.retry')}
        onRetry={() => setSentTo(null)}
      />
    );
  }

  const describe = (current: AuthFailure) => {
    if (current.kind !== 'code' || current.code !== 'BAD_USER_INPUT_USER_ALREADY_EXISTS') return null;
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('auth:signUp.errors.alreadyExists')}
        </Text>
        <Text size="sm">
          <Anchor component={Link} to="/app/signin" size="sm">
            {t('auth:signIn.submit')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/app/forgot-password" size="sm">
            {t('auth:signIn.forgotPassword')}
          </Anchor>
        </Text>
      </Stack>
    );
  };

  return (
    <>
      <AuthHeader title={t('auth:signUp.title')} description={t('auth:signUp.description')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AuthAlert failure={failure} describe={describe} fallback={t('auth:signUp.errors.generic')} />
          <EmailField error={translate(errors.email?.message)} {...form.register('email')} />
          <Text size="xs" c="dimmed">
            {t('auth:signUp.consentBefore')}{' '}
            <Anchor href={publicHref('/terms-of-service')} size="xs" underline="always">
              {t('common:nav.terms')}
            </Anchor>{' '}
            {t('auth:signUp.consentAnd')}{' '}
            <Anchor href={publicHref('/privacy-policy')} size="xs" underline="always">
              {t('common:nav.privacy')}
            </Anchor>
            .
          </Text>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('auth:signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth:signUp.haveAccount')}{' '}
            <Anchor component={Link} to="/app/signin" fw={600}>
              {t('auth:signIn.submit')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
