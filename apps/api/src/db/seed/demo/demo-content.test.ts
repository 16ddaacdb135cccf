import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { readTypeDefs } from '../../../schema.js';
import { areas, articles, images, tripAnnouncements, tripRatings, trips } from '../../schema.js';
import { AREAS } from './areas.js';
import { ANNOUNCEMENTS, ARTICLES } from './articles.js';
import { composeContent } from './compose.js';
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

describe('demo content in English', () => {
  const CZECH_HEADINGS = ['## Trasa', '## Pro koho', '## Občerstvení a nocleh'];
  const czechOnly = ARTICLES.filter((article) => !article.en).map((article) => article.slug);
  const headingsOf = (markdown: string) => markdown.match(/^## .+$/gm) ?? [];

  it('has every trip, area and announcement in English', () => {
    for (const trip of DEMO_TRIPS) {
      expect(Object.keys(trip.en).sort(), trip.slug).toEqual(['path', 'perex', 'preview', 'tip', 'title']);
      for (const [field, text] of Object.entries(trip.en)) expect(text.trim(), `${trip.slug}.${field}`).not.toBe('');
    }
    for (const area of AREAS) {
      // The Czech name stays, so the area is recognisable on signposts and maps; an English name may follow it.
      expect(area.en.startsWith(area.name), area.slug).toBe(true);
    }
    expect(AREAS.filter((area) => area.en !== area.name).length).toBeGreaterThanOrEqual(15);
    for (const announcement of ANNOUNCEMENTS) {
      expect(announcement.en.title.trim(), announcement.title).not.toBe('');
      expect(announcement.en.preview.trim(), announcement.title).not.toBe('');
    }
  });

  it('leaves exactly two articles in Czech only; the others have every text and the Czech structure', () => {
    expect(czechOnly).toHaveLength(2);
    for (const article of ARTICLES) {
      if (!article.en) continue;
      for (const text of [article.en.title, article.en.preview, article.en.perex, ...article.en.body]) {
        expect(text.trim(), article.slug).not.toBe('');
      }
      // The same paragraphs with ## headings in the same places.
      expect(
        article.en.body.map((paragraph) => paragraph.startsWith('## ')),
        article.slug,
      ).toEqual(article.body.map((paragraph) => paragraph.startsWith('## ')));
    }
  });

  it('gives English articles unique, URL-safe slugs unlike the Czech ones', () => {
    const slugs = ARTICLES.flatMap((article) => (article.en ? [article.en.slug] : []));
    expect(slugs).toHaveLength(ARTICLES.length - 2);
    expect(new Set(slugs).size).toBe(slugs.length);
    const czech = new Set(ARTICLES.map((article) => article.slug));
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(czech.has(slug), slug).toBe(false);
    }
  });

  it('composes a trip in English with English headings, its path, tip and length', () => {
    for (const trip of DEMO_TRIPS) {
      const content = composeContent(trip, 'en');
      expect(headingsOf(content), trip.slug).toEqual([
        '## Route',
        '## Who it suits',
        '## Food and a bed for the night',
        '## Tip',
      ]);
      for (const heading of CZECH_HEADINGS) expect(content, trip.slug).not.toContain(heading);
      expect(content).toContain(trip.en.path);
      expect(content).toContain(trip.en.tip);
      expect(content).toContain(`Length: ${trip.km} km, ${trip.route === 'CIRCUIT' ? 'a circuit' : 'from A to B'}.`);
      expect(content).not.toContain(trip.path);
    }
    const prokop = DEMO_TRIPS.find((trip) => trip.slug === 'prokopske-udoli');
    expect(prokop && composeContent(prokop, 'en')).toContain('Length: 8.5 km, from A to B.');
  });

  it('keeps the Czech composition as it was', () => {
    const prokop = DEMO_TRIPS.find((trip) => trip.slug === 'prokopske-udoli');
    expect(prokop && composeContent(prokop)).toBe(
      [
        '## Trasa',
        prokop?.path,
        'Délka 8,5 km, z bodu A do bodu B.',
        '## Pro koho',
        'Trasa je vhodná se psem. Na start dojedete vlakem nebo autobusem.',
        '## Občerstvení a nocleh',
        'Cestou najdete lesní občerstvení.',
        '## Tip',
        prokop?.tip,
      ].join('\n\n'),
    );
  });

  it('stores the English: complete for every trip and announcement and all but the two Czech-only articles', async () => {
    const db = t.app.services.db;
    const tripRows = await db.select({ slug: trips.slug, hasEnglish: trips.hasEnglish }).from(trips);
    expect(tripRows).toHaveLength(DEMO_TRIPS.length);
    expect(tripRows.filter((row) => !row.hasEnglish)).toEqual([]);

    const announcementRows = await db
      .select({ title: tripAnnouncements.title, hasEnglish: tripAnnouncements.hasEnglish })
      .from(tripAnnouncements);
    expect(announcementRows.length).toBeGreaterThanOrEqual(ANNOUNCEMENTS.length);
    expect(announcementRows.filter((row) => !row.hasEnglish)).toEqual([]);

    const articleRows = await db.select({ slug: articles.slug, hasEnglish: articles.hasEnglish }).from(articles);
    expect(articleRows).toHaveLength(ARTICLES.length);
    expect(
      articleRows
        .filter((row) => !row.hasEnglish)
        .map((row) => row.slug)
        .sort(),
    ).toEqual([...czechOnly].sort());

    const areaRows = await db.select({ slug: areas.slug, nameEn: areas.nameEn }).from(areas);
    expect(areaRows.filter((row) => !row.nameEn)).toEqual([]);
  });

  it('describes the pictures in English: covers by the English title', async () => {
    const db = t.app.services.db;
    const covers = await db
      .select({ titleEn: trips.titleEn, altEn: images.altEn })
      .from(trips)
      .innerJoin(images, eq(images.id, trips.coverImageId));
    expect(covers).toHaveLength(DEMO_TRIPS.length);
    for (const cover of covers) expect(cover.altEn).toBe(cover.titleEn);
    const articlePictures = await db
      .select({ slug: articles.slug, titleEn: articles.titleEn, altEn: images.altEn })
      .from(articles)
      .innerJoin(images, eq(images.id, articles.imageId));
    for (const picture of articlePictures) expect(picture.altEn, picture.slug).toBe(picture.titleEn);
  });
});
