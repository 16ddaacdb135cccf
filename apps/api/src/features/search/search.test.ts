import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArea, buildArticle, buildTrip } from '../../../test/content-factories.js';
import { testDatabaseKind } from '../../../test/database.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import { trips } from '../../db/schema.js';

const SEARCH = `query S($query: String!, $near: LatLngInput, $pagination: PaginationInput) {
  search(query: $query, near: $near, pagination: $pagination) {
    trips { total edges { _id title isBookmarked } } places { name district } areas { name } articles { title }
    didYouMean } }`;

const SUGGESTIONS = `query G($query: String!, $limit: Int) { searchSuggestions(query: $query, limit: $limit) {
  __typename ... on PublishedTrip { title } ... on City { name } ... on Area { name } ... on PublishedArticle { title } } }`;

interface Found {
  search: {
    trips: { total: number; edges: Array<{ _id: string; title: string; isBookmarked: boolean }> };
    places: Array<{ name: string; district: string }>;
    areas: Array<{ name: string }>;
    articles: Array<{ title: string }>;
    didYouMean: string | null;
  };
}

let t: TestApp;
/** A second server on the same database where the database allows it (PostgreSQL): another process's view. */
let other: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  other = testDatabaseKind() === 'postgres' ? await startTestApp({}, undefined, { shareDatabaseWith: t }) : t;
});

afterAll(async () => {
  if (other !== t) await other?.close();
  await t?.close();
});

const titles = async (app: TestApp, query: string) =>
  ((await app.gql<Found>(SEARCH, { query })).data as Found).search.trips.edges.map((trip) => trip.title);

describe('search', () => {
  it('refuses a blank query as REQUIRED and a long one as MAX_LENGTH, on `query`, and finds nothing without error', async () => {
    for (const [query, message] of [
      ['', 'REQUIRED'],
      ['   ', 'REQUIRED'],
      ['a'.repeat(101), 'MAX_LENGTH'],
    ]) {
      const response = await t.gql(SEARCH, { query });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0].extensions?.fields).toMatchObject([{ field: 'query', messageKey: message }]);
      const suggestions = await t.gql(SUGGESTIONS, { query });
      expect(errorCode(suggestions)).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await t.gql(SUGGESTIONS, { query: 'les', limit: 0 }))).toBe('BAD_USER_INPUT');
    const nothing = await t.gql<Found>(SEARCH, { query: 'a'.repeat(100) });
    expect(nothing.errors).toBeUndefined();
    expect(nothing.data?.search).toMatchObject({ trips: { total: 0, edges: [] }, didYouMean: null });
  });

  it('finds published trips only, and follows publishing, unpublishing and renaming at once, in every process', async () => {
    const trip = await buildTrip(t, { title: 'Zurčivý potok Ostružník', status: 'DRAFT', publishedAt: null });
    expect(await titles(t, 'ostruznik')).toEqual([]);

    await t.app.services.db
      .update(trips)
      .set({ status: 'PUBLISHED', publishedAt: new Date() })
      .where(eq(trips.id, trip.id));
    expect(await titles(other, 'ostruznik')).toEqual(['Zurčivý potok Ostružník']);
    expect(await titles(t, 'Ostružníku')).toEqual(['Zurčivý potok Ostružník']);

    await t.app.services.db.update(trips).set({ title: 'Zurčivý potok Bystřina' }).where(eq(trips.id, trip.id));
    expect(await titles(other, 'ostruznik')).toEqual([]);
    expect(await titles(other, 'bystrina')).toEqual(['Zurčivý potok Bystřina']);

    await t.app.services.db.update(trips).set({ status: 'UNPUBLISHED' }).where(eq(trips.id, trip.id));
    expect(await titles(other, 'bystrina')).toEqual([]);
  });

  it('narrows by every word, pages like the trip list, and answers the viewer fields of whoever asks', async () => {
    for (let i = 1; i <= 14; i++)
      await buildTrip(t, { title: `Mlýnský náhon ${i}`, perex: i % 2 ? 'Kolem vodopádu.' : 'Lesem.' });
    const all = ((await t.gql<Found>(SEARCH, { query: 'mlynsky nahon' })).data as Found).search.trips;
    expect(all.total).toBe(14);
    expect(all.edges).toHaveLength(12);
    const second = await t.gql<Found>(SEARCH, { query: 'mlynsky nahon', pagination: { pageNumber: 2 } });
    expect(second.data?.search.trips.edges).toHaveLength(2);
    const narrowed = ((await t.gql<Found>(SEARCH, { query: 'vodopad mlyn' })).data as Found).search.trips;
    expect(narrowed.total).toBe(7);

    const { token } = await signedInUser(t);
    const [first] = all.edges;
    await t.gql('mutation B($id: ID!) { toggleTripBookmark(id: $id) { _id } }', { id: first._id }, { token });
    const mine = await t.gql<Found>(SEARCH, { query: first.title }, { token });
    expect(mine.data?.search.trips.edges[0]).toMatchObject({ _id: first._id, isBookmarked: true });
  });

  it('finds a trip by its area, its nearest municipality and the name of an attribute', async () => {
    const area = await buildArea(t, { name: 'Hřebeny Vlčích hor' });
    await buildTrip(t, { title: 'Okruh nad údolím', areaId: area.id });
    await buildTrip(t, { title: 'Procházka kolem zámečku', lat: 49.9639, lng: 14.0718 });
    await buildTrip(t, { title: 'Výlet s výhledem', additionalActivities: ['LOOKOUT_TOWERS'] });
    expect(await titles(t, 'vlcich hor')).toContain('Okruh nad údolím');
    // Beroun is the municipality nearest to 49.9639, 14.0718.
    expect(await titles(t, 'Berouna')).toContain('Procházka kolem zámečku');
    expect(await titles(t, 'rozhledny')).toContain('Výlet s výhledem');
    const english = await t.gql<Found>(SEARCH, { query: 'lookout' }, { headers: { 'accept-language': 'en' } });
    expect(english.data?.search.trips.edges.map((trip) => trip.title)).toContain('Výlet s výhledem');
  });

  it('names places, nearer first for the same name, and articles', async () => {
    const found = (await t.gql<Found>(SEARCH, { query: 'Adamov', near: { lat: 49.0, lng: 14.54 } })).data as Found;
    expect(found.search.places[0]).toEqual({ name: 'Adamov', district: 'České Budějovice' });
    const farther = (await t.gql<Found>(SEARCH, { query: 'Adamov', near: { lat: 49.3, lng: 16.65 } })).data as Found;
    expect(farther.search.places[0]).toEqual({ name: 'Adamov', district: 'Blansko' });
    await buildArticle(t, { title: 'Houbaření v podzimních lesích' });
    await buildArticle(t, { title: 'Houbaření: koncept', status: 'DRAFT', publishedAt: null });
    const articles = (await t.gql<Found>(SEARCH, { query: 'houbareni' })).data as Found;
    expect(articles.search.articles).toEqual([{ title: 'Houbaření v podzimních lesích' }]);
  });

  it('suggests a place named exactly as typed first, then trips, places, areas and articles', async () => {
    await buildTrip(t, { title: 'Kolem Berounky k jezu', lat: 49.9639, lng: 14.0718 });
    const { data } = await t.gql<{ searchSuggestions: Array<{ __typename: string; name?: string; title?: string }> }>(
      SUGGESTIONS,
      { query: 'Beroun', limit: 4 },
    );
    const suggestions = data?.searchSuggestions ?? [];
    expect(suggestions).toHaveLength(4);
    expect(suggestions[0]).toEqual({ __typename: 'City', name: 'Beroun' });
    expect(suggestions.map((item) => item.__typename)).toContain('PublishedTrip');
  });
});
