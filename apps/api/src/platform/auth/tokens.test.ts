import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.js';

const CLAIMS = { sub: 'user-1', email: 'jana@example.cz', roles: ['USER'], sid: 'session-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService', () => {
  it('keeps accepting a verified access token until it expires, then refuses it as expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const tokens = new TokenService('a-secret-that-is-long-enough-for-hs256-0123', 60, 600);
    const token = await tokens.signAccess(CLAIMS);
    expect(await tokens.verifyAccess(token)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2026-11-23T10:00:59Z'));
    expect(await tokens.verifyAccess(token)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2026-11-23T10:01:00Z'));
    await expect(tokens.verifyAccess(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED_TOKEN_EXPIRED' });
  });

  it('refuses a token signed with another secret, and a refresh token used as an access token', async () => {
    const tokens = new TokenService('a-secret-that-is-long-enough-for-hs256-0123', 60, 600);
    const other = new TokenService('another-secret-that-is-long-enough-for-hs256', 60, 600);
    await expect(tokens.verifyAccess(await other.signAccess(CLAIMS))).rejects.toMatchObject({
      code: 'UNAUTHORIZED_TOKEN_INVALID',
    });
    const refresh = await tokens.signRefresh('user-1', 'token-1', new Date(Date.now() + 60_000));
    await expect(tokens.verifyAccess(refresh)).rejects.toMatchObject({ code: 'UNAUTHORIZED_TOKEN_INVALID' });
  });
});
