import { Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from '../../ui/i18n/use-translation';
import { useOnline } from '../../ui/use-online';

/** Says plainly when the device is offline and the screens show saved data. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Text
      role="status"
      size="sm"
      ta="center"
      py={6}
      px="sm"
      bg="dark.7"
      c="white"
      style={{ display: 'flex', gap: 6, justifyContent: 'center', alignItems: 'center' }}
    >
      <IconCloudOff size={16} aria-hidden />
      {t('common:offline')}
    </Text>
  );
}
