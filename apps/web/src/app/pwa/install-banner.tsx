import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../ui/i18n/use-translation';
import classes from './install-banner.module.css';
import {
  type BeforeInstallPromptEvent,
  isIos,
  isStandalone,
  recentlyDismissed,
  rememberDismissal,
} from './install-prompt';

/** Offers installing Toulky to the home screen: the browser's prompt where there is one, a hint on iOS. */
export function InstallBanner() {
  const { t } = useTranslation();
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [iosHint, setIosHint] = useState(false);

  useEffect(() => {
    if (isStandalone() || recentlyDismissed()) return;
    if (isIos()) setIosHint(true);
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!deferred && !iosHint) return null;
  const dismiss = () => {
    rememberDismissal();
    setDeferred(null);
    setIosHint(false);
  };
  return (
    <Paper
      component="aside"
      aria-label={t('common:install.title')}
      className={classes.banner}
      shadow="md"
      radius="lg"
      p="sm"
    >
      <Group wrap="nowrap" gap="sm">
        <IconDeviceMobileDown size={28} aria-hidden color="var(--mantine-color-forest-8)" />
        <div style={{ flex: 1 }}>
          <Text fw={700} size="sm">
            {t('common:install.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {deferred ? t('common:install.text') : t('common:install.iosHint')}
          </Text>
        </div>
        {deferred && (
          <Button
            size="xs"
            onClick={async () => {
              await deferred.prompt();
              const { outcome } = await deferred.userChoice;
              if (outcome === 'dismissed') rememberDismissal();
              setDeferred(null);
            }}
          >
            {t('common:install.action')}
          </Button>
        )}
        <CloseButton aria-label={t('common:install.dismiss')} onClick={dismiss} />
      </Group>
    </Paper>
  );
}
