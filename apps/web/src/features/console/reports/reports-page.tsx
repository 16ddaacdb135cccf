import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { LoadState } from '../../../ui/load-state';
import { PageHeading } from '../../../ui/page-heading';
import { ConsolePager, usePageParam } from '../console-pager';
import { reportQueueQuery } from '../graphql/reports.queries';
import { DecideReportsDialog } from './decide-reports-dialog';
import { type Decision, type ReportedItem, ReportedItemCard } from './reported-item-card';
import classes from './reports.module.css';

const PAGE_SIZE = 20;

/**
 * `/admin/reports` (CHIEF_EDITOR, ADMIN; ModerationLayout checks): reported ratings and hikers' photos, grouped per
 * item, the longest waiting first, each with its reports counted by reason; hide it (with a statement of reasons for
 * its author) or keep it, and it leaves the queue.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  const { data, loading, error, refetch } = useQuery(reportQueueQuery, {
    variables: { pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [target, setTarget] = useState<{ item: ReportedItem; decision: Decision } | null>(null);
  const [deciding, setDeciding] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  // The decided item's buttons leave with it: focus goes to the count, which says how many are left.
  const afterDecision = async () => {
    await refetch();
    status.current?.focus();
  };

  const items = data?.reportQueue.edges ?? [];
  const total = data?.reportQueue.total ?? 0;
  return (
    <>
      <PageHeading title={t('console:reports.title')} description={t('console:reports.description')} />
      <Stack gap="md">
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:reports.loading')}
          failedText={t('console:reports.loadFailed')}
          retryLabel={t('console:reports.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text ref={status} size="sm" c="gray.7" aria-live="polite" tabIndex={-1}>
            {total === 0 ? t('console:reports.empty') : t('console:reports.total', { count: total })}
          </Text>
        )}
        {items.length > 0 && (
          <Stack component="ul" gap="md" className={classes.list}>
            {items.map((item) => (
              <li key={`${item.targetKind}:${item.targetId}`}>
                <ReportedItemCard
                  item={item}
                  onDecide={(decision) => {
                    setTarget({ item, decision });
                    setDeciding(true);
                  }}
                />
              </li>
            ))}
          </Stack>
        )}
        <ConsolePager total={total} pageSize={PAGE_SIZE} />
      </Stack>
      <DecideReportsDialog
        target={target}
        opened={deciding}
        onClose={() => setDeciding(false)}
        onDecided={() => void afterDecision()}
      />
    </>
  );
}
