import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useTranslation } from '../../ui/i18n/use-translation';
import { registerOtherCommonTexts } from '../i18n/other-common-texts';
import classes from './install-banner.module.css';
import { type BeforeInstallPromptEvent, rememberDismissal } from './install-prompt';

registerOtherCommonTexts();

interface InstallOfferProps {
  /** The browser's prompt; null on iOS, which has none: the offer is a hint there. */
  deferred: BeforeInstallPromptEvent | null;
  /** The offer is done with: installed, refused or dismissed. */
  onDone(): void;
}

/** The banner offering to install Toulky (install-banner.tsx): the browser's prompt behind a button, or iOS's hint. */
export function InstallOffer({ deferred, onDone }: InstallOfferProps) {
  const { t } = useTranslation();
  const dismiss = () => {
    rememberDismissal();
    onDone();
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
              onDone();
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
