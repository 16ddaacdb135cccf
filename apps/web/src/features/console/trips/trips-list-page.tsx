import '@mantine/core/styles/Table.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { EditorTripListItemFragment, EditorTripsFilter } from '../../../generated/graphql';
import { LoadState } from '../../../ui/load-state';
import { PageHeading } from '../../../ui/page-heading';
import { NoAccess } from '../console-layout';
import { ConsolePager, usePageParam } from '../console-pager';
import { mayEditTrips, TRIP_ROLES } from '../console-roles';
import { AuthorCell, ListFilters, StatusCell, UpdatedCell, useParamSetter } from '../editorial/list-filters';
import { editorialListFilter } from '../editorial/list-params';
import { editorTripsQuery, tripEditorOptionsQuery } from '../graphql/trips.queries';
import { useSearchText } from '../use-search-text';

const PAGE_SIZE = 20;

function Filters() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const set = useParamSetter();
  const options = useQuery(tripEditorOptionsQuery).data;
  const labels = (options?.editorLabels ?? []).map((label) => ({
    value: label._id,
    label: i18n.language.startsWith('en') ? label.labelEn : label.labelCs,
  }));
  return (
    <ListFilters labels={labels}>
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
    </ListFilters>
  );
}

function TripRow({ trip }: { trip: EditorTripListItemFragment }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/trips/${trip._id}`} fw={600}>
          {trip.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <StatusCell status={trip.status} scheduledAt={trip.scheduledAt} />
      </Table.Td>
      <Table.Td>{trip.area?.name ?? '–'}</Table.Td>
      <Table.Td>
        <AuthorCell author={trip.author} />
      </Table.Td>
      <Table.Td>
        <UpdatedCell updatedAt={trip.updatedAt} updatedBy={trip.updatedBy} />
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
  const filter: EditorTripsFilter = { ...editorialListFilter(params, search), areaId: params.get('area') };
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
        <Stack gap="sm">
          <Filters />
        </Stack>
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
