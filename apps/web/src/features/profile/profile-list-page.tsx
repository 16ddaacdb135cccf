import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { registerProfileTexts } from '../../app/i18n/profile-texts';
import { EmptyState } from '../../ui/empty-state';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadFailure } from '../../ui/load-failure';
import { LoadMore } from '../../ui/load-more';
import { PageHeading } from '../../ui/page-heading';
import { usePageCount } from '../../ui/use-page-count';

registerProfileTexts();
registerPagesTexts();

/** Profile lists show 12 items a page (DESIGN.md). */
export const PROFILE_PAGE_SIZE = 12;

/** What one page of a list tells the frame once it has its data. */
export interface PageReport {
  page: number;
  total: number;
  /** A line under the heading that the list's data gives, e.g. the finished trips' kilometres. */
  summary?: string;
}

/** One page of a list, rendered by the list's own component (each list has its own query). */
export type PageRenderer = (page: number, onLoaded: (report: PageReport) => void) => ReactNode;

interface ProfileListPageProps {
  title: string;
  empty: { title: string; text: string; icon: ReactNode; action: { label: string; to: string } };
  renderPage: PageRenderer;
}

/**
 * A profile list (favourites, finished trips, saved articles): one query per page, more pages as the end scrolls
 * into view (the number of pages is remembered per history entry, so Back returns to the list as it was), and an
 * empty state only when the first page says there is truly nothing.
 */
export function ProfileListPage({ title, empty, renderPage }: ProfileListPageProps) {
  const { t } = useTranslation();
  const [pages, setPages] = usePageCount();
  const [report, setReport] = useState<{ total: number; summary?: string; loaded: number } | null>(null);
  const onLoaded = useCallback(({ page, total, summary }: PageReport) => {
    setReport((current) => ({
      total,
      summary: page === 1 ? summary : (current?.summary ?? summary),
      loaded: Math.max(current?.loaded ?? 0, page),
    }));
  }, []);
  const isEmpty = report?.total === 0;
  const more = report !== null && pages * PROFILE_PAGE_SIZE < report.total;
  return (
    <>
      <PageHeading title={title} back={{ label: t('pages:backToProfile'), to: '/app/profile' }} />
      {report?.summary && !isEmpty && (
        <Text fw={600} mb="md">
          {report.summary}
        </Text>
      )}
      {isEmpty ? (
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} action={empty.action} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {Array.from({ length: pages }, (_, index) => renderPage(index + 1, onLoaded))}
          </SimpleGrid>
          {more && (
            <LoadMore
              label={t('profile:lists.loadMore')}
              ready={report.loaded >= pages}
              onLoadMore={() => setPages(pages + 1)}
            />
          )}
        </>
      )}
    </>
  );
}

/** The state of one page's query, shown in the grid: a loader, or an error with a retry. */
export function PageStatus({ loading, onRetry }: { loading: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center py="xl" style={{ gridColumn: '1 / -1' }}>
        <Loader role="progressbar" aria-label={t('common:loading')} />
      </Center>
    );
  }
  return (
    <LoadFailure
      title={t('profile:lists.loadError')}
      retryLabel={t('profile:retry')}
      onRetry={onRetry}
      style={{ gridColumn: '1 / -1' }}
    />
  );
}
