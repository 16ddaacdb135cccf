import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, images, tripImages, trips } from '../src/db/schema.js';
import { buildAnnouncement, buildArea, buildArticle, buildImage, buildTrip } from './content-factories.js';
import { testDatabaseKind } from './database.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

// Content in two languages (issue 30): the API answers each item in the request's language when the item has a
// complete English version, in Czech otherwise, and says which with `language`.

const TRIP = `query T($id: ID!) { publishedTrip(id: $id) {
  language title preview perex contentHtml
  area { name language } coverImage { alt language } images { alt language }
} }`;
const LIST = `{ publishedTrips(sort: { field: publishedAt, direction: ASC }) { total edges { _id language title } } }`;
const LOCATIONS = '{ tripsLocations { _id language title preview coverImage { alt language } } }';
const FEED = `{ feed { edges { __typename language title preview image { alt language }
  ... on PublishedArticle { slug } } } }`;
const ARTICLE = 'query A($slug: String!) { article(slug: $slug) { _id language slug title perex contentHtml } }';
const AREAS = '{ areaSelectOptions { label language } }';
const SEARCH = `query S($query: String!) { search(query: $query) { trips { edges { _id title language } }
  areas { name language } didYouMean } }`;

const EN = { headers: { 'accept-language': 'en-GB,en;q=0.9,cs;q=0.5' } };
const CS = { headers: { 'accept-language': 'cs-CZ,cs;q=0.9' } };

let t: TestApp;
/** A second server on the same database where the database allows it (PostgreSQL): another process's caches. */
let other: TestApp;
const ids = { translated: '', started: '', czechOnly: '', article: '' };

beforeAll(async () => {
  t = await startTestApp();
  other = testDatabaseKind() === 'postgres' ? await startTestApp({}, undefined, { shareDatabaseWith: t }) : t;
  const area = await buildArea(t, { name: 'Krkonoše', nameEn: 'Giant Mountains (Krkonoše)' });
  const cover = await buildImage(t, 'Sněžka nad mraky');
  await t.app.services.db.update(images).set({ altEn: 'Sněžka above the clouds' }).where(eq(images.id, cover.id));
  const gallery = await buildImage(t, 'Chata na hřebeni');
  const translated = await buildTrip(t, {
    title: 'Na Sněžku z Pece',
    preview: 'Výstup na nejvyšší horu.',
    perex: 'Klasika Krkonoš.',
    content: 'Po **modré** na vrchol.',
    titleEn: 'Sněžka from Pec',
    previewEn: 'A climb to the highest peak of Czechia.',
    perexEn: 'A classic of the Giant Mountains.',
    contentEn: 'Follow the **blue** marks to the summit.',
    areaId: area.id,
    coverImageId: cover.id,
    publishedAt: new Date(Date.UTC(2026, 5, 1)),
  });
  await t.app.services.db.insert(tripImages).values({ tripId: translated.id, imageId: gallery.id, position: 0 });
  // An English version only started (a title): not shown, the whole trip stays Czech.
  const started = await buildTrip(t, {
    title: 'Adršpašské skály',
    titleEn: 'Adršpach Rocks',
    publishedAt: new Date(Date.UTC(2026, 5, 2)),
  });
  const czechOnly = await buildTrip(t, { title: 'Babiččino údolí', publishedAt: new Date(Date.UTC(2026, 5, 3)) });
  const article = await buildArticle(t, {
    slug: 'co-zabalit-na-hory',
    title: 'Co zabalit na hory',
    preview: 'Seznam na víkend.',
    perex: 'Nic nezapomenete.',
    content: 'Pláštěnka a **čelovka**.',
    slugEn: 'what-to-pack-for-the-mountains',
    titleEn: 'What to pack for the mountains',
    previewEn: 'A list for the weekend.',
    perexEn: 'Forget nothing.',
    contentEn: 'A raincoat and a **head torch**.',
    imageId: cover.id,
    publishedAt: new Date(Date.UTC(2026, 5, 4)),
  });
  await buildAnnouncement(t, {
    title: 'Nová trasa na Sněžku',
    preview: 'Právě vyšla.',
    titleEn: 'A new trail to Sněžka',
    previewEn: 'Just out.',
    tripId: translated.id,
    publishedAt: new Date(Date.UTC(2026, 5, 5)),
  });
  Object.assign(ids, { translated: translated.id, started: started.id, czechOnly: czechOnly.id, article: article.id });
});

afterAll(async () => {
  if (other !== t) await other?.close();
  await t?.close();
});

type Trip = {
  publishedTrip: {
    language: string;
    title: string;
    preview: string;
    perex: string;
    contentHtml: string;
    area: { name: string; language: string } | null;
    coverImage: { alt: string; language: string } | null;
    images: Array<{ alt: string; language: string }>;
  };
};

describe('a trip', () => {
  it('is answered in English to a reader of English when its English version is complete', async () => {
    const { data, errors } = await t.gql<Trip>(TRIP, { id: ids.translated }, EN);
    expect(errors).toBeUndefined();
    expect(data?.publishedTrip).toEqual({
      language: 'en_US',
      title: 'Sněžka from Pec',
      preview: 'A climb to the highest peak of Czechia.',
      perex: 'A classic of the Giant Mountains.',
      contentHtml: expect.stringContaining('Follow the <strong>blue</strong> marks'),
      area: { name: 'Giant Mountains (Krkonoše)', language: 'en_US' },
      coverImage: { alt: 'Sněžka above the clouds', language: 'en_US' },
      // The gallery's picture has no English description: its Czech one, marked as such.
      images: [{ alt: 'Chata na hřebeni', language: 'cs_CZ' }],
    });
  });

  it('is answered in Czech to a Czech request and to one that names neither language', async () => {
    for (const options of [CS, {}, { headers: { 'accept-language': 'de-DE,de;q=0.9' } }]) {
      const { data } = await t.gql<Trip>(TRIP, { id: ids.translated }, options);
      expect(data?.publishedTrip).toMatchObject({
        language: 'cs_CZ',
        title: 'Na Sněžku z Pece',
        perex: 'Klasika Krkonoš.',
        contentHtml: expect.stringContaining('Po <strong>modré</strong>'),
        area: { name: 'Krkonoše', language: 'cs_CZ' },
        coverImage: { alt: 'Sněžka nad mraky', language: 'cs_CZ' },
      });
    }
  });

  it('gives the console a picture’s descriptions as written, whatever the request’s language', async () => {
    const { data } = await t.gql<{ publishedTrip: { coverImage: Record<string, string> } }>(
      'query T($id: ID!) { publishedTrip(id: $id) { coverImage { alt altCs altEn } } }',
      { id: ids.translated },
      EN,
    );
    expect(data?.publishedTrip.coverImage).toEqual({
      alt: 'Sněžka above the clouds',
      altCs: 'Sněžka nad mraky',
      altEn: 'Sněžka above the clouds',
    });
  });

  it('stays wholly Czech, marked so, while its English version is only started', async () => {
    const { data } = await t.gql<Trip>(TRIP, { id: ids.started }, EN);
    expect(data?.publishedTrip).toMatchObject({
      language: 'cs_CZ',
      title: 'Adršpašské skály',
      perex: expect.any(String),
    });
    const czech = await t.gql<Trip>(TRIP, { id: ids.czechOnly }, EN);
    expect(czech.data?.publishedTrip).toMatchObject({ language: 'cs_CZ', title: 'Babiččino údolí' });
  });
});

describe('lists', () => {
  it('have the same items, count and order in both languages, each item in its own language', async () => {
    type List = { publishedTrips: { total: number; edges: Array<{ _id: string; language: string; title: string }> } };
    const en = await t.gql<List>(LIST, {}, EN);
    const cs = await t.gql<List>(LIST, {}, CS);
    expect(en.data?.publishedTrips.total).toBe(cs.data?.publishedTrips.total);
    expect(en.data?.publishedTrips.edges.map((edge) => edge._id)).toEqual(
      cs.data?.publishedTrips.edges.map((edge) => edge._id),
    );
    const translated = en.data?.publishedTrips.edges.find((edge) => edge._id === ids.translated);
    expect(translated).toEqual({ _id: ids.translated, language: 'en_US', title: 'Sněžka from Pec' });
    const started = en.data?.publishedTrips.edges.find((edge) => edge._id === ids.started);
    expect(started).toEqual({ _id: ids.started, language: 'cs_CZ', title: 'Adršpašské skály' });
  });

  it('name the areas to choose from in the reader’s language, in its alphabetical order', async () => {
    await buildArea(t, { name: 'Šumava', nameEn: 'Bohemian Forest (Šumava)' });
    type Options = { areaSelectOptions: Array<{ label: string; language: string }> };
    const en = await t.gql<Options>(AREAS, {}, EN);
    expect(en.data?.areaSelectOptions.filter((option) => option.language === 'en_US')).toEqual([
      { label: 'Bohemian Forest (Šumava)', language: 'en_US' },
      { label: 'Giant Mountains (Krkonoše)', language: 'en_US' },
    ]);
    const cs = await t.gql<Options>(AREAS, {}, CS);
    const czechNames = cs.data?.areaSelectOptions.map((option) => option.label) ?? [];
    expect(czechNames.indexOf('Krkonoše')).toBeLessThan(czechNames.indexOf('Šumava'));
  });

  it('put a wall of articles and announcements in the reader’s language, with the English slug', async () => {
    type Feed = {
      feed: { edges: Array<{ __typename: string; language: string; title: string; slug?: string; image: unknown }> };
    };
    const en = await t.gql<Feed>(FEED, {}, EN);
    expect(en.data?.feed.edges.slice(0, 2)).toEqual([
      {
        __typename: 'PublishedTripAnnouncement',
        language: 'en_US',
        title: 'A new trail to Sněžka',
        preview: 'Just out.',
        image: null,
      },
      {
        __typename: 'PublishedArticle',
        language: 'en_US',
        title: 'What to pack for the mountains',
        preview: 'A list for the weekend.',
        slug: 'what-to-pack-for-the-mountains',
        image: { alt: 'Sněžka above the clouds', language: 'en_US' },
      },
    ]);
    const cs = await t.gql<Feed>(FEED, {}, CS);
    expect(cs.data?.feed.edges[1]).toMatchObject({ language: 'cs_CZ', slug: 'co-zabalit-na-hory' });
  });
});

describe('an article', () => {
  it('is found by its Czech and its English slug, and answered in the reader’s language either way', async () => {
    type Article = { article: { _id: string; language: string; slug: string; title: string; contentHtml: string } };
    for (const slug of ['co-zabalit-na-hory', 'what-to-pack-for-the-mountains']) {
      const en = await t.gql<Article>(ARTICLE, { slug }, EN);
      expect(en.data?.article).toMatchObject({
        _id: ids.article,
        language: 'en_US',
        slug: 'what-to-pack-for-the-mountains',
        contentHtml: expect.stringContaining('<strong>head torch</strong>'),
      });
      const cs = await t.gql<Article>(ARTICLE, { slug }, CS);
      expect(cs.data?.article).toMatchObject({
        language: 'cs_CZ',
        slug: 'co-zabalit-na-hory',
        title: 'Co zabalit na hory',
      });
    }
  });
});

describe('what is kept between requests', () => {
  type Locations = { tripsLocations: Array<{ _id: string; language: string; title: string; preview: string }> };
  const snezka = (result: { data?: Locations | null }) =>
    result.data?.tripsLocations.find((location) => location._id === ids.translated);

  it('never gives one language’s answer to the other, in this process or another', async () => {
    // The map's list is built once per language and kept; whole public answers are kept per language too.
    for (const server of [t, other, t, other]) {
      expect(snezka(await server.gql<Locations>(LOCATIONS, {}, EN))).toMatchObject({
        language: 'en_US',
        title: 'Sněžka from Pec',
        preview: 'A climb to the highest peak of Czechia.',
      });
      expect(snezka(await server.gql<Locations>(LOCATIONS, {}, CS))).toMatchObject({
        language: 'cs_CZ',
        title: 'Na Sněžku z Pece',
      });
      const en = await server.gql<Trip>(TRIP, { id: ids.translated }, EN);
      expect(en.data?.publishedTrip.title).toBe('Sněžka from Pec');
      const cs = await server.gql<Trip>(TRIP, { id: ids.translated }, CS);
      expect(cs.data?.publishedTrip.title).toBe('Na Sněžku z Pece');
    }
  });

  it('answers a translation saved since in its new words, in both languages', async () => {
    await t.app.services.db
      .update(trips)
      .set({ titleEn: 'Sněžka from Pec pod Sněžkou', version: 2 })
      .where(eq(trips.id, ids.translated));
    await t.app.services.db.update(areas).set({ nameEn: 'Krkonoše Mountains' }).where(eq(areas.name, 'Krkonoše'));
    for (const server of [t, other]) {
      const en = await server.gql<Trip>(TRIP, { id: ids.translated }, EN);
      expect(en.data?.publishedTrip).toMatchObject({
        title: 'Sněžka from Pec pod Sněžkou',
        area: { name: 'Krkonoše Mountains' },
      });
      expect(snezka(await server.gql<Locations>(LOCATIONS, {}, EN))?.title).toBe('Sněžka from Pec pod Sněžkou');
      expect(snezka(await server.gql<Locations>(LOCATIONS, {}, CS))?.title).toBe('Na Sněžku z Pece');
    }
  });
});

describe('search', () => {
  type Found = {
    search: {
      trips: { edges: Array<{ _id: string; title: string; language: string }> };
      areas: Array<{ name: string; language: string }>;
      didYouMean: string | null;
    };
  };

  it('finds a trip by its words in either language and answers it in the reader’s', async () => {
    const english = await t.gql<Found>(SEARCH, { query: 'summit' }, CS);
    expect(english.data?.search.trips.edges).toEqual([
      { _id: ids.translated, title: 'Na Sněžku z Pece', language: 'cs_CZ' },
    ]);
    const czech = await t.gql<Found>(SEARCH, { query: 'vrchol' }, EN);
    expect(czech.data?.search.trips.edges.map((edge) => edge.language)).toEqual(['en_US']);
  });

  it('finds an area by its English name and corrects a typo in an English title', async () => {
    const area = await t.gql<Found>(SEARCH, { query: 'Bohemian Forest' }, EN);
    expect(area.data?.search.areas).toEqual([{ name: 'Bohemian Forest (Šumava)', language: 'en_US' }]);
    const typo = await t.gql<Found>(SEARCH, { query: 'Adrspach Rockz' }, EN);
    expect(typo.data?.search).toMatchObject({ didYouMean: 'Adrspach Rocks' });
  });

  it('keeps the finished trips of a profile in the reader’s language', async () => {
    const { token } = await signedInUser(t);
    await t.gql('mutation F($id: ID!) { toggleTripFinished(id: $id) { _id } }', { id: ids.translated }, { token });
    const starts = await t.gql<{ myFinishedTripStarts: Array<{ title: string; language: string }> }>(
      '{ myFinishedTripStarts { title language } }',
      {},
      { token, ...EN },
    );
    expect(starts.data?.myFinishedTripStarts).toEqual([{ title: 'Sněžka from Pec pod Sněžkou', language: 'en_US' }]);
  });
});
