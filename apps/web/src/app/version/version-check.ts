/** Local storage key of the app version this browser last ran. */
export const VERSION_STORAGE_KEY = 'appVersion';

/**
 * Compares the version this browser last ran with the current build. Remembers the current one when nothing was
 * stored yet (a first visit is not an update) and returns the previous version when it differs.
 */
export function detectVersionChange(current: string): { previous: string } | null {
  try {
    const previous = localStorage.getItem(VERSION_STORAGE_KEY);
    if (previous === null) {
      localStorage.setItem(VERSION_STORAGE_KEY, current);
      return null;
    }
    return previous === current ? null : { previous };
  } catch {
    return null;
  }
}

/** Accepts the current version (the user chose to reload into it). */
export function acceptVersion(current: string): void {
  try {
    localStorage.setItem(VERSION_STORAGE_KEY, current);
  } catch {
    // Without storage the notice simply shows again next time.
  }
}
