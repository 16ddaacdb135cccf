import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/jwt';
import { clearSession, getSession, isAuthenticated, storeAccessToken, storeTokens } from './session-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const access = fakeJwt({ sub: 'u1', email: 'klara@example.cz', roles: ['USER'], exp: nowSeconds() + 900 });

describe('session store', () => {
  it('stores both tokens and the user decoded from the access token (spec §4)', () => {
    storeTokens({ accessToken: access, refreshToken: fakeJwt({ sub: 'u1', exp: nowSeconds() + 3600 }) });
    expect(localStorage.getItem('accessToken')).toBe(access);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      _id: 'u1',
      email: 'klara@example.cz',
      roles: ['USER'],
    });
    expect(isAuthenticated()).toBe(true);
  });

  it('is authenticated only while the refresh token has a future expiry', () => {
    const session = (exp: number | undefined) => ({
      accessToken: access,
      refreshToken: fakeJwt(exp === undefined ? { sub: 'u1' } : { sub: 'u1', exp }),
      user: null,
    });
    expect(isAuthenticated(session(nowSeconds() + 60))).toBe(true);
    expect(isAuthenticated(session(nowSeconds() - 1))).toBe(false);
    expect(isAuthenticated(session(undefined))).toBe(false);
    expect(isAuthenticated({ ...session(nowSeconds() + 60), accessToken: null })).toBe(false);
    expect(isAuthenticated({ ...session(nowSeconds() + 60), refreshToken: 'not-a-jwt' })).toBe(false);
  });

  it('replaces only the access token on refresh and clears everything on sign-out', () => {
    const refreshToken = fakeJwt({ sub: 'u1', exp: nowSeconds() + 3600 });
    storeTokens({ accessToken: access, refreshToken });
    storeAccessToken('new-access');
    expect(getSession()).toMatchObject({ accessToken: 'new-access', refreshToken });
    clearSession();
    expect(getSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(localStorage.length).toBe(0);
  });
});
