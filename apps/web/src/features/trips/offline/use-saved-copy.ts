import { useEffect, useState } from 'react';
import { getSavedTrip, onSavedTripsChange, type SavedTrip } from './saved-trips-store';

export interface SavedCopy {
  /** The trip's saved copy; undefined while looking or when there is none. */
  trip: SavedTrip | undefined;
  /** The saved copy is being read. */
  looking: boolean;
}

/**
 * A trip's copy saved for offline, read when `needed` (its screen's query has failed, e.g. without network, and the
 * Apollo cache had nothing). The screens render it as it is, beside Apollo rather than written into its cache: the
 * screen knows it shows a saved copy (and says so), and the cache's own snapshot never takes in old copies.
 */
export function useSavedCopy(tripId: string, needed: boolean): SavedCopy {
  const [found, setFound] = useState<{ tripId: string; trip: SavedTrip | null } | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    const read = () =>
      getSavedTrip(tripId).then(
        (trip) => current && setFound({ tripId, trip: trip ?? null }),
        () => current && setFound({ tripId, trip: null }),
      );
    void read();
    const stop = onSavedTripsChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, [tripId, needed]);
  if (!needed) return { trip: undefined, looking: false };
  const mine = found?.tripId === tripId ? found : null;
  return { trip: mine?.trip ?? undefined, looking: mine === null };
}
