import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen';

interface ArticleDetailPageProps {
  articleSlug: string;
  /** The list this article was opened from. */
  backTo: string;
}

/** `/app/dashboard/:articleSlug` and `/app/profile/bookmarked-articles/:articleSlug`. */
export function ArticleDetailPage({ backTo }: ArticleDetailPageProps) {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('pages:article.title')} back={{ label: t('pages:article.back'), to: backTo }} />;
}
