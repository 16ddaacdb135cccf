/** Spec §9: an operation is retried after a token refresh at most this many times. */
export const MAX_TOKEN_REFRESH_ATTEMPTS = 2;

/** What asking the server for a new access token can end in. */
export type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string }
  | { kind: 'refresh-token-expired' }
  | { kind: 'failed'; error: unknown };

export interface TokenRefreshDeps {
  readAccessToken(): string | null;
  readRefreshToken(): string | null;
  requestAccessToken(refreshToken: string): Promise<RefreshOutcome>;
  storeAccessToken(accessToken: string): void;
  /** Remembers the current path so sign-in brings the user back. */
  saveRedirectPath(): void;
  signOut(): Promise<void> | void;
  notifySessionExpired(): void;
  report(error: unknown): void;
}

export interface TokenRefreshCoordinator {
  /**
   * Called when an operation failed with UNAUTHORIZED_TOKEN_EXPIRED. Resolves true when the operation should be
   * sent again (a fresh access token is stored), false when it must fail (attempts used up or signed out).
   */
  onAccessTokenExpired(attemptsSoFar: number, sentAccessToken: string | null): Promise<boolean>;
}

/**
 * Coordinates access-token refreshes: every operation that sees an expired token while a refresh is running waits
 * for that one refresh (single flight), so a burst of expired requests costs one refresh call.
 */
export function createTokenRefreshCoordinator(deps: TokenRefreshDeps): TokenRefreshCoordinator {
  let inFlight: Promise<boolean> | null = null;

  async function refresh(): Promise<boolean> {
    const refreshToken = deps.readRefreshToken();
    if (!refreshToken) {
      await deps.signOut();
      return false;
    }
    let outcome: RefreshOutcome;
    try {
      outcome = await deps.requestAccessToken(refreshToken);
    } catch {
      // No answer at all (offline, or the connection dropped between two requests): the operation fails, but the
      // session stays — and with it the trips saved on this device, which sign-out deletes; the next request retries.
      return false;
    }
    switch (outcome.kind) {
      case 'refreshed':
        deps.storeAccessToken(outcome.accessToken);
        return true;
      case 'refresh-token-expired':
        // Order matters: the path must be saved before sign-out navigates away from it.
        deps.saveRedirectPath();
        await deps.signOut();
        deps.notifySessionExpired();
        return false;
      case 'failed':
        deps.report(outcome.error);
        await deps.signOut();
        return false;
    }
  }

  return {
    onAccessTokenExpired(attemptsSoFar, sentAccessToken) {
      if (attemptsSoFar >= MAX_TOKEN_REFRESH_ATTEMPTS) return Promise.resolve(false);
      // The operation was sent before a refresh that has finished since: retry with the new token, no new refresh.
      const current = deps.readAccessToken();
      if (!inFlight && current && sentAccessToken && current !== sentAccessToken) return Promise.resolve(true);
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
