import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthAlert } from '../../app/auth/auth-alert';
import { type AuthFailure, classifyAuthFailure } from '../../app/auth/auth-failure';
import { botCheckHeaders } from '../../app/bot-check';
import { navigateTo } from '../../app/navigation';
import { startSession } from '../../app/reporting';
import { cachePersistence } from '../../app/services';
import { takeRedirectPath } from '../../app/session/redirect-path';
import { storeTokens } from '../../app/session/session-store';
import { useTranslation } from '../../ui/i18n/use-translation';
import { AuthHeader, CredentialsFields, type SignInValues, signInSchema } from '../auth';
import { registerConsoleTexts } from './console-texts';
import { signInAsAdminMutation } from './graphql/console.queries';

registerConsoleTexts();

/** Where the console goes after sign-in: the console page that was asked for, or its overview. */
function consolePath(): string {
  const remembered = takeRedirectPath();
  return remembered && /^\/admin(\/|\?|#|$)/.test(remembered) ? remembered : '/admin';
}

/** `/admin/signin`: the console's own sign-in, for accounts with an editorial role (the API says FORBIDDEN to others). */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const [signIn] = useMutation(signInAsAdminMutation);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const headers = await botCheckHeaders('SIGN_IN_AS_ADMIN');
      const { data } = await signIn({ variables: { input: values }, context: { headers } });
      if (!data) throw new Error('signInAsAdmin returned no data');
      const user = storeTokens(data.signInAsAdmin);
      cachePersistence.resume();
      if (user) startSession(user);
      await navigateTo(consolePath(), { replace: true });
    } catch (error) {
      setFailure(classifyAuthFailure(error, form.setError, ['email', 'password']));
    }
  });

  const describe = (current: AuthFailure) => {
    if (current.kind !== 'code') return null;
    if (current.code === 'UNAUTHORIZED_INVALID_CREDENTIALS') return t('console:signIn.errors.invalidCredentials');
    if (current.code === 'UNAUTHORIZED_INACTIVE') return t('console:signIn.errors.inactive');
    if (current.code === 'FORBIDDEN') {
      return (
        <Stack gap={4}>
          <Text size="sm">{t('console:signIn.errors.forbidden')}</Text>
          <Anchor component={Link} to="/app/signin" size="sm" fw={600}>
            {t('console:signIn.toApp')}
          </Anchor>
        </Stack>
      );
    }
    return null;
  };

  return (
    <>
      <AuthHeader title={t('console:signIn.title')} description={t('console:signIn.description')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AuthAlert failure={failure} describe={describe} fallback={t('console:signIn.errors.generic')} />
          <CredentialsFields form={form} />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('console:signIn.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
