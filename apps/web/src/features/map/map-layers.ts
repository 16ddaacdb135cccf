/** The map's base layers (spec §2): Mapy.com mapsets with an API key, OpenStreetMap without one. */
export type MapLayerId = 'outdoor' | 'basic' | 'winter' | 'aerial' | 'osm';

export interface MapLayer {
  id: MapLayerId;
  tiles: string[];
  tileSize: 256;
  maxzoom: number;
}

export interface MapAttribution {
  provider: 'mapy' | 'osm';
  text: string;
  href: string;
}

const MAPY_MAPSETS = ['outdoor', 'basic', 'winter', 'aerial'] as const;
/** Mapy.com serves sharper 512 px tiles at "256@2x" for these mapsets only. */
const RETINA_MAPSETS = new Set<MapLayerId>(['outdoor', 'basic']);

export const MAPY_ATTRIBUTION: MapAttribution = {
  provider: 'mapy',
  text: '© Seznam.cz a.s. a další',
  href: 'https://api.mapy.com/copyright',
};
export const MAPY_LOGO = { src: 'https://api.mapy.com/img/api/logo.svg', href: 'https://mapy.com/' };

export const OSM_ATTRIBUTION: MapAttribution = {
  provider: 'osm',
  text: '© OpenStreetMap',
  href: 'https://www.openstreetmap.org/copyright',
};

/** Every layer the switch offers, in its order. */
export function mapLayers(apiKey: string | null, devicePixelRatio = 1): MapLayer[] {
  if (!apiKey) {
    return [{ id: 'osm', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], tileSize: 256, maxzoom: 19 }];
  }
  const key = encodeURIComponent(apiKey);
  return MAPY_MAPSETS.map((mapset) => {
    const size = devicePixelRatio > 1 && RETINA_MAPSETS.has(mapset) ? '256@2x' : '256';
    return {
      id: mapset,
      tiles: [`https://api.mapy.com/v1/maptiles/${mapset}/${size}/{z}/{x}/{y}?apikey=${key}`],
      tileSize: 256,
      maxzoom: mapset === 'aerial' ? 20 : 19,
    };
  });
}

export function mapAttribution(apiKey: string | null): MapAttribution {
  return apiKey ? MAPY_ATTRIBUTION : OSM_ATTRIBUTION;
}

/** The Czech Republic, to frame the map before the trips are known. */
export const CZECHIA_BOUNDS: [[number, number], [number, number]] = [
  [12.09, 48.55],
  [18.86, 51.06],
];
