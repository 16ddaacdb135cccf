import { type LanguageCode, toLanguageCode } from './i18n/languages';

/**
 * Whether the server painted this page's first screen in the shell (apps/api/src/web/app-first-screen.ts marks the
 * root `data-first-screen`). True once: for the navigation the page was loaded with, whose route loader then waits for
 * the screen's data, so that the app's first render (which replaces the painted markup) already shows it instead of
 * a spinner in its place. Later navigations render as soon as their code is there, as before.
 */
let painted = typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-first-screen');

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
