import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../app/runtime-config';
import { tripTrackLineQuery } from './graphql/trip-track-line.queries';
import { MapAttribution } from './map-attribution';
import { mapLayers } from './map-layers';
import { TripMap } from './trip-map';

/**
 * A small map of where a trip starts, with its track when it has one (trip detail); loaded with its own chunk only
 * when shown. The track's line is asked for here, so the detail's query and a trip saved for offline do without it.
 */
export function StartMap({
  trip,
}: {
  trip: { _id: string; title: string; coordinates: { lat: number; lng: number }; track?: { _id: string } | null };
}) {
  const { t } = useTranslation();
  const line = useQuery(tripTrackLineQuery, { variables: { id: trip._id }, skip: !trip.track }).data?.publishedTrip
    ?.track?.line;
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
