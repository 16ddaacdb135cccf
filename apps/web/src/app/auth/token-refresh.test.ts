import { describe, expect, it, vi } from 'vitest';
import { createTokenRefreshCoordinator, type RefreshOutcome, type TokenRefreshDeps } from './token-refresh';

function setup(outcome: () => Promise<RefreshOutcome>) {
  let accessToken: string | null = 'old';
  const calls: string[] = [];
  const deps: TokenRefreshDeps = {
    readAccessToken: () => accessToken,
    readRefreshToken: () => 'refresh',
    requestAccessToken: vi.fn(outcome),
    storeAccessToken: (token) => {
      accessToken = token;
    },
    saveRedirectPath: () => calls.push('saveRedirectPath'),
    signOut: () => {
      calls.push('signOut');
    },
    notifySessionExpired: () => calls.push('notify'),
    report: () => calls.push('report'),
  };
  return { coordinator: createTokenRefreshCoordinator(deps), deps, calls, accessToken: () => accessToken };
}

describe('token refresh', () => {
  it('refreshes once for a burst of operations that all saw the expired token', async () => {
    let finish: (outcome: RefreshOutcome) => void = () => {};
    const { coordinator, deps, accessToken } = setup(() => new Promise((resolve) => (finish = resolve)));
    const retries = Array.from({ length: 5 }, () => coordinator.onAccessTokenExpired(0, 'old'));
    finish({ kind: 'refreshed', accessToken: 'new' });
    expect(await Promise.all(retries)).toEqual([true, true, true, true, true]);
    expect(deps.requestAccessToken).toHaveBeenCalledTimes(1);
    expect(accessToken()).toBe('new');
  });

  it('retries without a new refresh when the token was already refreshed since the operation was sent', async () => {
    const { coordinator, deps } = setup(async () => ({ kind: 'refreshed', accessToken: 'new' }));
    await coordinator.onAccessTokenExpired(0, 'old');
    expect(await coordinator.onAccessTokenExpired(0, 'old')).toBe(true);
    expect(deps.requestAccessToken).toHaveBeenCalledTimes(1);
  });

  it('gives up after two attempts', async () => {
    const { coordinator, deps } = setup(async () => ({ kind: 'refreshed', accessToken: 'new' }));
    expect(await coordinator.onAccessTokenExpired(2, 'new')).toBe(false);
    expect(deps.requestAccessToken).not.toHaveBeenCalled();
  });

  it('remembers the path, signs out and tells the user when the refresh token has expired', async () => {
    const { coordinator, calls } = setup(async () => ({ kind: 'refresh-token-expired' }));
    expect(await coordinator.onAccessTokenExpired(0, 'old')).toBe(false);
    expect(calls).toEqual(['saveRedirectPath', 'signOut', 'notify']);
  });

  it('reports and signs out when the server refuses the refresh', async () => {
    const { coordinator, calls } = setup(() => Promise.resolve({ kind: 'failed', error: new Error('INTERNAL') }));
    expect(await coordinator.onAccessTokenExpired(0, 'old')).toBe(false);
    expect(calls).toEqual(['report', 'signOut']);
  });

  it('keeps the session (and what is saved for offline) when the refresh gets no answer at all', async () => {
    const { coordinator, calls } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await coordinator.onAccessTokenExpired(0, 'old')).toBe(false);
    expect(calls).toEqual([]);
  });
});
