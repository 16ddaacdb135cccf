import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { LoadMore } from '../../ui/load-more';
import { PageHeading } from '../../ui/page-heading';
import { usePageCount } from '../../ui/use-page-count';
import { FeedCard } from './feed-card';
import { feedQuery, feedUpdatedSubscription } from './graphql/wall.queries';
import { RecommendedTrips } from './recommended-trips';

const PAGE_SIZE = 10;

function FeedChunk({ page, onLoaded }: { page: number; onLoaded(page: number, total: number): void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(feedQuery, {
    variables: { pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.feed.total;
  useEffect(() => {
    if (total !== undefined) onLoaded(page, total);
  }, [page, total, onLoaded]);
  if (error && !data) {
    return (
      <Alert color="red" variant="light" title={t('wall:loadError')} style={{ gridColumn: '1 / -1' }}>
        <Button size="xs" variant="white" onClick={() => void refetch()}>
          {t('trips:retry')}
        </Button>
      </Alert>
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
      <PageHeading title={t('pages:dashboard.title')} description={t('pages:dashboard.description')} />
      <RecommendedTrips ready={loaded !== null} />
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
              <FeedChunk key={page} page={page} onLoaded={onLoaded} />
            ))}
          </SimpleGrid>
          {loaded === null && (
            <Center py="xl">
              <Loader aria-label={t('common:loading')} />
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
