import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { readTypeDefs } from '../../../schema.js';
import { areas, articles, tripAnnouncements, tripRatings, trips } from '../../schema.js';
import { AREAS } from './areas.js';
import { DEMO_TRIPS, loadDemoContent } from './load.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadDemoContent(t.app.services.db);
});
afterAll(() => t.close());

/** The values of an SDL enum, read from the schema so a new value cannot be forgotten here. */
function enumValues(name: string): string[] {
  const sdl = readTypeDefs().join('\n');
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(sdl)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Z_]+$/.test(line));
}

describe('demo content', () => {
  it('has at least 60 trips over all 14 regions, real Czech coordinates and unique slugs', () => {
    expect(DEMO_TRIPS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_TRIPS.map((trip) => trip.region))).toEqual(new Set(enumValues('Region')));
    expect(new Set(DEMO_TRIPS.map((trip) => trip.slug)).size).toBe(DEMO_TRIPS.length);
    for (const trip of DEMO_TRIPS) {
      expect(trip.lat, trip.slug).toBeGreaterThan(48.55);
      expect(trip.lat, trip.slug).toBeLessThan(51.06);
      expect(trip.lng, trip.slug).toBeGreaterThan(12.09);
      expect(trip.lng, trip.slug).toBeLessThan(18.86);
    }
    expect(new Set(DEMO_TRIPS.map((trip) => trip.area).filter(Boolean)).size).toBeGreaterThanOrEqual(10);
    expect(AREAS.length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['Accessibility', (trip: (typeof DEMO_TRIPS)[number]) => trip.access ?? []],
    ['AdditionalActivity', (trip: (typeof DEMO_TRIPS)[number]) => trip.activities ?? []],
    ['Gastro', (trip: (typeof DEMO_TRIPS)[number]) => trip.gastro ?? []],
    ['Overnight', (trip: (typeof DEMO_TRIPS)[number]) => trip.overnight ?? []],
    ['Suitability', (trip: (typeof DEMO_TRIPS)[number]) => trip.suitability ?? []],
    ['Terrain', (trip: (typeof DEMO_TRIPS)[number]) => trip.terrain],
    ['Duration', (trip: (typeof DEMO_TRIPS)[number]) => [trip.duration]],
    ['RouteType', (trip: (typeof DEMO_TRIPS)[number]) => [trip.route]],
  ])('matches every %s value with at least one trip', (name, values) => {
    const used = new Set(DEMO_TRIPS.flatMap(values));
    expect([...used].sort()).toEqual(enumValues(name).sort());
  });

  it('answers every length range of the filter through the API', async () => {
    for (const range of enumValues('LengthRange')) {
      const response = await t.gql<{ publishedTripsResultsCount: number }>(
        'query C($filter: TripFilter) { publishedTripsResultsCount(filter: $filter) }',
        { filter: { length: [range] } },
      );
      expect(response.data?.publishedTripsResultsCount, range).toBeGreaterThan(0);
    }
  });

  it('loads articles, announcements and ratings, and a second run adds nothing', async () => {
    const counts = async () => {
      const db = t.app.services.db;
      const [tripCount] = await db.select({ n: count() }).from(trips);
      const [articleCount] = await db.select({ n: count() }).from(articles);
      const [announcementCount] = await db.select({ n: count() }).from(tripAnnouncements);
      const [ratingCount] = await db.select({ n: count() }).from(tripRatings);
      const [areaCount] = await db.select({ n: count() }).from(areas);
      return [tripCount.n, articleCount.n, announcementCount.n, ratingCount.n, areaCount.n];
    };
    const first = await counts();
    expect(first[0]).toBe(DEMO_TRIPS.length);
    expect(first[1]).toBeGreaterThanOrEqual(15);
    expect(first[2]).toBeGreaterThanOrEqual(10);
    expect(first[3]).toBeGreaterThanOrEqual(100);
    await loadDemoContent(t.app.services.db);
    expect(await counts()).toEqual(first);
  });

  it('shows a trip with its cover, gallery, rendered content and ratings', async () => {
    const response = await t.gql<{ publishedTrips: { edges: Array<Record<string, unknown>> } }>(
      `{ publishedTrips(sort: { field: averageRating }, pagination: { pageSize: 1 }) { edges {
        title coverImage { url } images { url } contentHtml averageRating ratingsCount routeLink
        ratings(pagination: { pageSize: 2 }) { total edges { score user { shortname } } }
      } } }`,
    );
    const trip = response.data?.publishedTrips.edges[0];
    expect(trip?.coverImage).toMatchObject({ url: expect.stringMatching(/^\/media\/generated\/[a-z0-9-]+\.svg$/) });
    expect(trip?.images).toHaveLength(3);
    expect(trip?.contentHtml).toContain('<h2>Trasa</h2>');
    expect(trip?.ratingsCount).toBeGreaterThan(0);
    expect(trip?.routeLink).toMatch(/^https:\/\/mapy\.com\//);
  });
});
