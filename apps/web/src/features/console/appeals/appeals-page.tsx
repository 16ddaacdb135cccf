import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { AppealOutcome } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { LoadState } from '../../../ui/load-state';
import { PageHeading } from '../../../ui/page-heading';
import { ConsolePager, usePageParam } from '../console-pager';
import { appealQueueQuery } from '../graphql/appeals.queries';
import classes from '../reports/reports.module.css';
import { AppealCard, type QueuedAppeal } from './appeal-card';
import { DecideAppealDialog } from './decide-appeal-dialog';

const PAGE_SIZE = 20;

/**
 * `/admin/reports/appeals` (CHIEF_EDITOR, ADMIN; ModerationLayout checks): open appeals against hiding, the oldest
 * first; another moderator than the one who hid the rating restores it or confirms the hiding, and the author is told.
 */
export function AppealsPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  const { data, loading, error, refetch } = useQuery(appealQueueQuery, {
    variables: { pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [target, setTarget] = useState<{ appeal: QueuedAppeal; outcome: AppealOutcome } | null>(null);
  const [deciding, setDeciding] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  // The decided appeal's buttons leave with it: focus goes to the count, which says how many are left.
  const afterDecision = async () => {
    await refetch();
    status.current?.focus();
  };

  const appeals = data?.appealQueue.edges ?? [];
  const total = data?.appealQueue.total ?? 0;
  return (
    <>
      <PageHeading title={t('console:appeals.title')} description={t('console:appeals.description')} />
      <Stack gap="md">
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:appeals.loading')}
          failedText={t('console:appeals.loadFailed')}
          retryLabel={t('console:appeals.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text ref={status} size="sm" c="gray.7" aria-live="polite" tabIndex={-1}>
            {total === 0 ? t('console:appeals.empty') : t('console:appeals.total', { count: total })}
          </Text>
        )}
        {appeals.length > 0 && (
          <Stack component="ul" gap="md" className={classes.list}>
            {appeals.map((appeal) => (
              <li key={appeal._id}>
                <AppealCard
                  appeal={appeal}
                  onDecide={(outcome) => {
                    setTarget({ appeal, outcome });
                    setDeciding(true);
                  }}
                />
              </li>
            ))}
          </Stack>
        )}
        <ConsolePager total={total} pageSize={PAGE_SIZE} />
      </Stack>
      <DecideAppealDialog
        target={target}
        opened={deciding}
        onClose={() => setDeciding(false)}
        onDecided={() => void afterDecision()}
      />
    </>
  );
}
