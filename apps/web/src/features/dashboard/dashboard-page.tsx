import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { EmptyState } from '../../ui/empty-state';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadFailure } from '../../ui/load-failure';
import { LoadMore } from '../../ui/load-more';
import { PageHeading } from '../../ui/page-heading';
import { usePageCount } from '../../ui/use-page-count';
import { QuickSearch } from '../search';
import { FeedCard } from './feed-card';
import { feedQuery, feedUpdatedSubscription } from './graphql/wall.queries';
import { RecommendedTrips } from './recommended-trips';
import { registerWallTexts } from './wall-texts';

registerWallTexts();
registerPagesTexts();

const PAGE_SIZE = 10;

interface FeedChunkProps {
  page: number;
  onLoaded(page: number, total: number): void;
  /** Told whether the page's first load has failed (then the wall is not waiting for it any more). */
  onFailed(page: number, failed: boolean): void;
}

function FeedChunk({ page, onLoaded, onFailed }: FeedChunkProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(feedQuery, {
    variables: { pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.feed.total;
  useEffect(() => {
    if (total !== undefined) onLoaded(page, total);
  }, [page, total, onLoaded]);
  const failed = Boolean(error && !data);
  useEffect(() => {
    onFailed(page, failed);
  }, [page, failed, onFailed]);
  if (failed) {
    return (
      <LoadFailure
        title={t('wall:loadError')}
        retryLabel={t('trips:retry')}
        onRetry={() => void refetch()}
        style={{ gridColumn: '1 / -1' }}
      />
    );
  }
  return data?.feed.edges.map((item) => <FeedCard key={item._id} item={item} />) ?? null;
}

/** `/app/dashboard`: the news wall, newest first, more as the user scrolls; new content is announced live. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [pages, setPages] = usePageCount();
  const [loaded, setLoaded] = useState<{ pages: number; total: number } | null>(null);
  const [fresh, setFresh] = useState(false);
  // The first page failed (e.g. offline): it says so, and nothing is loading any more.
  const [firstFailed, setFirstFailed] = useState(false);
  const onFailed = useCallback((page: number, failed: boolean) => {
    if (page === 1) setFirstFailed(failed);
  }, []);
  const client = useApolloClient();
  useSubscription(feedUpdatedSubscription, { onData: () => setFresh(true) });

  const onLoaded = useCallback(
    (page: number, total: number) =>
      setLoaded((current) => {
        const next = { pages: Math.max(current?.pages ?? 0, page), total };
        return current?.pages === next.pages && current.total === next.total ? current : next;
      }),
    [],
  );

  return (
    <>
      <QuickSearch hiddenFrom="sm" mb="md" />
      <PageHeading title={t('pages:dashboard.title')} description={t('pages:dashboard.description')} />
      {/* After a failed wall (offline), the recommendations show what is cached, or step aside. */}
      <RecommendedTrips ready={loaded !== null || firstFailed} />
      {fresh && (
        <Alert color="forest" variant="light" mb="md" role="status">
          <Group justify="space-between">
            <Text size="sm">{t('wall:newContent')}</Text>
            <Button
              size="xs"
              onClick={() => {
                setFresh(false);
                setPages(1);
                window.scrollTo({ top: 0 });
                void client.refetchQueries({ include: [feedQuery] });
              }}
            >
              {t('wall:showNew')}
            </Button>
          </Group>
        </Alert>
      )}
      {loaded?.total === 0 ? (
        <EmptyState
          icon={<IconNews size={28} />}
          title={t('pages:dashboard.emptyTitle')}
          text={t('pages:dashboard.emptyText')}
          action={{ label: t('pages:browseTrips'), to: '/app/trips' }}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
              <FeedChunk key={page} page={page} onLoaded={onLoaded} onFailed={onFailed} />
            ))}
          </SimpleGrid>
          {loaded === null && !firstFailed && (
            <Center py="xl">
              <Loader role="progressbar" aria-label={t('common:loading')} />
            </Center>
          )}
          {loaded !== null &&
            (loaded.total > pages * PAGE_SIZE ? (
              <LoadMore
                label={t('wall:loadMore')}
                ready={loaded.pages >= pages}
                onLoadMore={() => setPages(pages + 1)}
              />
            ) : (
              <Text ta="center" c="dimmed" size="sm" py="lg">
                {t('wall:end')}
              </Text>
            ))}
        </>
      )}
    </>
  );
}
