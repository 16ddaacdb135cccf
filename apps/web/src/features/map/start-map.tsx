import { useQuery } from '@apollo/client/react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { getRuntimeConfig } from '../../app/runtime-config';
import { useTranslation } from '../../ui/i18n/use-translation';
import { tripTrackLineQuery } from './graphql/trip-track-line.queries';
import { MapAttribution } from './map-attribution';
import { mapLayers } from './map-layers';
import { TripMap } from './trip-map';

registerTripDetailTexts();

/** A trip's start, and its track: the line comes with it (the console's preview of a draft) or is asked for. */
export interface StartMapTrip {
  _id: string;
  title: string;
  coordinates: { lat: number; lng: number };
  track?: { _id: string; line?: readonly (readonly number[])[] } | null;
}

/**
 * A small map of where a trip starts, with its track when it has one (trip detail); loaded with its own chunk only
 * when shown. The track's line is asked for here, so the detail's query and a trip saved for offline do without it.
 */
export function StartMap({ trip }: { trip: StartMapTrip }) {
  const { t } = useTranslation();
  const given = trip.track?.line;
  const asked = useQuery(tripTrackLineQuery, { variables: { id: trip._id }, skip: !trip.track || Boolean(given) }).data
    ?.publishedTrip?.track?.line;
  const line = given ?? asked;
  const { mapyApiKey } = getRuntimeConfig();
  const [layer] = mapLayers(mapyApiKey, window.devicePixelRatio);
  if (!layer) return null;
  return (
    <div style={{ position: 'relative', height: 220, borderRadius: 12, overflow: 'hidden' }}>
      <TripMap
        compact
        points={[trip]}
        line={line}
        layer={layer}
        label={t('trips:map.startLabel')}
        clusterLabel={(count) => t('trips:map.cluster', { count })}
      />
      <MapAttribution apiKey={mapyApiKey} />
    </div>
  );
}
