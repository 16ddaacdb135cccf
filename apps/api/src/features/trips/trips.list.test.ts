import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArea, buildTrip } from '../../../test/content-factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';

const LIST = `query L($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort) {
  publishedTrips(filter: $filter, pagination: $pagination, sort: $sort) { total edges { _id title } }
  publishedTripsResultsCount(filter: $filter)
}`;

type ListResult = {
  publishedTrips: { total: number; edges: Array<{ _id: string; title: string }> };
  publishedTripsResultsCount: number;
};

let t: TestApp;
const ids: Record<string, string> = {};
let areaId = '';

beforeAll(async () => {
  t = await startTestApp();
  const area = await buildArea(t, { name: 'Český ráj' });
  areaId = area.id;
  const day = (n: number) => new Date(Date.UTC(2026, 5, n));
  const specs = {
    stroller: {
      lengthKm: 3.5,
      duration: 'SHORT_WALK',
      terrain: ['ASPHALT'],
      suitability: ['STROLLER', 'CHILDREN'],
      gastro: ['CONFECTIONERY'],
      publishedAt: day(1),
      finishedCount: 9,
      averageRating: 4.5,
    },
    ridge: {
      lengthKm: 24,
      duration: 'WEEKEND',
      routeType: 'A_TO_B',
      terrain: ['STONE', 'FIELD_PATH'],
      overnightStay: ['SHELTERS'],
      accessibility: ['TRAIN_BUS'],
      publishedAt: day(2),
      finishedCount: 2,
      averageRating: 4.9,
    },
    castle: {
      lengthKm: 10,
      duration: 'HALF_DAY',
      terrain: ['MIXED'],
      additionalActivities: ['CASTLES'],
      gastro: ['RESTAURANT'],
      areaId,
      suitability: ['DOGS'],
      publishedAt: day(3),
      finishedCount: 9,
      averageRating: null,
    },
    lake: {
      lengthKm: 12.5,
      duration: 'WHOLE_DAY',
      terrain: ['FIELD_PATH'],
      additionalActivities: ['SWIMMING', 'PICNIC'],
      accessibility: ['PUBLIC_TRANSPORT'],
      overnightStay: ['CAMPING'],
      areaId,
      publishedAt: day(4),
      finishedCount: 0,
      averageRating: 3.2,
    },
    draft: { status: 'DRAFT', publishedAt: null },
  } as const;
  for (const [name, values] of Object.entries(specs)) {
    ids[name] = (await buildTrip(t, { title: name, ...values } as never)).id;
  }
});
afterAll(() => t.close());

async function list(variables: Record<string, unknown>) {
  const response = await t.gql<ListResult>(LIST, variables);
  expect(response.errors).toBeUndefined();
  return response.data as ListResult;
}

const titles = (result: ListResult) => result.publishedTrips.edges.map((edge) => edge.title);

describe('publishedTrips', () => {
  it('lists published trips only, newest first by default', async () => {
    const result = await list({});
    expect(titles(result)).toEqual(['lake', 'castle', 'ridge', 'stroller']);
    expect(result.publishedTrips.total).toBe(4);
  });

  it.each([
    [{ duration: ['SHORT_WALK', 'WEEKEND'] }, ['ridge', 'stroller']],
    [{ length: ['UP_TO_5'] }, ['stroller']],
    [{ length: ['FROM_5_TO_10'] }, ['castle']],
    [{ length: ['FROM_10_TO_20', 'OVER_20'] }, ['lake', 'ridge']],
    [{ routeType: ['A_TO_B'] }, ['ridge']],
    [{ terrain: ['FIELD_PATH'] }, ['lake', 'ridge']],
    [{ suitability: ['STROLLER', 'DOGS'] }, ['castle', 'stroller']],
    [{ accessibility: ['PUBLIC_TRANSPORT'] }, ['lake']],
    [{ gastro: ['CONFECTIONERY', 'RESTAURANT'] }, ['castle', 'stroller']],
    [{ additionalActivities: ['SWIMMING'] }, ['lake']],
    [{ overnightStay: ['SHELTERS', 'CAMPING'] }, ['lake', 'ridge']],
    [{ terrain: ['FIELD_PATH'], accessibility: ['TRAIN_BUS'] }, ['ridge']],
  ])('filters %j (OR within a group, AND across groups)', async (filter, expected) => {
    const result = await list({ filter });
    expect(titles(result)).toEqual(expected);
    expect(result.publishedTripsResultsCount).toBe(expected.length);
  });

  it('filters by area', async () => {
    expect(titles(await list({ filter: { area: [areaId] } }))).toEqual(['lake', 'castle']);
  });

  it('sorts by each field in both directions, breaking ties by id and putting unrated trips last', async () => {
    const tie = [ids.stroller, ids.castle].sort().reverse();
    const byId = (id: string) => Object.keys(ids).find((name) => ids[name] === id);
    expect(titles(await list({ sort: { field: 'publishedAt', direction: 'ASC' } }))).toEqual([
      'stroller',
      'ridge',
      'castle',
      'lake',
    ]);
    expect(titles(await list({ sort: { field: 'finishedCount', direction: 'DESC' } }))).toEqual([
      byId(tie[0]),
      byId(tie[1]),
      'ridge',
      'lake',
    ]);
    expect(titles(await list({ sort: { field: 'averageRating', direction: 'DESC' } }))).toEqual([
      'ridge',
      'stroller',
      'lake',
      'castle',
    ]);
    expect(titles(await list({ sort: { field: 'averageRating', direction: 'ASC' } }))).toEqual([
      'lake',
      'stroller',
      'ridge',
      'castle',
    ]);
  });

  it('pages without repeats or gaps, and answers an empty page beyond the end', async () => {
    const seen: string[] = [];
    for (const pageNumber of [1, 2]) {
      const result = await list({ pagination: { pageNumber, pageSize: 2 }, sort: { field: 'finishedCount' } });
      expect(result.publishedTrips.total).toBe(4);
      seen.push(...titles(result));
    }
    expect(new Set(seen).size).toBe(4);
    const beyond = await list({ pagination: { pageNumber: 3, pageSize: 2 } });
    expect(beyond.publishedTrips).toEqual({ total: 4, edges: [] });
  });

  it('counts exactly what it lists for random filter combinations', async () => {
    const groups: Record<string, string[]> = {
      duration: ['HALF_DAY', 'SHORT_WALK', 'WEEKEND', 'WHOLE_DAY'],
      length: ['UP_TO_5', 'FROM_5_TO_10', 'FROM_10_TO_20', 'OVER_20'],
      terrain: ['ASPHALT', 'FIELD_PATH', 'MIXED', 'STONE'],
      suitability: ['CHILDREN', 'DOGS', 'STROLLER'],
      gastro: ['BISTRO', 'CONFECTIONERY', 'RESTAURANT'],
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 25; round += 1) {
      const filter = Object.fromEntries(
        Object.entries(groups)
          .filter(() => random() < 0.5)
          .map(([group, values]) => [group, values.filter(() => random() < 0.5)]),
      );
      const result = await list({ filter, pagination: { pageSize: 50 } });
      expect(result.publishedTripsResultsCount).toBe(result.publishedTrips.total);
      expect(result.publishedTrips.edges).toHaveLength(result.publishedTrips.total);
    }
  });

  it('refuses a page size over 50, an unknown sort field and a bad enum value with BAD_USER_INPUT', async () => {
    expect(errorCode(await t.gql(LIST, { pagination: { pageSize: 51 } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(LIST, { pagination: { pageNumber: 0 } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(LIST, { sort: { field: 'title' } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(LIST, { filter: { terrain: ['LAVA'] } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(LIST, { filter: { area: ['not-a-uuid'] } }))).toBe('BAD_USER_INPUT');
  });
});

describe('areaSelectOptions and tripsLocations', () => {
  it('offers areas as value/label and every published trip for the map', async () => {
    const response = await t.gql<{
      areaSelectOptions: Array<{ value: string; label: string }>;
      tripsLocations: Array<{ _id: string; coordinates: { lat: number } }>;
    }>(
      '{ areaSelectOptions { value label } tripsLocations { _id title coordinates { lat lng } lengthKm duration suitability averageRating } }',
    );
    expect(response.data?.areaSelectOptions).toContainEqual({ value: areaId, label: 'Český ráj' });
    expect(response.data?.tripsLocations.map((trip) => trip._id).sort()).toEqual(
      [ids.stroller, ids.ridge, ids.castle, ids.lake].sort(),
    );
  });
});
