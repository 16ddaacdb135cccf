import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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
    expect((await t.gql('mutation S($e: String!) { signUp(input: { email: $e }) }', { e: user.email })).data).toEqual({
      signUp: true,
    });
  });
});
