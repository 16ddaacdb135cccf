import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { registerProfileTexts } from '../../app/i18n/profile-texts';
import { getRuntimeConfig } from '../../app/runtime-config';
import { useTranslation } from '../../ui/i18n/use-translation';
import { MapAttribution } from './map-attribution';
import { mapLayers } from './map-layers';
import { TripMap } from './trip-map';

registerProfileTexts();

export interface FinishedStart {
  tripId: string;
  title: string;
  coordinates: { lat: number; lng: number };
}

/** Where the finished trips start, on a small map; each marker opens its trip. Loaded with its own chunk. */
export function FinishedMap({ starts }: { starts: readonly FinishedStart[] }) {
  const { t } = useTranslation();
  const { mapyApiKey } = getRuntimeConfig();
  const [layer] = mapLayers(mapyApiKey, window.devicePixelRatio);
  if (!layer) return null;
  const points = starts.map((start) => ({ _id: start.tripId, title: start.title, coordinates: start.coordinates }));
  return (
    <div style={{ position: 'relative', height: 260, borderRadius: 12, overflow: 'hidden' }}>
      <TripMap
        points={points}
        layer={layer}
        label={t('profile:map.label')}
        clusterLabel={(count) => t('profile:map.cluster', { count })}
        renderPopup={(point, close) => (
          <Anchor component={Link} to={`/app/profile/finished-trips/${point._id}`} onClick={close} fw={600}>
            {point.title} · {t('profile:map.open')}
          </Anchor>
        )}
      />
      <MapAttribution apiKey={mapyApiKey} />
    </div>
  );
}
