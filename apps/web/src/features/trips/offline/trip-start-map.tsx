import { Skeleton } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { registerTripDetailTexts } from '../../../app/i18n/trip-detail-texts';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { StaticStartMap } from '../../../ui/static-start-map';
import { useOnline } from '../../../ui/use-online';
import { WhenVisible } from '../../../ui/when-visible';
import { loadStartMap, type StartMapTrip } from '../../map';
import { registerOfflineTexts } from './offline-texts';

registerOfflineTexts();
registerTripDetailTexts();

// The map library comes with its own chunk, which the service worker does not precache: offline it cannot load.
const StartMap = lazy(() => loadStartMap().then((module) => ({ default: module.StartMap })));

/** Shows `fallback` instead of its children once they fail to render, e.g. when the map's chunk cannot be fetched. */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[offline] the start map could not load; showing the overview map', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface TripStartMapProps {
  /** With a track, the live map draws it (the overview map is the whole country, where a track is a dot). */
  trip: StartMapTrip;
}

/**
 * A trip's start: the live map (tiles) online; offline, or when the map library fails to load, a locator map drawn
 * from the coordinates alone (map tiles are never stored: the providers' terms forbid bulk download).
 */
export function TripStartMap({ trip }: TripStartMapProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const overview = (
    <StaticStartMap
      lat={trip.coordinates.lat}
      lng={trip.coordinates.lng}
      label={t('trips:map.startLabel')}
      caption={t('offline:map.caption')}
    />
  );
  if (!online) return overview;
  return (
    <FallbackOnError fallback={overview}>
      <WhenVisible placeholder={<Skeleton height={220} radius="md" />}>
        <Suspense fallback={<Skeleton height={220} radius="md" />}>
          <StartMap trip={trip} />
        </Suspense>
      </WhenVisible>
    </FallbackOnError>
  );
}
