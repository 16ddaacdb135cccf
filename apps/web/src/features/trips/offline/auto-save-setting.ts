/**
 * Whether bookmarking a trip also saves it for offline: a choice of this device (local storage), on unless turned
 * off in the "Saved for offline" screen. Kept across sign-outs, like the language.
 */
const KEY = 'offlineAutoSave';
const OFF = 'off';

export function autoSaveEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) !== OFF;
  } catch {
    return true;
  }
}

export function setAutoSaveEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, OFF);
  } catch (error) {
    console.warn('[offline] could not store the automatic saving setting', error);
  }
}
