import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProfileListPage } from './profile-list-page';

/** `/app/profile/finished-trips`: the user's finished trips. */
export function FinishedTripsPage() {
  const { t } = useTranslation();
  return (
    <ProfileListPage
      title={t('pages:finishedTrips.title')}
      emptyTitle={t('pages:finishedTrips.emptyTitle')}
      emptyText={t('pages:finishedTrips.emptyText')}
      icon={<IconRoute size={28} />}
    />
  );
}
