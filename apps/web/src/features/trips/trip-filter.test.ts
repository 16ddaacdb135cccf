import { describe, expect, it } from 'vitest';
import { emptyFilter, readTripSearch, toTripFilter, writeTripSearch } from './trip-filter';

describe('trip filter in the URL', () => {
  it('round-trips groups and sort, leaving defaults out', () => {
    const filter = { ...emptyFilter(), duration: ['HALF_DAY', 'WHOLE_DAY'], suitability: ['STROLLER'] };
    const search = writeTripSearch(filter, 'averageRating');
    expect(search.toString()).toBe('duration=HALF_DAY%2CWHOLE_DAY&suitability=STROLLER&sort=averageRating');
    expect(readTripSearch(search)).toEqual({ filter, sort: 'averageRating' });
    expect(writeTripSearch(emptyFilter(), 'publishedAt').toString()).toBe('');
  });

  it('ignores unknown values, malformed area ids and unknown sorts', () => {
    const { filter, sort } = readTripSearch(new URLSearchParams('terrain=LAVA,STONE&area=x,../&sort=title'));
    expect(filter.terrain).toEqual(['STONE']);
    expect(filter.area).toEqual([]);
    expect(sort).toBe('publishedAt');
  });

  it('sends only the chosen groups to the API', () => {
    expect(toTripFilter({ ...emptyFilter(), gastro: ['BISTRO'] })).toEqual({ gastro: ['BISTRO'] });
  });
});
