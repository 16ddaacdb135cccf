import '@mantine/core/styles/Table.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import type { AuditLogQuery } from '../../generated/graphql';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadState } from '../../ui/load-state';
import { PageHeading } from '../../ui/page-heading';
import { NoAccess } from './console-layout';
import { ConsolePager, usePageParam } from './console-pager';
import { isAdmin } from './console-roles';
import { auditLogQuery } from './graphql/console.queries';

const PAGE_SIZE = 20;

type Entry = AuditLogQuery['auditLog']['edges'][number];

function parse(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A field's value in words: roles and statuses by their names, anything else as JSON. */
function describeValue(field: string, value: unknown, t: TFunction): string {
  if (value === undefined || value === null) return '–';
  if (field === 'roles' && Array.isArray(value)) {
    return value.map((role) => t(`console:roles.${String(role)}`, { defaultValue: String(role) })).join(', ');
  }
  if (field === 'status') return t(`console:statuses.${String(value)}`, { defaultValue: String(value) });
  return JSON.stringify(value);
}

/** The fields the write changed, "Roles: User → User, Trip editor", one per line. */
function Changes({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const before = parse(entry.before);
  const after = parse(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return (
    <Stack gap={2}>
      {fields.map((field) => (
        <Text key={field} size="sm">
          {t(`console:audit.fields.${field}`, { defaultValue: field })}: {describeValue(field, before[field], t)} →{' '}
          {describeValue(field, after[field], t)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * `/admin/audit` (ADMIN): every editorial write, the newest first — or one item's (`?type=user&id=…`, with `label`
 * naming it for the heading). Who, when, what, and what changed, in the user's language.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const page = usePageParam();
  const entityType = params.get('type');
  const entityId = params.get('id');
  const label = params.get('label');
  const admin = isAdmin(session.user?.roles ?? []);
  const { data, loading, error, refetch } = useQuery(auditLogQuery, {
    variables: { entityType, entityId, pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip: !admin,
  });

  if (!admin) return <NoAccess roles={['ADMIN']} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;

  const entries = data?.auditLog.edges ?? [];
  const item =
    entityType && entityId
      ? `${t(`console:audit.entities.${entityType}`, { defaultValue: entityType })} ${label ?? entityId}`
      : null;
  const heading = item ? t('console:audit.titleFor', { item }) : t('console:audit.title');
  return (
    <>
      <PageHeading title={heading} />
      <Stack gap="md">
        {item && (
          <Anchor component={Link} to="/admin/audit" w="fit-content">
            {t('console:audit.all')}
          </Anchor>
        )}
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:audit.loading')}
          failedText={t('console:audit.loadFailed')}
          retryLabel={t('console:users.retry')}
          onRetry={() => void refetch()}
        />
        {data && entries.length === 0 && <Text>{t('console:audit.empty')}</Text>}
        {entries.length > 0 && (
          // Native scrolling, focusable: on a phone the table scrolls sideways, also from the keyboard.
          <Table.ScrollContainer type="native" minWidth={760} tabIndex={0} role="region" aria-label={heading}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('console:audit.columns.when')}</Table.Th>
                  <Table.Th>{t('console:audit.columns.who')}</Table.Th>
                  <Table.Th>{t('console:audit.columns.what')}</Table.Th>
                  <Table.Th>{t('console:audit.columns.item')}</Table.Th>
                  <Table.Th>{t('console:audit.columns.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td>{formatDateTime(entry.createdAt, i18n.language)}</Table.Td>
                    <Table.Td>{entry.actor?.shortname || t('console:audit.nobody')}</Table.Td>
                    <Table.Td>{t(`console:audit.actions.${entry.action}`, { defaultValue: entry.action })}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">
                          {t(`console:audit.entities.${entry.entityType}`, { defaultValue: entry.entityType })}
                        </Text>
                        <Text size="xs" ff="monospace" c="dimmed">
                          {entry.entityId}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Changes entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && <ConsolePager total={data.auditLog.total} pageSize={PAGE_SIZE} />}
      </Stack>
    </>
  );
}
