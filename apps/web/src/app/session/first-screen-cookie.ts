import { decodeJwtPayload } from './jwt';
import { getSession, isAuthenticated, subscribeSession } from './session-store';

/**
 * The cookie that lets the server paint the first screen of Trips or of a trip before the app's scripts have loaded
 * (apps/api/src/web/app-first-screen.ts). The session itself lives in local storage, which the server cannot see: this
 * cookie names the session (its refresh token's id, never a token), so that the server paints only for a session that
 * is still live and in its account's language (issue 50), and lasts until the refresh token expires. It authorises
 * nothing, is sent only with the app's pages (`Path=/app`), and goes at sign-out.
 */
export const FIRST_SCREEN_COOKIE = 'toulky_app';

function write(value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser the app serves.
  document.cookie = `${FIRST_SCREEN_COOKIE}=${value}; Path=/app; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** The session a refresh token belongs to, as the cookie holds it, and when it ends; null when it says neither. */
export function firstScreenCookieOf(refreshToken: string): { value: string; expiresAt: number } | null {
  const claims = decodeJwtPayload(refreshToken);
  const { jti, exp } = claims ?? {};
  // A session's id is a UUID: anything else (which could break the cookie's syntax) is not written.
  if (typeof jti !== 'string' || !/^[\da-f-]{36}$/i.test(jti) || typeof exp !== 'number') return null;
  return { value: jti, expiresAt: exp };
}

/** Writes or removes the cookie to match the session now. */
export function syncFirstScreenCookie(nowMs: number = Date.now()): void {
  const session = getSession();
  const cookie = session.refreshToken ? firstScreenCookieOf(session.refreshToken) : null;
  if (!isAuthenticated(session, nowMs) || !cookie) {
    write('', 0);
    return;
  }
  write(cookie.value, Math.floor(cookie.expiresAt - nowMs / 1000));
}

/** Keeps the cookie in step from now on: at start, at sign-in and at sign-out. */
export function keepFirstScreenCookie(): void {
  syncFirstScreenCookie();
  subscribeSession(() => syncFirstScreenCookie());
}
