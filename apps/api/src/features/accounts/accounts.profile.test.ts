import { sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildArticle, buildTrip } from '../../../test/content-factories.js';
import { signedInUser, tokensFor } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';

const UPDATE = `mutation U($input: UpdateMyProfileInput!) {
  updateMyProfile(input: $input) { _id firstname lastname fullname sex ageRange language city { _id name region } }
}`;
const DELETE = 'mutation D($feedback: String) { deleteAccount(feedback: $feedback) }';
const REFRESH = 'mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('updateMyProfile', () => {
  it('changes only the given fields and returns the user', async () => {
    const { user, token: accessToken } = await signedInUser(t);
    const brno = await t.gql<{ cities: Array<{ _id: string }> }>('{ cities(filter: { search: "brno" }) { _id } }');
    const cityId = brno.data?.cities[0]._id;
    const response = await t.gql(
      UPDATE,
      { input: { firstname: 'Alena', cityId, sex: 'F', ageRange: 30, language: 'en_US' } },
      { token: accessToken },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      updateMyProfile: {
        _id: user.id,
        firstname: 'Alena',
        lastname: user.lastname,
        fullname: `Alena ${user.lastname}`,
        sex: 'F',
        ageRange: 30,
        language: 'en_US',
        city: { _id: cityId, name: 'Brno', region: 'SOUTH_MORAVIAN' },
      },
    });
    const cleared = await t.gql(UPDATE, { input: { cityId: null, sex: null } }, { token: accessToken });
    expect(cleared.data).toMatchObject({
      updateMyProfile: { city: null, sex: null, ageRange: 30, firstname: 'Alena' },
    });
  });

  it('rejects an unknown city, an age range that is not a bound, and an empty name', async () => {
    const { token: accessToken } = await signedInUser(t);
    const response = await t.gql(
      UPDATE,
      { input: { cityId: '999999999', ageRange: 25, lastname: ' ' } },
      { token: accessToken },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0].extensions?.fields).toEqual([
      { field: 'lastname', messageKey: 'REQUIRED', message: 'This field is required' },
      { field: 'ageRange', messageKey: 'INVALID_VALUE', message: 'Invalid value' },
    ]);
    const city = await t.gql(UPDATE, { input: { cityId: '999999999' } }, { token: accessToken });
    expect(city.errors?.[0].extensions?.fields).toEqual([
      { field: 'cityId', messageKey: 'INVALID_VALUE', message: 'Invalid value' },
    ]);
  });

  it('needs a signed-in user', async () => {
    expect(errorCode(await t.gql(UPDATE, { input: { firstname: 'X' } }))).toBe('UNAUTHORIZED');
  });
});

describe('myProfileUpdated subscription over graphql-transport-ws', () => {
  it('delivers the changed profile to another connection of the same user', async () => {
    const { user, token: accessToken } = await signedInUser(t);
    const client = createClient({
      url: t.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${accessToken}` },
    });
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        const unsubscribe = client.subscribe(
          { query: 'subscription { myProfileUpdated { _id firstname } }' },
          {
            next: (value) => {
              resolve(value);
              unsubscribe();
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      // Give the subscription a moment to register before the change.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.gql(UPDATE, { input: { firstname: 'Živá' } }, { token: accessToken });
      expect(await received).toEqual({ data: { myProfileUpdated: { _id: user.id, firstname: 'Živá' } } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a subscription without a token with UNAUTHORIZED', async () => {
    const client = createClient({ url: t.wsUrl, webSocketImpl: WebSocket });
    try {
      const result = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription { myProfileUpdated { _id } }' },
          { next: resolve, error: resolve, complete: () => undefined },
        );
      });
      expect(result).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHORIZED' } }] });
    } finally {
      await client.dispose();
    }
  });
});

describe('deleteAccount erases', () => {
  it('answers, interests, bookmarks, finished trips, support messages and the newsletter; ratings stay, by "Deleted user"', async () => {
    const { user, token } = await signedInUser(t);
    const trip = await buildTrip(t);
    const article = await buildArticle(t);
    await t.gql(
      'mutation O { updateOnboardingPreferences(input: { interests: [DOGS], drink: TEA, completed: true }) { _id } }',
      {},
      { token },
    );
    for (const mutation of [
      `mutation { toggleTripBookmark(id: "${trip.id}") { _id } }`,
      `mutation { toggleTripFinished(id: "${trip.id}") { _id } }`,
      `mutation { toggleArticleBookmark(id: "${article.id}") { _id } }`,
      `mutation { rateTrip(id: "${trip.id}", input: { score: 4, text: "Krásné výhledy" }) { _id } }`,
      'mutation { updateNewsletterSubscription(subscribed: true) { _id } }',
      'mutation { sendSupportMessage(input: { message: "Ahoj" }) }',
    ]) {
      expect(errorCode(await t.gql(mutation, {}, { token })), mutation).toBeUndefined();
    }
    expect((await t.gql(DELETE, {}, { token })).data).toEqual({ deleteAccount: true });

    const { db } = t.app.services;
    const left = await db.execute(sql`SELECT
      (SELECT count(*) FROM onboarding_preferences WHERE user_id = ${user.id})::int AS onboarding,
      (SELECT count(*) FROM trip_bookmarks WHERE user_id = ${user.id})::int AS trip_bookmarks,
      (SELECT count(*) FROM article_bookmarks WHERE user_id = ${user.id})::int AS article_bookmarks,
      (SELECT count(*) FROM finished_trips WHERE user_id = ${user.id})::int AS finished,
      (SELECT count(*) FROM support_messages WHERE user_id = ${user.id})::int AS support,
      (SELECT count(*) FROM newsletter_subscriptions WHERE lower(email) = lower(${user.email}))::int AS newsletter,
      (SELECT cardinality(interests) FROM users WHERE id = ${user.id})::int AS interests,
      (SELECT count(*) FROM trip_ratings WHERE user_id = ${user.id})::int AS ratings`);
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({
      onboarding: 0,
      trip_bookmarks: 0,
      article_bookmarks: 0,
      finished: 0,
      support: 0,
      newsletter: 0,
      interests: 0,
      ratings: 1,
    });
    const ratings = await t.gql<{ publishedTrip: { ratings: { edges: Array<{ text: string; user: unknown }> } } }>(
      `{ publishedTrip(id: "${trip.id}") { ratings { edges { text user { shortname initials } } } } }`,
    );
    expect(ratings.data?.publishedTrip.ratings.edges).toEqual([
      { text: 'Krásné výhledy', user: { shortname: 'Smazaný uživatel', initials: '?' } },
    ]);
  });
});

describe('deleteAccount', () => {
  it('removes personal data and makes every token fail at once', async () => {
    const { user, token: accessToken, refreshToken } = await signedInUser(t);
    const second = await tokensFor(t, user);
    expect((await t.gql(DELETE, { feedback: 'Moving abroad' }, { token: accessToken })).data).toEqual({
      deleteAccount: true,
    });

    expect(errorCode(await t.gql('{ me { _id } }', {}, { token: accessToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    expect(errorCode(await t.gql('{ me { _id } }', {}, { token: second.accessToken }))).toBe(
      'UNAUTHORIZED_TOKEN_INVALID',
    );
    expect(errorCode(await t.gql(REFRESH, { t: refreshToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');

    const [row] = await t.app.services.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, user.id) });
    expect(row).toMatchObject({ email: null, firstname: null, lastname: null, passwordHash: null, status: 'DELETED' });

    // The e-mail is free again: signing up with it works.
    // (The erasure of everything else the user told us or did is checked in the next test.)
    expect((await t.gql('mutation S($e: String!) { signUp(input: { email: $e }) }', { e: user.email })).data).toEqual({
      signUp: true,
    });
  });
});
