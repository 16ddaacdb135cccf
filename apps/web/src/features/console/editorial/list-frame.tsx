import '@mantine/core/styles/Table.css';
import { Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { LoadState } from '../../../ui/load-state';
import { PageHeading } from '../../../ui/page-heading';
import { ConsolePager } from '../console-pager';

interface ListFrameProps {
  title: string;
  description?: string;
  /** The button that starts a new item. */
  create: { label: string; to: string };
  search: { label: string; value: string; onChange(value: string): void };
  /** The list's filters (`ListFilters` and the kind's own). */
  filters: ReactNode;
  /** The query's state: loading and failed count only while nothing has arrived yet. */
  loading: boolean;
  failed: boolean;
  loaded: boolean;
  onRetry(): void;
  texts: { loading: string; loadFailed: string; empty: string; total: string };
  total: number;
  pageSize: number;
  columns: string[];
  /** The table's rows (`Table.Tr`), one per item; none shows the empty text. */
  rows: ReactNode[];
}

/** A console list (trips, articles, announcements): heading, search, filters, a table of rows and the pager. */
export function ListFrame(props: ListFrameProps) {
  const { t } = useTranslation();
  const { texts, rows } = props;
  return (
    <>
      <PageHeading
        title={props.title}
        description={props.description}
        actions={
          <Button component={Link} to={props.create.to} leftSection={<IconPlus size={16} aria-hidden />}>
            {props.create.label}
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          label={props.search.label}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search.value}
          onChange={(event) => props.search.onChange(event.currentTarget.value)}
          maw={420}
          type="search"
        />
        <Stack gap="sm">{props.filters}</Stack>
        <LoadState
          loading={props.loading && !props.loaded}
          failed={props.failed && !props.loaded}
          loadingText={texts.loading}
          failedText={texts.loadFailed}
          retryLabel={t('console:users.retry')}
          onRetry={props.onRetry}
        />
        {props.loaded && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {texts.total}
          </Text>
        )}
        {props.loaded && rows.length === 0 && <Text>{texts.empty}</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ConsolePager total={props.total} pageSize={props.pageSize} />
      </Stack>
    </>
  );
}
