import { inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrip } from '../../../test/content-factories.js';
import { errorCode, type GraphQLResponse, startTestApp, type TestApp } from '../../../test/harness.js';
import { queryRows } from '../../db/raw.js';
import { trips } from '../../db/schema.js';
import { tripWhere } from './trips.filters.js';
import { tripFilterInput } from './trips.inputs.js';
import { nearestTripsPageQuery } from './trips.repository.js';

const LIST = `query L($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort, $near: LatLngInput) {
  publishedTrips(filter: $filter, pagination: $pagination, sort: $sort, near: $near) {
    total edges { _id title distanceKm coordinates { lat lng } }
  }
  publishedTripsResultsCount(filter: $filter, near: $near)
}`;

const LOCATIONS = `query M($near: LatLngInput, $maxDistanceKm: Float) {
  tripsLocations(near: $near, maxDistanceKm: $maxDistanceKm) { _id title distanceKm }
}`;

type Edge = { _id: string; title: string; distanceKm: number | null; coordinates: { lat: number; lng: number } };
type ListResult = { publishedTrips: { total: number; edges: Edge[] }; publishedTripsResultsCount: number };

/** Great-circle distance by the haversine formula, written here independently of the code under test. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

const PRAGUE = { lat: 50.075638, lng: 14.4379 };
/** Starts across the country (municipality coordinates from the register), some of them close to each other. */
const STARTS: Record<string, { lat: number; lng: number; duration?: string }> = {
  Karlštejn: { lat: 49.939604, lng: 14.188146 },
  'Praha-Petřín': { lat: 50.0833, lng: 14.395, duration: 'SHORT_WALK' },
  Brno: { lat: 49.19516, lng: 16.606937 },
  Ostrava: { lat: 49.821023, lng: 18.262624 },
  'Pec pod Sněžkou': { lat: 50.693981, lng: 15.733267, duration: 'SHORT_WALK' },
  'Český Krumlov': { lat: 48.812835, lng: 14.317566 },
  Mikulov: { lat: 48.805383, lng: 16.637788 },
  Beroun: { lat: 49.9638, lng: 14.072, duration: 'SHORT_WALK' },
  'Kutná Hora': { lat: 49.9484, lng: 15.2682 },
  Mělník: { lat: 50.3505, lng: 14.4741 },
};

let t: TestApp;
let hiddenDraftId = '';

beforeAll(async () => {
  t = await startTestApp();
  for (const [title, start] of Object.entries(STARTS)) {
    await buildTrip(t, { title, lat: start.lat, lng: start.lng, duration: start.duration ?? 'HALF_DAY' });
  }
  // A draft right in Prague must never show up.
  hiddenDraftId = (await buildTrip(t, { title: 'Koncept', ...PRAGUE, status: 'DRAFT', publishedAt: null })).id;
});

afterAll(() => t.close());

const list = (variables: Record<string, unknown>) => t.gql<ListResult>(LIST, variables);

async function listed(variables: Record<string, unknown>): Promise<ListResult> {
  const response = await list(variables);
  expect(response.errors).toBeUndefined();
  return response.data as ListResult;
}

function byDistanceFrom(near: { lat: number; lng: number }, titles = Object.keys(STARTS)) {
  return titles.map((title) => ({ title, km: haversineKm(near, STARTS[title]) })).sort((a, b) => a.km - b.km);
}

function expectBadInput(response: GraphQLResponse, field: string, messageKey: string) {
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field, messageKey })]);
}

describe('trips near a place', () => {
  it('sorts nearest first with great-circle distances', async () => {
    const result = await listed({
      near: PRAGUE,
      sort: { field: 'DISTANCE' },
      pagination: { pageNumber: 1, pageSize: 50 },
    });
    const { edges, total } = result.publishedTrips;
    const expected = byDistanceFrom(PRAGUE);
    expect(total).toBe(expected.length);
    expect(edges.map((edge) => edge.title)).toEqual(expected.map((entry) => entry.title));
    for (const [index, edge] of edges.entries()) expect(edge.distanceKm).toBeCloseTo(expected[index].km, 6);
    expect(edges.map((edge) => edge._id)).not.toContain(hiddenDraftId);
  });

  it('is nearest first whatever the direction, and pages continue where the last one ended', async () => {
    const brno = STARTS.Brno;
    const expected = byDistanceFrom(brno).map((entry) => entry.title);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        listed({
          near: brno,
          sort: { field: 'DISTANCE', direction: 'DESC' },
          pagination: { pageNumber: page, pageSize: 4 },
        }),
      ),
    );
    expect(pages.flatMap((page) => page.publishedTrips.edges.map((edge) => edge.title))).toEqual(expected);
  });

  it('gives other sorts their distance too', async () => {
    const result = await listed({ near: PRAGUE, sort: { field: 'publishedAt' } });
    for (const edge of result.publishedTrips.edges) {
      expect(edge.distanceKm).toBeCloseTo(haversineKm(PRAGUE, edge.coordinates), 6);
    }
  });

  it('keeps only trips within the radius, counted the same way', async () => {
    for (const radius of [10, 25, 50, 100]) {
      const result = await listed({ near: PRAGUE, filter: { maxDistanceKm: radius }, sort: { field: 'DISTANCE' } });
      const expected = byDistanceFrom(PRAGUE).filter((entry) => entry.km <= radius);
      expect(result.publishedTrips.edges.map((edge) => edge.title)).toEqual(expected.map((e) => e.title));
      expect(result.publishedTrips.total).toBe(expected.length);
      expect(result.publishedTripsResultsCount).toBe(expected.length);
    }
  });

  it('combines the radius with the other filters', async () => {
    const result = await listed({
      near: PRAGUE,
      filter: { maxDistanceKm: 40, duration: ['SHORT_WALK'] },
      sort: { field: 'DISTANCE' },
    });
    expect(result.publishedTrips.edges.map((edge) => edge.title)).toEqual(['Praha-Petřín', 'Beroun']);
  });

  it('has no distance without near', async () => {
    const result = await listed({});
    expect(result.publishedTrips.edges.every((edge) => edge.distanceKm === null)).toBe(true);
  });

  it('never repeats or skips trips that start at the same place across pages', async () => {
    const spot = { lat: 49.5, lng: 17.5 };
    const twins = await Promise.all(['A', 'B', 'C'].map((name) => buildTrip(t, { title: `Dvojče ${name}`, ...spot })));
    try {
      const pages = await Promise.all(
        [1, 2].map((pageNumber) =>
          listed({ near: spot, sort: { field: 'DISTANCE' }, pagination: { pageNumber, pageSize: 2 } }),
        ),
      );
      const firstFour = pages.flatMap((page) => page.publishedTrips.edges.map((edge) => edge._id));
      expect(firstFour.slice(0, 3)).toEqual(twins.map((twin) => twin.id).sort());
      expect(new Set(firstFour).size).toBe(4);
    } finally {
      await t.app.services.db.delete(trips).where(
        inArray(
          trips.id,
          twins.map((twin) => twin.id),
        ),
      );
    }
  });

  it('refuses the DISTANCE sort and the radius without near, and a place off the globe', async () => {
    expectBadInput(await list({ sort: { field: 'DISTANCE' } }), 'near', 'REQUIRED');
    expectBadInput(await list({ filter: { maxDistanceKm: 10 } }), 'near', 'REQUIRED');
    expectBadInput(await t.gql('{ publishedTripsResultsCount(filter: { maxDistanceKm: 10 }) }'), 'near', 'REQUIRED');
    expectBadInput(await list({ near: { lat: 91, lng: 14 } }), 'lat', 'MAX_VALUE');
    expectBadInput(await list({ near: { lat: 50, lng: -181 } }), 'lng', 'MIN_VALUE');
    expectBadInput(await list({ near: PRAGUE, filter: { maxDistanceKm: 0 } }), 'maxDistanceKm', 'POSITIVE');
    expectBadInput(await list({ near: PRAGUE, filter: { maxDistanceKm: 5000 } }), 'maxDistanceKm', 'MAX_VALUE');
    expectBadInput(await t.gql(LOCATIONS, { maxDistanceKm: 10 }), 'near', 'REQUIRED');
  });

  it('puts the map nearest first within the radius', async () => {
    type Locations = { tripsLocations: Array<{ title: string; distanceKm: number | null }> };
    const near = (await t.gql<Locations>(LOCATIONS, { near: PRAGUE, maxDistanceKm: 50 })).data as Locations;
    const expected = byDistanceFrom(PRAGUE).filter((entry) => entry.km <= 50);
    expect(near.tripsLocations.map((location) => location.title)).toEqual(expected.map((e) => e.title));
    for (const [index, location] of near.tripsLocations.entries()) {
      expect(location.distanceKm).toBeCloseTo(expected[index].km, 6);
    }
    const all = (await t.gql<Locations>(LOCATIONS, {})).data as Locations;
    expect(all.tripsLocations).toHaveLength(Object.keys(STARTS).length);
    expect(all.tripsLocations.every((location) => location.distanceKm === null)).toBe(true);
  });
});

describe('the municipality nearest to a trip', () => {
  it('is the register entry closest to the start, with its region', async () => {
    const trip = await buildTrip(t, { title: 'Hrad', lat: 49.9392, lng: 14.1876 });
    const response = await t.gql<{ publishedTrip: { nearestMunicipality: Record<string, string> } }>(
      'query T($id: ID!) { publishedTrip(id: $id) { nearestMunicipality { _id name district region } } }',
      { id: trip.id },
    );
    expect(response.data?.publishedTrip.nearestMunicipality).toEqual({
      _id: '531316',
      name: 'Karlštejn',
      district: 'Beroun',
      region: 'CENTRAL_BOHEMIAN',
    });
  });

  it('is read for a whole list in one statement', async () => {
    const statements: string[] = [];
    const counted = await startTestApp({}, (query) => statements.push(query));
    try {
      for (const [title, start] of Object.entries(STARTS)) await buildTrip(counted, { title, ...start });
      statements.length = 0;
      const response = await counted.gql<{
        publishedTrips: { edges: Array<{ nearestMunicipality: { name: string } }> };
      }>('{ publishedTrips(pagination: { pageNumber: 1, pageSize: 50 }) { edges { nearestMunicipality { name } } } }');
      expect(response.data?.publishedTrips.edges.map((edge) => edge.nearestMunicipality.name)).toContain('Brno');
      expect(statements.filter((statement) => statement.includes('"cities"'))).toHaveLength(1);
    } finally {
      await counted.close();
    }
  });
});

const PAGE = { limit: 12, offset: 0 };

async function explain(query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(t.app.services.db, sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the nearest page at 10,000 trips', () => {
  it('walks the start point index instead of measuring every trip', async () => {
    const { db } = t.app.services;
    await db.execute(sql`
      INSERT INTO trips (slug, title, lat, lng, preview, perex, content, length_km, route_type, duration, status,
        published_at)
      SELECT 'bulk-' || n, 'Výlet ' || n, 48.6 + (n * 7919 % 2400) / 1000.0, 12.2 + (n * 104729 % 6600) / 1000.0,
        'p', 'p', 'c', 5, 'CIRCUIT', 'HALF_DAY', 'PUBLISHED', now() - n * interval '1 minute'
      FROM generate_series(1, 10000) AS n`);
    await db.execute(sql`ANALYZE trips`);
    const plan = await explain(nearestTripsPageQuery(db, tripWhere(tripFilterInput.parse({}), PRAGUE), PAGE, PRAGUE));
    if (process.env.PRINT_PLANS) console.log(plan);
    expect(plan).toContain('trips_start_point_idx');
    expect(plan).not.toMatch(/Seq Scan on trips\b/);

    const radius = tripWhere(tripFilterInput.parse({ maxDistanceKm: 25 }), PRAGUE);
    const count = db.select({ id: trips.id }).from(trips).where(radius);
    expect(await explain(count)).toContain('trips_start_point_idx');
    // The 10,000 inserted trips also write their search postings and word counts, once for the statement (migration
    // 0029): a few seconds on PGlite, more while CI runs both databases side by side.
  }, 120_000);
});
