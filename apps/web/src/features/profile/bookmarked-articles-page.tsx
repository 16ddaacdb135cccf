import { useQuery } from '@apollo/client/react';
import { IconBookmark } from '@tabler/icons-react';
import { useEffect } from 'react';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { registerProfileTexts } from '../../app/i18n/profile-texts';
import { useTranslation } from '../../ui/i18n/use-translation';
import { FeedCard } from '../dashboard';
import { myBookmarkedArticlesQuery } from './graphql/profile.queries';
import { type PageReport, PageStatus, PROFILE_PAGE_SIZE, ProfileListPage } from './profile-list-page';

registerProfileTexts();
registerPagesTexts();

function ArticlesChunk({ page, onLoaded }: { page: number; onLoaded(report: PageReport): void }) {
  const { data, loading, refetch } = useQuery(myBookmarkedArticlesQuery, {
    variables: { pagination: { pageNumber: page, pageSize: PROFILE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.myBookmarkedArticles.total;
  useEffect(() => {
    if (total !== undefined) onLoaded({ page, total });
  }, [page, total, onLoaded]);
  if (!data) return <PageStatus loading={loading} onRetry={() => void refetch()} />;
  return data.myBookmarkedArticles.edges.map((article) => (
    <FeedCard key={article._id} item={article} articleBase="/app/profile/bookmarked-articles" />
  ));
}

/** `/app/profile/bookmarked-articles`: the articles the user saved, newest first. */
export function BookmarkedArticlesPage() {
  const { t } = useTranslation();
  return (
    <ProfileListPage
      title={t('pages:bookmarkedArticles.title')}
      empty={{
        icon: <IconBookmark size={28} />,
        title: t('pages:bookmarkedArticles.emptyTitle'),
        text: t('pages:bookmarkedArticles.emptyText'),
        action: { label: t('profile:lists.openWall'), to: '/app/dashboard' },
      }}
      renderPage={(page, onLoaded) => <ArticlesChunk key={page} page={page} onLoaded={onLoaded} />}
    />
  );
}
