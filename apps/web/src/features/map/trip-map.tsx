import 'maplibre-gl/dist/maplibre-gl.css';
import type { FeatureCollection, Point } from 'geojson';
import {
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CZECHIA_BOUNDS, type MapLayer } from './map-layers';
import classes from './trip-map.module.css';

export interface MapPoint {
  _id: string;
  title: string;
  coordinates: { lat: number; lng: number };
}

interface TripMapProps {
  points: readonly MapPoint[];
  layer: MapLayer;
  /** Accessible name of the map region. */
  label: string;
  /** Names a cluster button, e.g. "12 trips, zoom in". */
  clusterLabel(count: number): string;
  /** Content of the popup of the chosen point. */
  renderPopup?(point: MapPoint, close: () => void): ReactNode;
  /** Shows where the user is. */
  userPosition?: { lat: number; lng: number } | null;
  userLabel?: string;
  /** A small map around one point: no clusters, no popups, no panning. */
  compact?: boolean;
  /** A trip's track, [lng, lat] pairs: drawn under the markers (a compact map zooms to show all of it). */
  line?: readonly (readonly number[])[];
  /** Told which point's popup is open (null when none is). */
  onSelect?(point: MapPoint | null): void;
  className?: string;
}

const SOURCE = 'trips';
const TRACK = 'track';

// MapLibre's worker is its own module; the bundler serves it as a file of the build.
setWorkerUrl(workerUrl);

/** A raster map style of one base layer over a calm land colour. */
export function rasterStyle(layer: MapLayer): StyleSpecification {
  return {
    version: 8,
    sources: {
      base: { type: 'raster', tiles: layer.tiles, tileSize: layer.tileSize, maxzoom: layer.maxzoom },
    },
    // A calm land colour under the tiles, so the map never looks broken while tiles load or when offline.
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': '#e9efe6' } },
      { id: 'base', type: 'raster', source: 'base' },
    ],
  };
}

function pointsGeoJson(points: readonly MapPoint[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      id: point._id,
      properties: { id: point._id, title: point.title },
      geometry: { type: 'Point', coordinates: [point.coordinates.lng, point.coordinates.lat] },
    })),
  };
}

/** Adds the clustered points source and an invisible layer, which makes MapLibre load and cluster it. */
function addPointsSource(map: MapLibreMap, points: readonly MapPoint[], clustered: boolean): void {
  map.addSource(SOURCE, {
    type: 'geojson',
    data: pointsGeoJson(points),
    cluster: clustered,
    clusterRadius: 48,
    clusterMaxZoom: 13,
  });
  map.addLayer({ id: 'trips-hit', type: 'circle', source: SOURCE, paint: { 'circle-opacity': 0, 'circle-radius': 1 } });
}

function markerButton(className: string, label: string, text?: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  if (text) button.textContent = text;
  return button;
}

const POPUP_MARGIN = 12;
const POPUP_OFFSET = 28;

/**
 * Moves the map just enough for the whole popup (anchored above its point) to be inside it: a popup of a marker near
 * an edge would otherwise be cut off there, with its "go to trip" button out of reach (on a phone, under the tabs).
 * Worked out from the point's position on the map rather than from the popup's on the page, which the browser may
 * not have laid out yet.
 */
function panIntoView(map: MapLibreMap, popup: Popup): void {
  const point = map.project(popup.getLngLat());
  const { offsetWidth: width, offsetHeight: height } = popup.getElement();
  const { clientWidth: mapWidth, clientHeight: mapHeight } = map.getContainer();
  const shift = (start: number, end: number, size: number) => {
    if (start < POPUP_MARGIN) return start - POPUP_MARGIN;
    // A popup larger than the map keeps its top (or left) edge in view.
    if (end > size - POPUP_MARGIN) return Math.min(end - size + POPUP_MARGIN, start - POPUP_MARGIN);
    return 0;
  };
  const dx = shift(point.x - width / 2, point.x + width / 2, mapWidth);
  const dy = shift(point.y - POPUP_OFFSET - height, point.y, mapHeight);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy]);
}

/**
 * A MapLibre map with raster tiles and trip markers. Markers are HTML buttons (clusters too), so they are reached
 * with Tab and named for screen readers; only the markers in view exist in the DOM.
 */
export function TripMap({
  points,
  layer,
  label,
  clusterLabel,
  renderPopup,
  userPosition,
  userLabel,
  compact = false,
  line,
  onSelect,
  className,
}: TripMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const popupNode = useRef<HTMLDivElement | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const shownLayer = useRef(layer.id);
  /** Whether the map has fired `load` (isStyleLoaded() stays false while tiles load, or when none can). */
  const loaded = useRef(false);
  const latest = useRef({ points, clusterLabel, onSelect });
  latest.current = { points, clusterLabel, onSelect };

  // Create the map once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; later changes are applied below.
  useEffect(() => {
    if (!container.current) return;
    const single = compact && points[0];
    const map = new MapLibreMap({
      container: container.current,
      style: rasterStyle(layer),
      ...(single
        ? { center: [single.coordinates.lng, single.coordinates.lat] as [number, number], zoom: 12 }
        : { bounds: CZECHIA_BOUNDS, fitBoundsOptions: { padding: 24 } }),
      attributionControl: false,
      interactive: !compact,
      cooperativeGestures: false,
    });
    if (!compact) map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    mapRef.current = map;
    popupNode.current = document.createElement('div');

    const markers = new Map<string, Marker>();
    const syncMarkers = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const properties = feature.properties ?? {};
        const isCluster = Boolean(properties.cluster);
        const key = isCluster ? `cluster:${properties.cluster_id}` : `trip:${properties.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (markers.has(key)) continue;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        let element: HTMLButtonElement;
        if (isCluster) {
          const count = Number(properties.point_count);
          element = markerButton(classes.cluster, latest.current.clusterLabel(count), String(count));
          element.addEventListener('click', async () => {
            const source = map.getSource<GeoJSONSource>(SOURCE);
            const zoom = await source?.getClusterExpansionZoom(Number(properties.cluster_id));
            map.easeTo({ center: [lng, lat], zoom: zoom ?? map.getZoom() + 2 });
          });
        } else {
          element = markerButton(classes.marker, String(properties.title));
          if (compact) element.tabIndex = -1;
          else {
            element.addEventListener('click', (event) => {
              // The map would take the same click as "clicked elsewhere" and close the popup at once.
              event.stopPropagation();
              setSelected(latest.current.points.find((item) => item._id === properties.id) ?? null);
            });
          }
        }
        markers.set(
          key,
          new Marker({ element, anchor: isCluster ? 'center' : 'bottom' }).setLngLat([lng, lat]).addTo(map),
        );
      }
      for (const [key, marker] of markers) {
        if (!seen.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
    };

    map.on('load', () => {
      loaded.current = true;
      addPointsSource(map, latest.current.points, !compact);
      syncMarkers();
    });
    map.on('sourcedata', (event) => {
      if (event.sourceId === SOURCE && event.isSourceLoaded) syncMarkers();
    });
    map.on('moveend', syncMarkers);
    // Once everything has rendered (e.g. after new data was clustered), the markers are certainly current.
    map.on('idle', syncMarkers);

    return () => {
      for (const marker of markers.values()) marker.remove();
      popupRef.current?.remove();
      map.remove();
      mapRef.current = null;
      loaded.current = false;
    };
  }, []);

  // New points (e.g. the list arrived after the map) replace the source's data.
  useEffect(() => {
    const source = mapRef.current?.getSource<GeoJSONSource>(SOURCE);
    source?.setData(pointsGeoJson(points));
  }, [points]);

  // The track: a line with a white casing, above the tiles (a layer switch puts the new tiles under it); a compact
  // map zooms to show the whole of it. No line (another trip chosen, or none) empties it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const coordinates = (line ?? []).map(([lng, lat]) => [lng, lat]);
    const show = () => {
      if (coordinates.length < 2) {
        map.getSource<GeoJSONSource>(TRACK)?.setData({ type: 'FeatureCollection', features: [] });
        return;
      }
      const data = { type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates } };
      const source = map.getSource<GeoJSONSource>(TRACK);
      if (source) source.setData(data);
      else {
        map.addSource(TRACK, { type: 'geojson', data });
        const layout = { 'line-join': 'round', 'line-cap': 'round' } as const;
        map.addLayer({
          id: `${TRACK}-casing`,
          type: 'line',
          source: TRACK,
          layout,
          paint: { 'line-color': '#ffffff', 'line-width': 6 },
        });
        map.addLayer({
          id: TRACK,
          type: 'line',
          source: TRACK,
          layout,
          paint: { 'line-color': '#c2255c', 'line-width': 3.5 },
        });
      }
      if (!compact) return;
      const bounds = coordinates.reduce(
        (box, point) => box.extend(point as [number, number]),
        new LngLatBounds(coordinates[0] as [number, number], coordinates[0] as [number, number]),
      );
      map.fitBounds(bounds, { padding: 28, maxZoom: 15, animate: false });
    };
    if (loaded.current) show();
    else map.once('load', show);
  }, [line, compact]);

  // A layer switch swaps the base tiles and keeps the markers.
  useEffect(() => {
    const map = mapRef.current;
    if (!map?.getLayer('base') || shownLayer.current === layer.id) return;
    shownLayer.current = layer.id;
    map.removeLayer('base');
    map.removeSource('base');
    map.addSource('base', { type: 'raster', tiles: layer.tiles, tileSize: layer.tileSize, maxzoom: layer.maxzoom });
    map.addLayer({ id: 'base', type: 'raster', source: 'base' }, map.getLayer('trips-hit') ? 'trips-hit' : undefined);
  }, [layer]);

  // The "you are here" marker.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !userPosition) return;
    const element = document.createElement('div');
    element.className = classes.user;
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', userLabel ?? '');
    const marker = new Marker({ element }).setLngLat([userPosition.lng, userPosition.lat]).addTo(map);
    map.easeTo({ center: [userPosition.lng, userPosition.lat], zoom: Math.max(map.getZoom(), 11) });
    return () => {
      marker.remove();
    };
  }, [userPosition, userLabel]);

  // Whoever shows the map learns which trip is chosen (the map screen draws its track).
  useEffect(() => {
    latest.current.onSelect?.(selected);
  }, [selected]);

  // The popup of the chosen trip; its content is React, rendered through a portal.
  useEffect(() => {
    const map = mapRef.current;
    popupRef.current?.remove();
    popupRef.current = null;
    if (!map || !selected || !popupNode.current) return;
    // Always above its marker, so that moving the map to fit it never flips it to the other side.
    const popup = new Popup({
      anchor: 'bottom',
      offset: POPUP_OFFSET,
      maxWidth: '300px',
      closeButton: false,
      focusAfterOpen: true,
      className: classes.popup,
    })
      .setLngLat([selected.coordinates.lng, selected.coordinates.lat])
      .setDOMContent(popupNode.current)
      .addTo(map);
    popup.on('close', () => setSelected((current) => (current === selected ? null : current)));
    popupRef.current = popup;
    panIntoView(map, popup);
  }, [selected]);

  return (
    <div className={`${classes.frame} ${className ?? ''}`}>
      <section ref={container} className={classes.map} aria-label={label} />
      {selected &&
        popupNode.current &&
        renderPopup &&
        createPortal(
          renderPopup(selected, () => setSelected(null)),
          popupNode.current,
        )}
    </div>
  );
}
