import { useQuery } from '@apollo/client/react';
import { IconHeart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { useTranslation } from '../../ui/i18n/use-translation';
import { type PageReport, PageStatus, PROFILE_PAGE_SIZE, ProfileListPage } from '../profile';
import { myBookmarkedTripsQuery } from './graphql/my-trips.queries';
import { SavedFavourites } from './offline/saved-favourites';
import { TripCard } from './trip-card';

registerPagesTexts();

function FavoriteTripsChunk({ page, onLoaded }: { page: number; onLoaded(report: PageReport): void }) {
  // Asked again on every visit: a trip un-bookmarked on its detail must not linger here.
  const { data, loading, refetch } = useQuery(myBookmarkedTripsQuery, {
    variables: { pagination: { pageNumber: page, pageSize: PROFILE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.myBookmarkedTrips.total;
  useEffect(() => {
    if (total !== undefined) onLoaded({ page, total });
  }, [page, total, onLoaded]);
  if (!data) {
    const status = <PageStatus loading={loading} onRetry={() => void refetch()} />;
    // Failed (offline, nothing cached): the favourites saved for offline open from here all the same.
    if (loading || page > 1) return status;
    return (
      <SavedFavourites linkTo={(id) => `/app/profile/favorite-trips/${id}`} onLoaded={onLoaded} failure={status} />
    );
  }
  return data.myBookmarkedTrips.edges.map((trip) => (
    <TripCard key={trip._id} trip={trip} to={`/app/profile/favorite-trips/${trip._id}`} />
  ));
}

/** `/app/profile/favorite-trips`: the trips the user bookmarked, newest first. */
export function FavoriteTripsPage() {
  const { t } = useTranslation();
  return (
    <ProfileListPage
      title={t('pages:favoriteTrips.title')}
      empty={{
        icon: <IconHeart size={28} />,
        title: t('pages:favoriteTrips.emptyTitle'),
        text: t('pages:favoriteTrips.emptyText'),
        action: { label: t('pages:browseTrips'), to: '/app/trips' },
      }}
      renderPage={(page, onLoaded) => <FavoriteTripsChunk key={page} page={page} onLoaded={onLoaded} />}
    />
  );
}
