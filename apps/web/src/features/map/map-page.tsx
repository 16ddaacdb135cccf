import { useQuery } from '@apollo/client/react';
import { Alert, Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCurrentLocation, IconStack2 } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { registerTrailTexts } from '../../app/i18n/trail-texts';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { getRuntimeConfig } from '../../app/runtime-config';
import { showToast } from '../../app/toast';
import { useTranslation } from '../../ui/i18n/use-translation';
import { nearOf } from '../../ui/near-distance';
import { useNearPosition } from '../../ui/near-position';
import { usePageTitle } from '../../ui/page-title';
import { QuickSearch } from '../search';
import { tripsLocationsQuery } from './graphql/map.queries';
import { tripTrackLineQuery } from './graphql/trip-track-line.queries';
import { MapAttribution } from './map-attribution';
import { type MapLayerId, mapLayers } from './map-layers';
import classes from './map-page.module.css';
import { TripMap } from './trip-map';
import { TripPopup } from './trip-popup';

registerTrailTexts();
registerTripDetailTexts();
registerPagesTexts();

/** `/app/map`: every trip on a full-screen map, with a layer switch and "trips near me" (centred on the person). */
export function MapPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages:map.title'), t('pages:map.description'));
  const { mapyApiKey } = getRuntimeConfig();
  const layers = useMemo(() => mapLayers(mapyApiKey, window.devicePixelRatio), [mapyApiKey]);
  const [layerId, setLayerId] = useState<MapLayerId>(layers[0]?.id ?? 'osm');
  const layer = layers.find((item) => item.id === layerId) ?? layers[0];
  const [nearWanted, setNearWanted] = useState(false);
  const position = useNearPosition(nearWanted);
  const near = nearOf(position);
  const { data, error } = useQuery(tripsLocationsQuery, { fetchPolicy: 'cache-and-network' });
  const locations = data?.tripsLocations ?? [];
  // The chosen trip's track, drawn while its popup is open (null for a trip without one).
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = useQuery(tripTrackLineQuery, { variables: { id: chosenId ?? '' }, skip: !chosenId });
  const track = chosen.data?.publishedTrip?.track;

  // Said once when the answer comes: where the map is centred when it is not the device's position, or why not.
  useEffect(() => {
    if (position.status === 'city') showToast('info', t('trail:map.fromCity', { city: position.city }));
    if (position.status === 'unavailable') showToast('info', t('trail:near.unavailableText'));
  }, [position, t]);

  if (!layer) return null;
  return (
    <div className={classes.screen}>
      <VisuallyHidden>
        <h1>{t('pages:map.title')}</h1>
      </VisuallyHidden>
      <TripMap
        points={locations}
        layer={layer}
        label={t('trips:map.label')}
        clusterLabel={(count) => t('trips:map.cluster', { count })}
        userPosition={near ?? null}
        userLabel={
          position.status === 'city' ? t('trail:map.yourCity', { city: position.city }) : t('trips:map.youAreHere')
        }
        line={chosenId ? track?.line : undefined}
        onSelect={(point) => setChosenId(point?._id ?? null)}
        renderPopup={(point, close) => {
          const trip = locations.find((item) => item._id === point._id);
          return trip ? <TripPopup trip={trip} onClose={close} /> : null;
        }}
      />
      <div className={classes.toolbar}>
        <QuickSearch hiddenFrom="sm" className={classes.search} />
        <Menu position="bottom-start" shadow="md" width={260}>
          <Menu.Target>
            <Button
              variant="white"
              color="dark"
              leftSection={<IconStack2 size={18} aria-hidden />}
              aria-haspopup="menu"
            >
              {t('trips:map.layers')}: {t(`trips:map.layer.${layer.id}`)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {layers.map((item) => (
              <Menu.Item
                key={item.id}
                onClick={() => setLayerId(item.id)}
                fw={item.id === layer.id ? 700 : undefined}
                aria-current={item.id === layer.id ? 'true' : undefined}
              >
                {t(`trips:map.layer.${item.id}`)}
              </Menu.Item>
            ))}
            {!mapyApiKey && (
              <Text size="xs" c="dimmed" px="sm" py={6}>
                {t('trips:map.noKey')}
              </Text>
            )}
          </Menu.Dropdown>
        </Menu>
        <Button
          variant="white"
          color="dark"
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          loading={position.status === 'locating'}
          onClick={() => setNearWanted(true)}
        >
          {t('trips:map.locate')}
        </Button>
        {error && !data && (
          <Alert color="red" variant="filled" role="alert" py={6}>
            {t('trips:map.loadError')}
          </Alert>
        )}
      </div>
      <MapAttribution apiKey={mapyApiKey} />
    </div>
  );
}
