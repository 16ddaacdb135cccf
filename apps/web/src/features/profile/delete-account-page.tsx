import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen';

/** `/app/profile/settings/delete-account`. */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('pages:deleteAccount.title')}
      back={{ label: t('pages:settings.title'), to: '/app/profile/settings' }}
    />
  );
}
