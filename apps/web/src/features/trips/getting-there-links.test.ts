import { describe, expect, it } from 'vitest';
import { idosConnectionUrl, mapyRouteUrl } from './getting-there-links';

describe('getting there', () => {
  it('asks IDOS for a connection to the municipality, from the person city when known', () => {
    expect(idosConnectionUrl('Karlštejn', 'České Budějovice')).toBe(
      'https://idos.idnes.cz/vlakyautobusymhdvse/spojeni/?f=%C4%8Cesk%C3%A9+Bud%C4%9Bjovice&t=Karl%C5%A1tejn',
    );
    expect(idosConnectionUrl('Karlštejn')).toBe('https://idos.idnes.cz/vlakyautobusymhdvse/spojeni/?t=Karl%C5%A1tejn');
  });

  it('plans a Mapy.com route with longitude first', () => {
    expect(mapyRouteUrl({ lat: 50.08, lng: 14.43 }, { lat: 49.94, lng: 14.19 })).toBe(
      'https://mapy.com/fnc/v1/route?mapset=outdoor&start=14.43%2C50.08&end=14.19%2C49.94',
    );
  });
});
