import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../ui/i18n/use-translation';
import { registerOtherCommonTexts } from '../i18n/other-common-texts';
import { acceptVersion } from './version-check';

registerOtherCommonTexts();

const NOTICE_ID = 'new-version';

function Title() {
  const { t } = useTranslation();
  return <>{t('common:version.title')}</>;
}

function Message({ version }: { version: string }) {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * The toast of a new version (version-notice.tsx), with a button to load it. Its texts follow a change of language
 * while it is shown. Closed, it counts as seen: it comes back only with the next version.
 */
export function showVersionToast(version: string): void {
  notifications.show({
    id: NOTICE_ID,
    color: 'forest',
    autoClose: false,
    title: <Title />,
    message: <Message version={version} />,
    onClose: () => acceptVersion(version),
  });
}
