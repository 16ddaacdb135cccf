import { type LanguageCode, toLanguageCode } from './i18n/languages';
import { firstScreenCookieOf } from './session/first-screen-cookie';
import { getSession, type Session } from './session/session-store';

/**
 * Whether `root` holds a first screen the server painted for this device's session: the server names the session it
 * painted for (the cookie's value), and a page painted for another one — the cookie left behind by an account this
 * device's storage no longer holds — is taken as not painted, so its language and data are not the app's.
 */
export function paintedForThisSession(root: Element | null, session: Pick<Session, 'refreshToken'>): boolean {
  const paintedFor = root?.getAttribute('data-first-screen');
  if (!paintedFor || !session.refreshToken) return false;
  return firstScreenCookieOf(session.refreshToken)?.value === paintedFor;
}

/**
 * Whether the server painted this page's first screen in the shell for this session (apps/api/src/web/
 * app-first-screen.ts marks the root `data-first-screen` with the session's id). True once: for the navigation the page was loaded with, whose route loader then waits for
 * the screen's data, so that the app's first render (which replaces the painted markup) already shows it instead of
 * a spinner in its place. Later navigations render as soon as their code is there, as before.
 */
let painted = typeof document !== 'undefined' && paintedForThisSession(document.getElementById('root'), getSession());

/**
 * The language the server painted the first screen in, read before the app touches `<html lang>`: the signed-in
 * account's, which the server read from the database (issue 50); null when it painted none. The app's first render
 * speaks it too, so the painted screen and the app's never differ.
 */
const paintedLanguage: LanguageCode | null = painted ? toLanguageCode(document.documentElement.lang) : null;

export function takeServerPaintedScreen(): boolean {
  const value = Boolean(painted);
  painted = false;
  return value;
}

/** The language of the screen the server painted (see `paintedLanguage`); null when it painted none. */
export function serverPaintedLanguage(): LanguageCode | null {
  return paintedLanguage;
}
