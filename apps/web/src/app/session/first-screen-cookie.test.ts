import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/jwt';
import { i18n } from '../i18n/i18n';
import { keepFirstScreenCookie } from './first-screen-cookie';
import { clearSession, storeTokens } from './session-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function tokens(refreshExp: number) {
  return {
    accessToken: fakeJwt({ sub: 'u1', email: 'klara@example.cz', roles: ['USER'], exp: nowSeconds() + 900 }),
    refreshToken: fakeJwt({ sub: 'u1', exp: refreshExp }),
  };
}

describe('the first screen cookie', () => {
  afterEach(async () => {
    await i18n.changeLanguage('cs');
    clearSession();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('follows the session: written at sign-in until the refresh token expires, in the app’s language; gone at sign-out', async () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    keepFirstScreenCookie();
    // Nobody signed in: removed, in case an earlier session left it.
    expect(written).toHaveBeenLastCalledWith('toulky_app=; Path=/app; Max-Age=0; SameSite=Lax');

    storeTokens(tokens(nowSeconds() + 3600));
    const [cookie] = written.mock.lastCall ?? [''];
    expect(cookie).toMatch(/^toulky_app=cs_CZ; Path=\/app; Max-Age=(3599|3600); SameSite=Lax$/);
    // A switch of language is written at once.
    await i18n.changeLanguage('en');
    expect(written.mock.lastCall?.[0]).toMatch(/^toulky_app=en_US; /);

    clearSession();
    expect(written).toHaveBeenLastCalledWith('toulky_app=; Path=/app; Max-Age=0; SameSite=Lax');
  });

  it('is not written for a session whose refresh token has expired', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    keepFirstScreenCookie();
    storeTokens(tokens(nowSeconds() - 1));
    expect(written).toHaveBeenLastCalledWith('toulky_app=; Path=/app; Max-Age=0; SameSite=Lax');
  });
});
