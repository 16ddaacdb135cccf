import { useQuery } from '@apollo/client/react';
import { Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { EmptyState } from '../../ui/empty-state';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { ArticleBody } from './article-body';
import { ArticleBookmarkButton } from './article-bookmark-button';
import { FeedCard } from './feed-card';
import { articleQuery } from './graphql/wall.queries';
import { registerWallTexts } from './wall-texts';

registerWallTexts();
registerPagesTexts();

interface ArticleDetailPageProps {
  articleSlug: string;
  /** The list this article was opened from. */
  backTo: string;
}

/** `/app/dashboard/:articleSlug` and `/app/profile/bookmarked-articles/:articleSlug`. */
export function ArticleDetailPage({ articleSlug, backTo }: ArticleDetailPageProps) {
  const { t } = useTranslation();
  const back = { label: t('pages:article.back'), to: backTo };
  const { data, loading, error, refetch } = useQuery(articleQuery, {
    variables: { slug: articleSlug },
    fetchPolicy: 'cache-and-network',
  });
  const article = data?.article;
  const navigate = useNavigate();
  const currentSlug = article?.slug;

  // An earlier slug (an editor changed it) still finds the article; the address becomes the current one.
  useEffect(() => {
    if (currentSlug && currentSlug !== articleSlug) {
      void navigate(`${backTo}/${encodeURIComponent(currentSlug)}`, { replace: true });
    }
  }, [currentSlug, articleSlug, backTo, navigate]);

  if (!article) {
    if (loading) {
      return (
        <Center mih="40vh">
          <Loader role="progressbar" aria-label={t('common:loading')} />
        </Center>
      );
    }
    if (error) {
      return (
        <>
          <PageHeading title={t('pages:article.title')} back={back} />
          <LoadFailure
            title={t('wall:article.loadError')}
            retryLabel={t('trips:retry')}
            onRetry={() => void refetch()}
          />
        </>
      );
    }
    return (
      <>
        <PageHeading title={t('wall:article.notFoundTitle')} back={back} />
        <EmptyState
          icon={<IconNews size={28} />}
          title={t('wall:article.notFoundTitle')}
          text={t('wall:article.notFoundText')}
          action={{ label: t('pages:dashboard.title'), to: '/app/dashboard' }}
        />
      </>
    );
  }

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <ArticleBody
        article={article}
        back={back}
        actions={<ArticleBookmarkButton articleId={article._id} bookmarked={article.isBookmarked} />}
      />
      {article.featuredArticles.length > 0 && (
        <section aria-labelledby="featured-articles">
          <Title order={2} id="featured-articles" fz="h3" mb="md">
            {t('wall:article.featured')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {article.featuredArticles.map((item) => (
              <FeedCard key={item._id} item={item} headingLevel={3} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
