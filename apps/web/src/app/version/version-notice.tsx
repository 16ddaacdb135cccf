import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../ui/i18n/use-translation';
import { getRuntimeConfig } from '../runtime-config';
import { acceptVersion, detectVersionChange } from './version-check';

const NOTICE_ID = 'new-version';

/** Tells the user when Toulky has a new version since their last visit, with a button to load it. */
export function VersionNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    const { version } = getRuntimeConfig();
    if (!detectVersionChange(version)) return;
    notifications.show({
      id: NOTICE_ID,
      color: 'forest',
      autoClose: false,
      title: t('common:version.title'),
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t('common:version.text', { version })}</Text>
          <Button
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => {
              acceptVersion(version);
              window.location.reload();
            }}
          >
            {t('common:version.reload')}
          </Button>
        </Group>
      ),
      onClose: () => acceptVersion(version),
    });
  }, [t]);
  return null;
}
