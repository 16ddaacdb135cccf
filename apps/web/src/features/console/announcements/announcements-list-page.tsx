import '@mantine/core/styles/Table.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { EditorAnnouncementListItemFragment, EditorAnnouncementsFilter } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { NoAccess } from '../console-layout';
import { usePageParam } from '../console-pager';
import { mayEditTrips, TRIP_ROLES } from '../console-roles';
import { AuthorCell, ListFilters, StatusCell, UpdatedCell } from '../editorial/list-filters';
import { ListFrame } from '../editorial/list-frame';
import { editorialListFilter } from '../editorial/list-params';
import { MissingEnglishFilter, missingEnglishParam } from '../editorial/missing-english-filter';
import { editorAnnouncementsQuery } from '../graphql/announcements.queries';
import { tripEditorOptionsQuery } from '../graphql/trips.queries';
import { useSearchText } from '../use-search-text';

const PAGE_SIZE = 20;

function Filters() {
  const { i18n } = useTranslation();
  const options = useQuery(tripEditorOptionsQuery).data;
  const labels = (options?.editorLabels ?? []).map((label) => ({
    value: label._id,
    label: i18n.language.startsWith('en') ? label.labelEn : label.labelCs,
  }));
  return (
    <ListFilters labels={labels}>
      <MissingEnglishFilter />
    </ListFilters>
  );
}

/** The announced trip, leading to its editor; its status when it is not on the app (the wall then hides the card). */
function TripCell({ trip }: { trip: EditorAnnouncementListItemFragment['trip'] }) {
  const { t } = useTranslation();
  if (!trip) return '–';
  return (
    <>
      <Anchor component={Link} to={`/admin/trips/${trip._id}`} size="sm">
        {trip.title}
      </Anchor>
      {trip.status !== 'PUBLISHED' && (
        <Text size="xs" c="dimmed">
          {t('console:announcements.tripStatus', { status: t(`console:trips.statuses.${trip.status}`) })}
        </Text>
      )}
    </>
  );
}

function AnnouncementRow({ announcement }: { announcement: EditorAnnouncementListItemFragment }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/announcements/${announcement._id}`} fw={600}>
          {announcement.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <TripCell trip={announcement.trip} />
      </Table.Td>
      <Table.Td>
        <StatusCell status={announcement.status} scheduledAt={announcement.scheduledAt} />
      </Table.Td>
      <Table.Td>{announcement.label?.label ?? '–'}</Table.Td>
      <Table.Td>
        <AuthorCell author={announcement.author} />
      </Table.Td>
      <Table.Td>
        <UpdatedCell updatedAt={announcement.updatedAt} updatedBy={announcement.updatedBy} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/admin/announcements`: the wall's trip announcements in any status (a partner's own only, the API's rule),
 * searched, filtered by status, label, author, date of the last change and a missing English version, sorted and
 * paged — all in the URL.
 */
export function AnnouncementsListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [text, setText, search] = useSearchText();
  const page = usePageParam();
  const allowed = mayEditTrips(useSession().user?.roles ?? []);
  const filter: EditorAnnouncementsFilter = {
    ...editorialListFilter(params, search),
    missingEnglish: missingEnglishParam(params),
  };
  const { data, loading, error, refetch } = useQuery(editorAnnouncementsQuery, {
    variables: { filter, pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip: !allowed,
  });
  if (!allowed) return <NoAccess roles={TRIP_ROLES} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  const total = data?.editorAnnouncements.total ?? 0;
  return (
    <ListFrame
      title={t('console:announcements.title')}
      create={{ label: t('console:announcements.new'), to: '/admin/announcements/new' }}
      search={{ label: t('console:announcements.search'), value: text, onChange: setText }}
      filters={<Filters />}
      loading={loading}
      failed={Boolean(error)}
      loaded={Boolean(data)}
      onRetry={() => void refetch()}
      texts={{
        loading: t('console:announcements.loading'),
        loadFailed: t('console:announcements.loadFailed'),
        empty: t('console:announcements.empty'),
        total: t('console:announcements.total', { count: total }),
      }}
      total={total}
      pageSize={PAGE_SIZE}
      columns={[
        t('console:announcements.columns.title'),
        t('console:announcements.columns.trip'),
        t('console:announcements.columns.status'),
        t('console:announcements.columns.label'),
        t('console:announcements.columns.author'),
        t('console:announcements.columns.updated'),
      ]}
      rows={(data?.editorAnnouncements.edges ?? []).map((announcement) => (
        <AnnouncementRow key={announcement._id} announcement={announcement} />
      ))}
    />
  );
}
