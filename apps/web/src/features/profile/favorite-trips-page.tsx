import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProfileListPage } from './profile-list-page';

/** `/app/profile/favorite-trips`: the user's favourite trips. */
export function FavoriteTripsPage() {
  const { t } = useTranslation();
  return (
    <ProfileListPage
      title={t('pages:favoriteTrips.title')}
      emptyTitle={t('pages:favoriteTrips.emptyTitle')}
      emptyText={t('pages:favoriteTrips.emptyText')}
      icon={<IconHeart size={28} />}
    />
  );
}
