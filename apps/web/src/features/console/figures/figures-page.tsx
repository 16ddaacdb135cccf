import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../../../app/auth/download-file';
import { showToast } from '../../../app/toast';
import { serverFieldErrors } from '../../../ui/forms/server-errors';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { LoadState } from '../../../ui/load-state';
import { PageHeading } from '../../../ui/page-heading';
import { moderationFiguresQuery } from '../graphql/figures.queries';
import { FiguresRangeForm } from './figures-range-form';
import { FiguresTable } from './figures-table';
import { defaultRange, type MonthRange } from './months';

/** The range from the URL (`?from=&to=`, so Back and shared links keep it), else the last 12 months. */
function useRangeParam(): [MonthRange, (range: MonthRange) => void] {
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => defaultRange(new Date()));
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return [range, (next) => setParams({ from: next.from, to: next.to })];
}

/**
 * `/admin/reports/figures` (CHIEF_EDITOR, ADMIN; ModerationLayout checks): notice and action per calendar month for
 * the transparency report (DSA Art. 15 and 24), as a table and as the API's CSV.
 */
export function FiguresPage() {
  const { t } = useTranslation();
  const [range, setRange] = useRangeParam();
  const { data, loading, error, refetch } = useQuery(moderationFiguresQuery, {
    variables: range,
    fetchPolicy: 'cache-and-network',
  });
  const [downloading, setDownloading] = useState(false);
  const refusal = serverFieldErrors(error);

  const download = async () => {
    setDownloading(true);
    const query = new URLSearchParams({ from: range.from, to: range.to });
    const outcome = await downloadFile(
      `/api/moderation-figures.csv?${query}`,
      `toulky-moderation-${range.from}-${range.to}.csv`,
    );
    setDownloading(false);
    if (outcome.kind === 'saved') showToast('success', t('console:figures.downloaded'));
    else showToast('error', t('console:figures.downloadFailed'));
  };

  return (
    <>
      <PageHeading title={t('console:figures.title')} description={t('console:figures.description')} />
      <Stack gap="md">
        {/* Remounted with each range shown, so the fields follow Back and Forward. */}
        <FiguresRangeForm key={`${range.from}/${range.to}`} range={range} refusal={refusal} onApply={setRange} />
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data && refusal.length === 0}
          loadingText={t('console:figures.loading')}
          failedText={t('console:figures.loadFailed')}
          retryLabel={t('console:figures.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <>
            <Group justify="flex-end">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading}
                onClick={() => void download()}
              >
                {t('console:figures.download')}
              </Button>
            </Group>
            <FiguresTable months={data.moderationFigures} range={range} />
          </>
        )}
      </Stack>
    </>
  );
}
