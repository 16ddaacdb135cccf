import { i18n } from '../i18n/i18n';
import { deviceLanguage, toLanguageCode } from '../i18n/languages';
import { jwtExpiry } from './jwt';
import { getSession, isAuthenticated, subscribeSession } from './session-store';

/**
 * The cookie that lets the server paint the first screen of Trips or of a trip before the app's scripts have loaded
 * (apps/api/src/web/app-first-screen.ts). The session itself lives in local storage, which the server cannot see: this
 * cookie says only that someone is signed in here, until their refresh token expires, and which language the app
 * speaks. It carries no token, is sent only with the app's pages (`Path=/app`), and goes at sign-out.
 */
export const FIRST_SCREEN_COOKIE = 'toulky_app';

function write(value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser the app serves.
  document.cookie = `${FIRST_SCREEN_COOKIE}=${value}; Path=/app; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Writes or removes the cookie to match the session and the language now. */
export function syncFirstScreenCookie(nowMs: number = Date.now()): void {
  const session = getSession();
  const expiry = session.refreshToken ? jwtExpiry(session.refreshToken) : null;
  if (!isAuthenticated(session, nowMs) || expiry === null) {
    write('', 0);
    return;
  }
  const language = i18n.language ? toLanguageCode(i18n.language) : deviceLanguage();
  write(language, Math.floor(expiry - nowMs / 1000));
}

/** Keeps the cookie in step from now on: at start, at sign-in and sign-out, and when the language changes. */
export function keepFirstScreenCookie(): void {
  syncFirstScreenCookie();
  subscribeSession(() => syncFirstScreenCookie());
  i18n.onLanguageChanged(() => syncFirstScreenCookie());
}
