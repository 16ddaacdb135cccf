import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/jwt';
import { firstScreenCookieOf, keepFirstScreenCookie } from './first-screen-cookie';
import { clearSession, storeAccessToken, storeTokens } from './session-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const SESSION = '0b9e7c36-5a8f-4d2e-9c41-7f3a2b6d8e10';

function tokens(refreshExp: number, jti: string = SESSION) {
  return {
    accessToken: fakeJwt({ sub: 'u1', email: 'klara@example.cz', roles: ['USER'], sid: jti, exp: nowSeconds() + 900 }),
    refreshToken: fakeJwt({ sub: 'u1', jti, exp: refreshExp }),
  };
}

describe('the first screen cookie', () => {
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it('follows the session: its id until the refresh token expires, written at sign-in, gone at sign-out', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    keepFirstScreenCookie();
    // Nobody signed in: removed, in case an earlier session left it.
    expect(written).toHaveBeenLastCalledWith('toulky_app=; Path=/app; Max-Age=0; SameSite=Lax');

    storeTokens(tokens(nowSeconds() + 3600));
    const [cookie] = written.mock.lastCall ?? [''];
    // The session's id and nothing else: no token, and no language (the server reads the account's, issue 50).
    expect(cookie).toMatch(new RegExp(`^toulky_app=${SESSION}; Path=/app; Max-Age=(3599|3600); SameSite=Lax$`));
    // A refreshed access token belongs to the same session.
    storeAccessToken(tokens(nowSeconds() + 3600).accessToken);
    expect(written.mock.lastCall?.[0]).toMatch(new RegExp(`^toulky_app=${SESSION}; `));

    clearSession();
    expect(written).toHaveBeenLastCalledWith('toulky_app=; Path=/app; Max-Age=0; SameSite=Lax');
  });

  it('is not written for a session whose refresh token has expired, or that names no session', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    keepFirstScreenCookie();
    storeTokens(tokens(nowSeconds() - 1));
    expect(written).toHaveBeenLastCalledWith('toulky_app=; Path=/app; Max-Age=0; SameSite=Lax');
    storeTokens(tokens(nowSeconds() + 3600, 'not; a session'));
    expect(written).toHaveBeenLastCalledWith('toulky_app=; Path=/app; Max-Age=0; SameSite=Lax');
    expect(firstScreenCookieOf('not-a-jwt')).toBeNull();
    expect(firstScreenCookieOf(fakeJwt({ jti: SESSION }))).toBeNull();
  });
});
