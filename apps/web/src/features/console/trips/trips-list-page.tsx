import '@mantine/core/styles/Table.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Checkbox, Select, Table } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { EditorTripListItemFragment, EditorTripsFilter } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { NoAccess } from '../console-layout';
import { usePageParam } from '../console-pager';
import { mayEditTrips, mayPublishTrips, TRIP_ROLES } from '../console-roles';
import { AuthorCell, ListFilters, StatusCell, UpdatedCell, useParamSetter } from '../editorial/list-filters';
import { ListFrame } from '../editorial/list-frame';
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
      <Checkbox
        label={t('console:trips.filters.missingEnglish')}
        checked={params.get('english') === 'missing'}
        onChange={(event) => set({ english: event.currentTarget.checked ? 'missing' : null })}
        mt="xl"
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
 * author, date of the last change and a missing English version, sorted and paged — all in the URL, so Back and a
 * shared link keep the view.
 */
export function TripsListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [text, setText, search] = useSearchText();
  const page = usePageParam();
  const session = useSession();
  const filter: EditorTripsFilter = {
    ...editorialListFilter(params, search),
    areaId: params.get('area'),
    missingEnglish: params.get('english') === 'missing' || null,
  };
  const { data, loading, error, refetch } = useQuery(editorTripsQuery, {
    variables: { filter, pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip: !mayEditTrips(session.user?.roles ?? []),
  });
  const total = data?.editorTrips.total ?? 0;
  const roles = session.user?.roles ?? [];
  const partnerOnly = !mayPublishTrips(roles);
  if (!mayEditTrips(roles)) {
    return <NoAccess roles={TRIP_ROLES} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  }
  return (
    <ListFrame
      title={t('console:trips.title')}
      description={partnerOnly ? t('console:trips.partnerHint') : undefined}
      create={{ label: t('console:trips.new'), to: '/admin/trips/new' }}
      search={{ label: t('console:trips.search'), value: text, onChange: setText }}
      filters={<Filters />}
      loading={loading}
      failed={Boolean(error)}
      loaded={Boolean(data)}
      onRetry={() => void refetch()}
      texts={{
        loading: t('console:trips.loading'),
        loadFailed: t('console:trips.loadFailed'),
        empty: t('console:trips.empty'),
        total: t('console:trips.total', { count: total }),
      }}
      total={total}
      pageSize={PAGE_SIZE}
      columns={[
        t('console:trips.columns.title'),
        t('console:trips.columns.status'),
        t('console:trips.columns.area'),
        t('console:trips.columns.author'),
        t('console:trips.columns.updated'),
      ]}
      rows={(data?.editorTrips.edges ?? []).map((trip) => <TripRow key={trip._id} trip={trip} />)}
    />
  );
}
