import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthAlert } from '../../app/auth/auth-alert';
import { type AuthFailure, classifyAuthFailure } from '../../app/auth/auth-failure';
import { botCheckHeaders } from '../../app/bot-check';
import { registerAuthTexts } from '../../app/i18n/auth-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { completeSignIn } from '../../app/session/sign-in';
import { NewPasswordField } from '../../ui/forms/new-password-field';
import { PasswordField } from '../../ui/forms/password-field';
import { isTooWeak } from '../../ui/forms/password-strength';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { AuthHeader } from './components/auth-header';
import { finishSignUpMutation } from './graphql/finish-sign-up.mutation';
import { type FinishSignUpValues, finishSignUpSchema } from './schemas';

registerAuthTexts();
registerValidationTexts();

const FIELDS = ['code', 'firstname', 'lastname', 'password', 'passwordAgain'] as const;

/** `/app/finish-signup?code=…`: names and password for the account whose e-mail the code confirms. */
export function FinishSignUpPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [finishSignUp] = useMutation(finishSignUpMutation);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const form = useForm<FinishSignUpValues>({
    resolver: zodResolver(finishSignUpSchema),
    defaultValues: { code, firstname: '', lastname: '', password: '', passwordAgain: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const [firstname, lastname, password] = form.watch(['firstname', 'lastname', 'password']);
  const personal = [firstname, lastname];

  const onSubmit = form.handleSubmit(async ({ passwordAgain: _again, ...input }) => {
    setFailure(null);
    if (await isTooWeak(input.password, personal)) {
      form.setError('password', { message: validationMessage('PASSWORD_TOO_WEAK') }, { shouldFocus: true });
      return;
    }
    try {
      const headers = await botCheckHeaders('FINISH_SIGN_UP');
      const { data } = await finishSignUp({ variables: { input }, context: { headers } });
      if (!data) throw new Error('finishSignUp returned no data');
      await completeSignIn(data.finishSignUp);
    } catch (error) {
      setFailure(classifyAuthFailure(error, form.setError, FIELDS));
    }
  });

  const describe = (current: AuthFailure) => {
    if (current.kind !== 'code') return null;
    const message =
      current.code === 'UNAUTHORIZED_INVITE_CODE_EXPIRED'
        ? t('auth:finishSignUp.errors.expiredCode')
        : current.code === 'UNAUTHORIZED_INVALID_INVITE_CODE'
          ? t('auth:finishSignUp.errors.invalidCode')
          : null;
    if (!message) return null;
    return (
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/app/signup" size="sm" fw={600}>
          {t('auth:finishSignUp.errors.signUpAgain')}
        </Anchor>
      </Stack>
    );
  };

  return (
    <>
      <AuthHeader title={t('auth:finishSignUp.title')} description={t('auth:finishSignUp.description')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AuthAlert failure={failure} describe={describe} fallback={t('auth:finishSignUp.errors.generic')} />
          <TextInput
            label={t('auth:fields.code')}
            autoComplete="one-time-code"
            spellCheck={false}
            required
            withAsterisk={false}
            error={translate(errors.code?.message)}
            {...form.register('code')}
          />
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('auth:fields.firstname')}
              autoComplete="given-name"
              required
              withAsterisk={false}
              error={translate(errors.firstname?.message)}
              {...form.register('firstname')}
            />
            <TextInput
              label={t('auth:fields.lastname')}
              autoComplete="family-name"
              required
              withAsterisk={false}
              error={translate(errors.lastname?.message)}
              {...form.register('lastname')}
            />
          </Group>
          <NewPasswordField
            label={t('auth:fields.password')}
            description={t('auth:finishSignUp.passwordHint')}
            required
            error={translate(errors.password?.message)}
            typed={password}
            personal={personal}
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
            {t('auth:finishSignUp.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
