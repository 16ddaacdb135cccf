import { IconBookmark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProfileListPage } from './profile-list-page';

/** `/app/profile/bookmarked-articles`: the user's saved articles. */
export function BookmarkedArticlesPage() {
  const { t } = useTranslation();
  return (
    <ProfileListPage
      title={t('pages:bookmarkedArticles.title')}
      emptyTitle={t('pages:bookmarkedArticles.emptyTitle')}
      emptyText={t('pages:bookmarkedArticles.emptyText')}
      icon={<IconBookmark size={28} />}
    />
  );
}
