import { Alert } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { formatDateTime } from '../../../ui/format/date-time';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { registerOfflineTexts } from './offline-texts';

registerOfflineTexts();

/** Says that a screen shows a trip's copy saved for offline, and from when. */
export function SavedCopyNotice({ savedAt }: { savedAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      variant="light"
      color="forest"
      icon={<IconCloudDownload size={20} aria-hidden />}
      title={t('offline:copy.title')}
    >
      {t('offline:copy.text', { date: formatDateTime(savedAt, i18n.language) })}
    </Alert>
  );
}
