import '@mantine/core/styles/Table.css';
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Chip,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { EditorTripListItemFragment, EditorTripsFilter } from '../../../generated/graphql';
import { LoadState } from '../../../ui/load-state';
import { PageHeading } from '../../../ui/page-heading';
import { NoAccess } from '../console-layout';
import { ConsolePager, usePageParam } from '../console-pager';
import { mayEditTrips, TRIP_ROLES } from '../console-roles';
import { editorTripsQuery, tripEditorOptionsQuery } from '../graphql/trips.queries';
import { useSearchText } from '../use-search-text';
import { StatusBadge } from './status-badge';
import { EDITORIAL_STATUSES, TRIP_SORTS, type TripSort, tripListFilter } from './trip-list-params';

const PAGE_SIZE = 20;

/** Sets or clears URL parameters, back on the first page. */
function useParamSetter() {
  const [, setParams] = useSearchParams();
  return (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
}

function Filters() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const set = useParamSetter();
  const options = useQuery(tripEditorOptionsQuery).data;
  const statuses = (params.get('status') ?? '').split(',').filter(Boolean);
  const authorName = params.get('authorName');
  return (
    <Stack gap="sm">
      <Chip.Group
        multiple
        value={statuses}
        onChange={(value) => set({ status: EDITORIAL_STATUSES.filter((status) => value.includes(status)).join(',') })}
      >
        <Group gap="xs" role="group" aria-label={t('console:trips.filters.status')}>
          {EDITORIAL_STATUSES.map((status) => (
            <Chip key={status} value={status} size="sm">
              {t(`console:trips.statuses.${status}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('console:trips.filters.area')}
          placeholder={t('console:trips.filters.any')}
          data={options?.areaSelectOptions ?? []}
          value={params.get('area')}
          onChange={(value) => set({ area: value })}
          clearable
          searchable
          w={200}
        />
        <Select
          label={t('console:trips.filters.label')}
          placeholder={t('console:trips.filters.any')}
          data={(options?.editorLabels ?? []).map((label) => ({
            value: label._id,
            label: i18n.language.startsWith('en') ? label.labelEn : label.labelCs,
          }))}
          value={params.get('label')}
          onChange={(value) => set({ label: value })}
          clearable
          w={200}
        />
        <TextInput
          type="date"
          label={t('console:trips.filters.updatedFrom')}
          value={params.get('from') ?? ''}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
          w={170}
        />
        <TextInput
          type="date"
          label={t('console:trips.filters.updatedTo')}
          value={params.get('to') ?? ''}
          onChange={(event) => set({ to: event.currentTarget.value || null })}
          w={170}
        />
        <Select
          label={t('console:trips.sort.label')}
          data={TRIP_SORTS.map((sort) => ({ value: sort, label: t(`console:trips.sort.${sort}`) }))}
          value={params.get('sort') ?? TRIP_SORTS[0]}
          onChange={(value) => set({ sort: value === TRIP_SORTS[0] ? null : (value as TripSort) })}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {params.get('author') && (
        <Group gap="xs">
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            size="lg"
            rightSection={
              <UnstyledButton
                aria-label={t('console:trips.filters.clearAuthor')}
                onClick={() => set({ author: null, authorName: null })}
              >
                <IconX size={14} aria-hidden />
              </UnstyledButton>
            }
          >
            {t('console:trips.filters.author', { name: authorName ?? '' })}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}

function TripRow({ trip }: { trip: EditorTripListItemFragment }) {
  const { t, i18n } = useTranslation();
  const set = useParamSetter();
  const when = (value: string) =>
    new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/trips/${trip._id}`} fw={600}>
          {trip.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={trip.status} />
        {trip.status === 'SCHEDULED' && trip.scheduledAt && (
          <Text size="xs" c="dimmed">
            {when(trip.scheduledAt)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{trip.area?.name ?? '–'}</Table.Td>
      <Table.Td>
        {trip.author ? (
          <UnstyledButton
            onClick={() => set({ author: trip.author?._id ?? null, authorName: trip.author?.shortname ?? null })}
            aria-label={t('console:trips.filters.onlyAuthor', { name: trip.author.shortname })}
          >
            <Text size="sm" td="underline">
              {trip.author.shortname}
            </Text>
          </UnstyledButton>
        ) : (
          '–'
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{when(trip.updatedAt)}</Text>
        {trip.updatedBy && (
          <Text size="xs" c="dimmed">
            {trip.updatedBy.shortname}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/admin/trips`: the trips an editor may work on (a partner: their own), searched, filtered by status, area, label,
 * author and date of the last change, sorted and paged — all in the URL, so Back and a shared link keep the view.
 */
export function TripsListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [text, setText, search] = useSearchText();
  const page = usePageParam();
  const session = useSession();
  const filter: EditorTripsFilter = tripListFilter(params, search);
  const { data, loading, error, refetch } = useQuery(editorTripsQuery, {
    variables: { filter, pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip: !mayEditTrips(session.user?.roles ?? []),
  });
  const trips = data?.editorTrips.edges ?? [];
  const total = data?.editorTrips.total ?? 0;
  const roles = session.user?.roles ?? [];
  const partnerOnly = !roles.some((role) => ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'].includes(role));
  if (!mayEditTrips(roles)) {
    return <NoAccess roles={TRIP_ROLES} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  }

  return (
    <>
      <PageHeading
        title={t('console:trips.title')}
        description={partnerOnly ? t('console:trips.partnerHint') : undefined}
        actions={
          <Button component={Link} to="/admin/trips/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('console:trips.new')}
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          label={t('console:trips.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={420}
          type="search"
        />
        <Filters />
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:trips.loading')}
          failedText={t('console:trips.loadFailed')}
          retryLabel={t('console:users.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('console:trips.total', { count: total })}
          </Text>
        )}
        {data && trips.length === 0 && <Text>{t('console:trips.empty')}</Text>}
        {trips.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('console:trips.columns.title')}</Table.Th>
                  <Table.Th>{t('console:trips.columns.status')}</Table.Th>
                  <Table.Th>{t('console:trips.columns.area')}</Table.Th>
                  <Table.Th>{t('console:trips.columns.author')}</Table.Th>
                  <Table.Th>{t('console:trips.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trips.map((trip) => (
                  <TripRow key={trip._id} trip={trip} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ConsolePager total={total} pageSize={PAGE_SIZE} />
      </Stack>
    </>
  );
}
