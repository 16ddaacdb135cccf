import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArea, buildImage, buildLabel, buildTrip } from '../../../test/content-factories.js';
import { buildUser, signedInUser } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema.js';

const TRIP_FIELDS = `_id title isBookmarked isFinished hasRated averageRating ratingsCount finishedCount
  myRating { score text user { shortname initials } }`;
const DETAIL = `query D($id: ID!) { publishedTrip(id: $id) {
  ${TRIP_FIELDS} contentHtml coverImage { url alt } images { url } area { name region } label { label color }
  author { shortname } attributes { lengthKm duration terrain }
  ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {
    total edges { score text user { shortname initials } }
  }
} }`;
const BOOKMARK = `mutation B($id: ID!) { toggleTripBookmark(id: $id) { ${TRIP_FIELDS} } }`;
const FINISH = `mutation F($id: ID!) { toggleTripFinished(id: $id) { ${TRIP_FIELDS} } }`;
const RATE = `mutation R($id: ID!, $input: RateTripInput!) { rateTrip(id: $id, input: $input) { ${TRIP_FIELDS} } }`;
const COUNTERS = `{ myBookmarkedTripsCount myFinishedTripsCount myTotalKm
  myBookmarkedTrips { total edges { _id } } myFinishedTrips { total totalKm edges { _id } } }`;

let statements = 0;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, () => {
    statements += 1;
  });
});
afterAll(() => t.close());

type Trip = Record<string, unknown> & { myRating: { score: number } | null };

describe('publishedTrip', () => {
  it('shows everything the detail needs, with sanitised HTML and the label in the asked language', async () => {
    const area = await buildArea(t, { name: 'Krkonoše', region: 'HRADEC_KRALOVE' });
    const label = await buildLabel(t);
    const cover = await buildImage(t, 'Sněžka');
    const author = await buildUser(t, { firstname: 'Jana', lastname: 'Nováková' });
    const trip = await buildTrip(t, {
      areaId: area.id,
      labelId: label.id,
      coverImageId: cover.id,
      authorId: author.id,
      content: '## Trasa\n\nPo **hřebeni**.\n\n<script>alert(1)</script>',
    });
    const cs = await t.gql<{ publishedTrip: Record<string, unknown> }>(DETAIL, { id: trip.id });
    expect(cs.errors).toBeUndefined();
    expect(cs.data?.publishedTrip).toMatchObject({
      title: trip.title,
      isBookmarked: false,
      myRating: null,
      coverImage: { alt: 'Sněžka' },
      area: { name: 'Krkonoše', region: 'HRADEC_KRALOVE' },
      label: { label: 'Pro rodiny', color: '#1d6b3a' },
      author: { shortname: 'Jana N.' },
      attributes: { lengthKm: 7, duration: 'HALF_DAY', terrain: [] },
      ratings: { total: 0, edges: [] },
    });
    expect(cs.data?.publishedTrip.contentHtml).toContain('<strong>hřebeni</strong>');
    // Raw HTML in the Markdown is shown as text, never run.
    expect(cs.data?.publishedTrip.contentHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(cs.data?.publishedTrip.contentHtml).not.toContain('<script');
    const en = await t.gql<{ publishedTrip: { label: { label: string } } }>(
      DETAIL,
      { id: trip.id },
      {
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      },
    );
    expect(en.data?.publishedTrip.label.label).toBe('For families');
  });

  it('is null for an unknown or unpublished trip and BAD_USER_INPUT for a malformed id', async () => {
    const draft = await buildTrip(t, { status: 'DRAFT', publishedAt: null });
    expect((await t.gql(DETAIL, { id: draft.id })).data).toEqual({ publishedTrip: null });
    expect(errorCode(await t.gql(DETAIL, { id: 'nope' }))).toBe('BAD_USER_INPUT');
  });
});

describe('bookmarks, finished trips and counters', () => {
  it('toggles on and off, returns the updated trip and keeps the profile counters right', async () => {
    const { token } = await signedInUser(t);
    const trip = await buildTrip(t, { lengthKm: 12.5 });
    const on = await t.gql<{ toggleTripBookmark: Trip }>(BOOKMARK, { id: trip.id }, { token });
    expect(on.data?.toggleTripBookmark).toMatchObject({ _id: trip.id, isBookmarked: true });
    const finished = await t.gql<{ toggleTripFinished: Trip }>(FINISH, { id: trip.id }, { token });
    expect(finished.data?.toggleTripFinished).toMatchObject({ isFinished: true, finishedCount: 1 });

    const counters = await t.gql(COUNTERS, {}, { token });
    expect(counters.data).toEqual({
      myBookmarkedTripsCount: 1,
      myFinishedTripsCount: 1,
      myTotalKm: 12.5,
      myBookmarkedTrips: { total: 1, edges: [{ _id: trip.id }] },
      myFinishedTrips: { total: 1, totalKm: 12.5, edges: [{ _id: trip.id }] },
    });

    const off = await t.gql<{ toggleTripFinished: Trip }>(FINISH, { id: trip.id }, { token });
    expect(off.data?.toggleTripFinished).toMatchObject({ isFinished: false, finishedCount: 0 });
    expect(
      (await t.gql<{ toggleTripBookmark: Trip }>(BOOKMARK, { id: trip.id }, { token })).data?.toggleTripBookmark,
    ).toMatchObject({ isBookmarked: false });
  });

  it('ends consistent when the same toggle arrives twice at once', async () => {
    const { token } = await signedInUser(t);
    const trip = await buildTrip(t);
    await Promise.all([t.gql(FINISH, { id: trip.id }, { token }), t.gql(FINISH, { id: trip.id }, { token })]);
    const after = await t.gql<{ publishedTrip: Trip }>(DETAIL, { id: trip.id }, { token });
    expect(after.data?.publishedTrip).toMatchObject({ isFinished: false, finishedCount: 0 });
    await Promise.all([1, 2, 3].map(() => t.gql(FINISH, { id: trip.id }, { token })));
    const odd = await t.gql<{ publishedTrip: Trip }>(DETAIL, { id: trip.id }, { token });
    expect(odd.data?.publishedTrip).toMatchObject({ isFinished: true, finishedCount: 1 });
  });

  it('keeps each user to their own state and needs a signed-in user', async () => {
    const trip = await buildTrip(t);
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await t.gql(BOOKMARK, { id: trip.id }, { token: alice.token });
    const bobsView = await t.gql<{ publishedTrip: Trip }>(DETAIL, { id: trip.id }, { token: bob.token });
    expect(bobsView.data?.publishedTrip.isBookmarked).toBe(false);
    expect((await t.gql(COUNTERS, {}, { token: bob.token })).data).toMatchObject({ myBookmarkedTripsCount: 0 });
    expect(errorCode(await t.gql(BOOKMARK, { id: trip.id }))).toBe('UNAUTHORIZED');
    expect(errorCode(await t.gql(COUNTERS, {}))).toBe('UNAUTHORIZED');
    expect(errorCode(await t.gql(BOOKMARK, { id: '00000000-0000-4000-8000-000000000000' }, { token: bob.token }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('rateTrip', () => {
  it('needs at least one star and at most 1000 characters of text', async () => {
    const { token } = await signedInUser(t);
    const trip = await buildTrip(t);
    const none = await t.gql(RATE, { id: trip.id, input: { score: 0 } }, { token });
    expect(errorCode(none)).toBe('BAD_USER_INPUT');
    expect(none.errors?.[0].extensions).toMatchObject({
      fields: [
        expect.objectContaining({
          field: 'score',
          messageKey: 'RATING_STAR_REQUIRED',
          message: 'You must add at least one star',
        }),
      ],
    });
    expect(errorCode(await t.gql(RATE, { id: trip.id, input: {} }, { token }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(RATE, { id: trip.id, input: { score: 6 } }, { token }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(RATE, { id: trip.id, input: { score: 4, text: 'x'.repeat(1001) } }, { token }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('averages the ratings, lets a user change theirs, and shows the 2 latest with "Deleted user"', async () => {
    const trip = await buildTrip(t);
    const alice = await signedInUser(t, { firstname: 'Alena', lastname: 'Malá' });
    const bob = await signedInUser(t, { firstname: 'Bohdan', lastname: 'Velký' });
    await t.gql(RATE, { id: trip.id, input: { score: 5, text: 'Krásná trasa' } }, { token: alice.token });
    const rated = await t.gql<{ rateTrip: Trip }>(RATE, { id: trip.id, input: { score: 2 } }, { token: bob.token });
    expect(rated.data?.rateTrip).toMatchObject({
      averageRating: 3.5,
      ratingsCount: 2,
      hasRated: true,
      myRating: { score: 2 },
    });
    const changed = await t.gql<{ rateTrip: Trip }>(
      RATE,
      { id: trip.id, input: { score: 4, text: 'Po dešti lepší' } },
      { token: bob.token },
    );
    expect(changed.data?.rateTrip).toMatchObject({
      averageRating: 4.5,
      ratingsCount: 2,
      myRating: { score: 4, text: 'Po dešti lepší' },
    });

    await t.app.services.db
      .update(users)
      .set({ status: 'DELETED', firstname: null, lastname: null })
      .where(eq(users.id, alice.user.id));
    const detail = await t.gql<{
      publishedTrip: { ratings: { total: number; edges: Array<{ user: { shortname: string } }> } };
    }>(DETAIL, { id: trip.id }, { headers: { 'accept-language': 'en' } });
    expect(detail.data?.publishedTrip.ratings.total).toBe(2);
    expect(detail.data?.publishedTrip.ratings.edges.map((edge) => edge.user)).toEqual([
      { shortname: 'Bohdan V.', initials: 'BV' },
      { shortname: 'Deleted user', initials: '?' },
    ]);
    const czech = await t.gql<{
      publishedTrip: { ratings: { edges: Array<{ user: { shortname: string } }> } };
    }>(DETAIL, { id: trip.id });
    expect(czech.data?.publishedTrip.ratings.edges[1]?.user.shortname).toBe('Smazaný uživatel');
  });
});

describe('SQL statements per request', () => {
  it('answers a page of 50 trips with viewer fields in at most 6 statements', async () => {
    const { token } = await signedInUser(t);
    const label = await buildLabel(t);
    const area = await buildArea(t);
    for (let index = 0; index < 50; index += 1) {
      await buildTrip(t, { labelId: label.id, areaId: area.id, coverImageId: (await buildImage(t)).id });
    }
    const query = `{ publishedTrips(pagination: { pageSize: 50 }) { total edges {
      _id title coverImage { url } images { url } label { label } area { name } author { shortname } attributes { lengthKm }
      averageRating finishedCount isBookmarked isFinished hasRated myRating { score }
    } } }`;
    statements = 0;
    const response = await t.gql<{ publishedTrips: { edges: unknown[] } }>(query, {}, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.publishedTrips.edges).toHaveLength(50);
    expect(statements).toBeLessThanOrEqual(6);
  });
});
