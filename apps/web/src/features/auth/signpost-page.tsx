import { Button, Stack, Text } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { registerAuthTexts } from '../../app/i18n/auth-texts';
import { useTranslation } from '../../ui/i18n/use-translation';
import { AuthHeader } from './components/auth-header';

registerAuthTexts();

/** `/app`: the choice between signing in and creating an account. */
export function SignpostPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeader title={t('auth:signpost.title')} description={t('auth:signpost.description')} />
      <Stack gap="md">
        <Button component={Link} to="/app/signin" size="lg" fullWidth leftSection={<IconLogin2 aria-hidden />}>
          {t('auth:signIn.submit')}
        </Button>
        <Button
          component={Link}
          to="/app/signup"
          size="lg"
          fullWidth
          variant="outline"
          leftSection={<IconUserPlus aria-hidden />}
        >
          {t('auth:signUp.submit')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('auth:signpost.newHere')}
        </Text>
      </Stack>
    </>
  );
}
