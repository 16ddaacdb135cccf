import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOut } from '../../app/services';
import { LanguageSwitch } from '../../ui/language-switch';
import { PageHeading } from '../../ui/page-heading';

/** `/app/profile/settings`. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages:settings.title')} back={{ label: t('pages:backToProfile'), to: '/app/profile' }} />
      <Stack gap="lg" maw={640}>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Text fw={600}>{t('pages:settings.language')}</Text>
            <LanguageSwitch />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs" align="flex-start">
            <Anchor component={Link} to="/privacy-policy">
              {t('common:nav.privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms-of-service">
              {t('common:nav.terms')}
            </Anchor>
            <Anchor component={Link} to="/app/profile/settings/delete-account" c="red.8">
              {t('pages:settings.deleteAccount')}
            </Anchor>
          </Stack>
        </Paper>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void signOut()}
          w="fit-content"
        >
          {t('pages:profile.signOut')}
        </Button>
      </Stack>
    </>
  );
}
