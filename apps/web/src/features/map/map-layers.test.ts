import { describe, expect, it } from 'vitest';
import { mapAttribution, mapLayers } from './map-layers';

describe('mapLayers', () => {
  it('offers the four Mapy.com mapsets with the key, 256@2x for basic and outdoor on high-DPI screens', () => {
    const layers = mapLayers('k&y', 2);
    expect(layers.map((layer) => layer.id)).toEqual(['outdoor', 'basic', 'winter', 'aerial']);
    expect(layers[0]?.tiles[0]).toBe('https://api.mapy.com/v1/maptiles/outdoor/256@2x/{z}/{x}/{y}?apikey=k%26y');
    expect(layers[2]?.tiles[0]).toBe('https://api.mapy.com/v1/maptiles/winter/256/{z}/{x}/{y}?apikey=k%26y');
    expect(layers[3]?.tiles[0]).toContain('/aerial/256/');
    expect(mapLayers('key', 1)[0]?.tiles[0]).toContain('/outdoor/256/');
    expect(mapAttribution('key').href).toBe('https://api.mapy.com/copyright');
  });

  it('falls back to OpenStreetMap without a key, never to an empty map', () => {
    const layers = mapLayers(null, 2);
    expect(layers).toHaveLength(1);
    expect(layers[0]?.tiles[0]).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(mapAttribution(null).provider).toBe('osm');
  });
});
