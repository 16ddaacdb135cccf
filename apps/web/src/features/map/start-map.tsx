import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../app/runtime-config';
import { MapAttribution } from './map-attribution';
import { mapLayers } from './map-layers';
import { TripMap } from './trip-map';

/** A small map of where a trip starts (trip detail); loaded with its own chunk only when shown. */
export function StartMap({
  trip,
}: {
  trip: { _id: string; title: string; coordinates: { lat: number; lng: number } };
}) {
  const { t } = useTranslation();
  const { mapyApiKey } = getRuntimeConfig();
  const [layer] = mapLayers(mapyApiKey, window.devicePixelRatio);
  if (!layer) return null;
  return (
    <div style={{ position: 'relative', height: 220, borderRadius: 12, overflow: 'hidden' }}>
      <TripMap
        compact
        points={[trip]}
        layer={layer}
        label={t('trips:map.startLabel')}
        clusterLabel={(count) => t('trips:map.cluster', { count })}
      />
      <MapAttribution apiKey={mapyApiKey} />
    </div>
  );
}
