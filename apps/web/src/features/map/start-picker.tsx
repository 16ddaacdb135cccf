import { Map as MapLibreMap, Marker, NavigationControl } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { getRuntimeConfig } from '../../app/runtime-config';
import { MapAttribution } from './map-attribution';
import { CZECHIA_BOUNDS, mapLayers } from './map-layers';
import classes from './start-picker.module.css';
import { rasterStyle } from './trip-map';

interface LatLng {
  lat: number;
  lng: number;
}

interface StartPickerProps {
  /** Where the marker stands; none while the start is not a valid place. */
  start: LatLng | null;
  /** Told where a click on the map or a drag of the marker put the start. */
  onPick(point: LatLng): void;
  /** The id of the element that names the map. */
  labelledBy: string;
  /** The marker's accessible name. */
  markerLabel: string;
}

/**
 * A map of the country where a trip's start is placed: a click puts the marker there, and the marker can be dragged;
 * it follows `start` as it changes, and the map goes to it once. Loaded with its own chunk (the console's trip editor).
 */
export function StartPicker({ start, onPick, labelledBy, markerLabel }: StartPickerProps) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const { mapyApiKey } = getRuntimeConfig();
  const [layer] = mapLayers(mapyApiKey, window.devicePixelRatio);
  const lat = start?.lat;
  const lng = start?.lng;

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
    instance.on('click', (event) => pick.current(event.lngLat));
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [layer]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) {
      marker.current.setLngLat([lng, lat]);
      return;
    }
    const created = new Marker({ draggable: true, color: '#2f6b3a' }).setLngLat([lng, lat]).addTo(instance);
    created.getElement().setAttribute('aria-label', markerLabel);
    created.on('dragend', () => pick.current(created.getLngLat()));
    marker.current = created;
    instance.jumpTo({ center: [lng, lat], zoom: Math.max(instance.getZoom(), 11) });
  }, [lat, lng, markerLabel]);

  return (
    <>
      <section ref={container} className={classes.canvas} aria-labelledby={labelledBy} />
      <MapAttribution apiKey={mapyApiKey} />
    </>
  );
}
