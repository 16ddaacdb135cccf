import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthAlert } from '../../app/auth/auth-alert';
import { type AuthFailure, classifyAuthFailure } from '../../app/auth/auth-failure';
import { botCheckHeaders } from '../../app/bot-check';
import { registerAuthTexts } from '../../app/i18n/auth-texts';
import { completeSignIn } from '../../app/session/sign-in';
import { useTranslation } from '../../ui/i18n/use-translation';
import { AuthHeader } from './components/auth-header';
import { CredentialsFields } from './components/credentials-fields';
import { signInMutation } from './graphql/sign-in.mutation';
import { type SignInValues, signInSchema } from './schemas';

registerAuthTexts();

/** `/app/signin`: e-mail and password. */
export function SignInPage() {
  const { t } = useTranslation();
  const [signIn] = useMutation(signInMutation);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const headers = await botCheckHeaders('SIGN_IN_VIA_EMAIL_AND_PASSWORD');
      const { data } = await signIn({ variables: { input: values }, context: { headers } });
      if (!data) throw new Error('signIn returned no data');
      await completeSignIn(data.signIn);
    } catch (error) {
      setFailure(classifyAuthFailure(error, form.setError, ['email', 'password']));
    }
  });

  const describe = (current: AuthFailure) => {
    if (current.kind !== 'code') return null;
    if (current.code === 'UNAUTHORIZED_INVALID_CREDENTIALS') return t('auth:signIn.errors.invalidCredentials');
    if (current.code === 'UNAUTHORIZED_INACTIVE') return t('auth:signIn.errors.inactive');
    return null;
  };

  return (
    <>
      <AuthHeader title={t('auth:signIn.title')} description={t('auth:signIn.description')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AuthAlert failure={failure} describe={describe} fallback={t('auth:signIn.errors.generic')} />
          <CredentialsFields form={form} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/app/forgot-password" size="sm">
              {t('auth:signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('auth:signIn.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth:signIn.noAccount')}{' '}
            <Anchor component={Link} to="/app/signup" fw={600}>
              {t('auth:signUp.submit')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
