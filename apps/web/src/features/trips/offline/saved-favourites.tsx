import { Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { TripCard } from '../trip-card';
import { registerOfflineTexts } from './offline-texts';
import { listSavedTrips, type SavedTrip } from './saved-trips-store';

registerOfflineTexts();

interface SavedFavouritesProps {
  /** Where a card leads. */
  linkTo(tripId: string): string;
  /** Told how many there are, when there are some. */
  onLoaded(report: { page: number; total: number }): void;
  /** Shown when no saved trip is a favourite: the list's own failure. */
  failure: ReactNode;
}

/**
 * The favourites' first page when the list cannot be loaded (offline, with nothing cached): the trips saved for
 * offline that are favourites, so they open from the list as they do online.
 */
export function SavedFavourites({ linkTo, onLoaded, failure }: SavedFavouritesProps) {
  const { t } = useTranslation();
  const [trips, setTrips] = useState<SavedTrip[] | null>(null);
  useEffect(() => {
    listSavedTrips().then(
      (list) => setTrips(list.filter((trip) => trip.detail.publishedTrip?.isBookmarked)),
      () => setTrips([]),
    );
  }, []);
  useEffect(() => {
    if (trips?.length) onLoaded({ page: 1, total: trips.length });
  }, [trips, onLoaded]);
  if (!trips) return null;
  if (trips.length === 0) return failure;
  return (
    <>
      <Text c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('offline:favourites.note')}
      </Text>
      {trips.flatMap(({ tripId, detail: { publishedTrip } }) =>
        publishedTrip ? [<TripCard key={tripId} trip={publishedTrip} to={linkTo(tripId)} />] : [],
      )}
    </>
  );
}
