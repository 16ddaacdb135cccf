import 'maplibre-gl/dist/maplibre-gl.css';
import { useQuery } from '@apollo/client/react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Map as MapLibreMap, Marker, NavigationControl } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../app/runtime-config';
import { MapAttribution } from '../../map/map-attribution';
import { CZECHIA_BOUNDS, mapLayers } from '../../map/map-layers';
import { rasterStyle } from '../../map/trip-map';
import { nearestCityQuery } from '../graphql/trips.queries';
import classes from './start-field.module.css';
import { numberText, parseNumber } from './trip-form-values';

interface StartFieldProps {
  lat: string;
  lng: string;
  onChange(start: { lat: string; lng: string }): void;
  error?: string;
}

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A trip's start: a click on the map or a drag of the marker places it, or the coordinates are typed; the nearest
 * municipality and its region are named under the map, so an editor sees at once whether the start is where they meant.
 */
export function StartField({ lat, lng, onChange, error }: StartFieldProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const language = useRef(i18n.language);
  language.current = i18n.language;
  const latitude = parseNumber(lat);
  const longitude = parseNumber(lng);
  const valid =
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !Number.isNaN(latitude) &&
    !Number.isNaN(longitude);
  const [near] = useDebouncedValue(valid ? { lat: latitude, lng: longitude } : null, 400);
  const city = useQuery(nearestCityQuery, { variables: { near: near ?? { lat: 0, lng: 0 } }, skip: !near });
  const nearest = (city.data ?? city.previousData)?.nearestCity;
  const { mapyApiKey } = getRuntimeConfig();
  const [layer] = mapLayers(mapyApiKey, window.devicePixelRatio);

  useEffect(() => {
    if (!container.current || !layer) return;
    const instance = new MapLibreMap({
      container: container.current,
      style: rasterStyle(layer),
      bounds: CZECHIA_BOUNDS,
      fitBoundsOptions: { padding: 16 },
      attributionControl: false,
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const place = (point: { lat: number; lng: number }) =>
      change.current({
        lat: numberText(roundTo(point.lat, 6), language.current),
        lng: numberText(roundTo(point.lng, 6), language.current),
      });
    instance.on('click', (event) => place(event.lngLat));
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [layer]);

  // The marker follows the fields (typed, clicked or dragged), and the map goes to it once.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!valid) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const position: [number, number] = [longitude as number, latitude as number];
    if (marker.current) {
      marker.current.setLngLat(position);
      return;
    }
    const created = new Marker({ draggable: true, color: '#2f6b3a' }).setLngLat(position).addTo(instance);
    created.getElement().setAttribute('aria-label', t('console:tripEditor.start.marker'));
    created.on('dragend', () => {
      const point = created.getLngLat();
      change.current({
        lat: numberText(roundTo(point.lat, 6), language.current),
        lng: numberText(roundTo(point.lng, 6), language.current),
      });
    });
    marker.current = created;
    instance.jumpTo({ center: position, zoom: Math.max(instance.getZoom(), 11) });
  }, [valid, latitude, longitude, t]);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="trip-start-label">
        {t('console:tripEditor.start.label')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('console:tripEditor.start.hint')}
      </Text>
      <div className={classes.map}>
        <section ref={container} className={classes.canvas} aria-labelledby="trip-start-label" />
        <MapAttribution apiKey={mapyApiKey} />
      </div>
      <Group gap="sm" align="flex-start">
        <TextInput
          name="lat"
          label={t('console:tripEditor.start.lat')}
          value={lat}
          inputMode="decimal"
          error={error}
          onChange={(event) => onChange({ lat: event.currentTarget.value, lng })}
          w={180}
        />
        <TextInput
          name="lng"
          label={t('console:tripEditor.start.lng')}
          value={lng}
          inputMode="decimal"
          onChange={(event) => onChange({ lat, lng: event.currentTarget.value })}
          w={180}
        />
      </Group>
      <Text size="sm" aria-live="polite" data-testid="nearest-municipality">
        {valid && nearest
          ? t('console:tripEditor.start.nearest', {
              name: nearest.name,
              region: t(`common:regions.${nearest.region}`, { defaultValue: nearest.region }),
            })
          : valid
            ? ''
            : t('console:tripEditor.start.none')}
      </Text>
    </Stack>
  );
}
