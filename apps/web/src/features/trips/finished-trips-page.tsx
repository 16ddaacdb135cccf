import { useQuery } from '@apollo/client/react';
import { IconRoute } from '@tabler/icons-react';
import { useEffect } from 'react';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { registerProfileTexts } from '../../app/i18n/profile-texts';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import { type PageReport, PageStatus, PROFILE_PAGE_SIZE, ProfileListPage } from '../profile';
import { myFinishedTripsQuery } from './graphql/my-trips.queries';
import { TripCard } from './trip-card';

registerProfileTexts();
registerPagesTexts();

function FinishedTripsChunk({ page, onLoaded }: { page: number; onLoaded(report: PageReport): void }) {
  const { t, i18n } = useTranslation();
  const { data, loading, refetch } = useQuery(myFinishedTripsQuery, {
    variables: { pagination: { pageNumber: page, pageSize: PROFILE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.myFinishedTrips.total;
  const totalKm = data?.myFinishedTrips.totalKm;
  useEffect(() => {
    if (total === undefined || totalKm === undefined) return;
    onLoaded({
      page,
      total,
      summary: t('profile:lists.totalKm', { km: formatDecimal(totalKm, i18n.language) }),
    });
  }, [page, total, totalKm, onLoaded, t, i18n.language]);
  if (!data) return <PageStatus loading={loading} onRetry={() => void refetch()} />;
  return data.myFinishedTrips.edges.map((trip) => (
    <TripCard key={trip._id} trip={trip} to={`/app/profile/finished-trips/${trip._id}`} />
  ));
}

/** `/app/profile/finished-trips`: the trips the user walked, with the kilometres of all of them. */
export function FinishedTripsPage() {
  const { t } = useTranslation();
  return (
    <ProfileListPage
      title={t('pages:finishedTrips.title')}
      empty={{
        icon: <IconRoute size={28} />,
        title: t('pages:finishedTrips.emptyTitle'),
        text: t('pages:finishedTrips.emptyText'),
        action: { label: t('pages:browseTrips'), to: '/app/trips' },
      }}
      renderPage={(page, onLoaded) => <FinishedTripsChunk key={page} page={page} onLoaded={onLoaded} />}
    />
  );
}
