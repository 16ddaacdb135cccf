/**
 * Whether the server painted this page's first screen in the shell (apps/api/src/web/app-first-screen.ts marks the
 * root `data-first-screen`). True once: for the navigation the page was loaded with, whose route loader then waits for
 * the screen's data, so that the app's first render (which replaces the painted markup) already shows it instead of
 * a spinner in its place. Later navigations render as soon as their code is there, as before.
 */
let painted = typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-first-screen');

export function takeServerPaintedScreen(): boolean {
  const value = Boolean(painted);
  painted = false;
  return value;
}
