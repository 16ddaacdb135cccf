import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokensFor } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';

const REFRESH = 'mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }';
const SIGN_OUT = 'mutation S($t: String!) { signOut(refreshToken: $t) }';
const ME = '{ me { _id } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('access tokens', () => {
  it('protects operations: no token UNAUTHORIZED, malformed or forged UNAUTHORIZED_TOKEN_INVALID', async () => {
    expect(errorCode(await t.gql(ME))).toBe('UNAUTHORIZED');
    expect(errorCode(await t.gql(ME, {}, { token: 'not.a.jwt' }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    expect(errorCode(await t.gql(ME, {}, { headers: { authorization: 'Basic abc' } }))).toBe(
      'UNAUTHORIZED_TOKEN_INVALID',
    );

    const user = await buildUser(t);
    const forged = await new SignJWT({ email: user.email, roles: ['ADMIN'], sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('toulky')
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-0000'));
    expect(errorCode(await t.gql(ME, {}, { token: forged }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
  });

  it('a refresh token is not accepted as an access token', async () => {
    const user = await buildUser(t);
    const { refreshToken } = await tokensFor(t, user);
    expect(errorCode(await t.gql(ME, {}, { token: refreshToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
  });

  it('answers UNAUTHORIZED_TOKEN_EXPIRED once the access token has expired, and refresh mends it', async () => {
    // 3 s, not 1 s: exp has whole-second resolution, and the refreshed token must outlive a slow CI request.
    const short = await startTestApp({ ACCESS_TOKEN_TTL: '3s' });
    try {
      const user = await buildUser(short);
      const { accessToken, refreshToken } = await tokensFor(short, user);
      expect((await short.gql(ME, {}, { token: accessToken })).errors).toBeUndefined();
      await sleep(4100);
      expect(errorCode(await short.gql(ME, {}, { token: accessToken }))).toBe('UNAUTHORIZED_TOKEN_EXPIRED');
      const refreshed = await short.gql<{ refreshToken: { accessToken: string } }>(REFRESH, { t: refreshToken });
      expect(Object.keys(refreshed.data?.refreshToken ?? {})).toEqual(['accessToken']);
      expect((await short.gql(ME, {}, { token: refreshed.data?.refreshToken.accessToken })).errors).toBeUndefined();
    } finally {
      await short.close();
    }
  });
});

describe('refreshToken and signOut', () => {
  it('rejects a forged refresh token and one that was signed out', async () => {
    const user = await buildUser(t);
    const { refreshToken } = await tokensFor(t, user);
    const tampered = `${refreshToken.slice(0, -3)}abc`;
    expect(errorCode(await t.gql(REFRESH, { t: tampered }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    expect(errorCode(await t.gql(REFRESH, { t: 'garbage' }))).toBe('UNAUTHORIZED_TOKEN_INVALID');

    expect((await t.gql(SIGN_OUT, { t: refreshToken })).data).toEqual({ signOut: true });
    expect(errorCode(await t.gql(REFRESH, { t: refreshToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    // Signing out twice, or with garbage, is harmless.
    expect((await t.gql(SIGN_OUT, { t: 'garbage' })).data).toEqual({ signOut: true });
  });

  it('answers UNAUTHORIZED_REFRESH_TOKEN_EXPIRED for an expired refresh token', async () => {
    const short = await startTestApp({ REFRESH_TOKEN_TTL: '1s' });
    try {
      const { refreshToken } = await tokensFor(short, await buildUser(short));
      await sleep(2100);
      expect(errorCode(await short.gql(REFRESH, { t: refreshToken }))).toBe('UNAUTHORIZED_REFRESH_TOKEN_EXPIRED');
    } finally {
      await short.close();
    }
  });

  it('rejects a refresh token without an expiry claim', async () => {
    const user = await buildUser(t);
    const noExp = await new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('toulky')
      .setSubject(user.id)
      .setJti('00000000-0000-0000-0000-000000000000')
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-0123456789'));
    expect(errorCode(await t.gql(REFRESH, { t: noExp }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
  });

  it('stops a disabled user refreshing and using access tokens at once, saying the account is inactive', async () => {
    const user = await buildUser(t);
    const { accessToken, refreshToken } = await tokensFor(t, user);
    await t.app.services.db.execute(sql`UPDATE users SET status = 'DISABLED' WHERE id = ${user.id}`);
    expect(errorCode(await t.gql(ME, {}, { token: accessToken }))).toBe('UNAUTHORIZED_INACTIVE');
    expect(errorCode(await t.gql(REFRESH, { t: refreshToken }))).toBe('UNAUTHORIZED_INACTIVE');
  });
});
