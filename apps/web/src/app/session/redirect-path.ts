/**
 * The path a signed-out user wanted, restored after sign-in. Local storage (not session storage) so that it
 * survives the sign-up confirmation link, which usually opens in a new tab.
 */
export const REDIRECT_PATH_KEY = 'redirectPath';

/** Where a signed-in person goes when nothing else was asked for (spec §2: Trips). */
export const AFTER_SIGN_IN_PATH = '/app/trips';

/** Remembers where to go after sign-in; only in-app paths are accepted. */
export function saveRedirectPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  try {
    localStorage.setItem(REDIRECT_PATH_KEY, path);
  } catch {
    // Without storage the user simply lands on Trips.
  }
}

/** Returns the remembered path and forgets it, so a stale one is never reused. */
export function takeRedirectPath(): string | null {
  try {
    const path = localStorage.getItem(REDIRECT_PATH_KEY);
    localStorage.removeItem(REDIRECT_PATH_KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

/** The current location as a path with search and hash, for saving as a redirect. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
