import { describe, expect, it } from 'vitest';
import { emptyFilter, readTripSearch, toTripFilter, tripsPageVariables, writeTripSearch } from './trip-filter';

describe('trip filter in the URL', () => {
  it('round-trips groups, sort and distance, leaving defaults out', () => {
    const filter = { ...emptyFilter(), duration: ['HALF_DAY', 'WHOLE_DAY'], suitability: ['STROLLER'] };
    const search = writeTripSearch({ filter, sort: 'DISTANCE', within: 25, place: null });
    expect(search.toString()).toBe('duration=HALF_DAY%2CWHOLE_DAY&suitability=STROLLER&sort=DISTANCE&within=25');
    expect(readTripSearch(search)).toEqual({ filter, sort: 'DISTANCE', within: 25, place: null });
    expect(writeTripSearch({ filter: emptyFilter(), sort: 'publishedAt', within: null, place: null }).toString()).toBe(
      '',
    );
  });

  it('round-trips a place to measure from, and ignores a place without a name or with a position off the globe', () => {
    const place = { name: 'Beroun', near: { lat: 49.964, lng: 14.072 } };
    const search = writeTripSearch({ filter: emptyFilter(), sort: 'DISTANCE', within: null, place });
    expect(search.toString()).toBe('sort=DISTANCE&near=49.964%2C14.072&place=Beroun');
    expect(readTripSearch(search).place).toEqual(place);
    for (const junk of ['near=49.9,14.0', 'near=95,14&place=X', 'near=49,14,3&place=X', 'near=a,b&place=X']) {
      expect(readTripSearch(new URLSearchParams(junk)).place).toBeNull();
    }
  });

  it('ignores unknown values, malformed area ids, unknown sorts and radii', () => {
    const { filter, sort, within } = readTripSearch(
      new URLSearchParams('terrain=LAVA,STONE&area=x,../&sort=title&within=7'),
    );
    expect(filter.terrain).toEqual(['STONE']);
    expect(filter.area).toEqual([]);
    expect(sort).toBe('publishedAt');
    expect(within).toBeNull();
  });

  it('sends only the chosen groups to the API, and the distance only with a place', () => {
    expect(toTripFilter({ ...emptyFilter(), gastro: ['BISTRO'] })).toEqual({ gastro: ['BISTRO'] });
    expect(toTripFilter(emptyFilter(), 50)).toEqual({});
    expect(toTripFilter(emptyFilter(), 50, { lat: 50, lng: 14 })).toEqual({ maxDistanceKm: 50 });
  });

  it('asks nearest first from a place, and the plain list while no place is known', () => {
    const search = { filter: emptyFilter(), sort: 'DISTANCE' as const, within: 10, place: null };
    expect(tripsPageVariables(search, 2, { lat: 50, lng: 14 })).toEqual({
      filter: { maxDistanceKm: 10 },
      sort: { field: 'DISTANCE', direction: 'ASC' },
      pagination: { pageNumber: 2, pageSize: 12 },
      near: { lat: 50, lng: 14 },
    });
    expect(tripsPageVariables(search, 1)).toEqual({
      filter: {},
      sort: { field: 'publishedAt', direction: 'DESC' },
      pagination: { pageNumber: 1, pageSize: 12 },
    });
  });
});
