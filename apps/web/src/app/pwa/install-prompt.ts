/** The event Chromium fires when the app can be installed; not in TypeScript's DOM types yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';
/** After "not now" the offer comes back in two weeks. */
const QUIET_PERIOD_MS = 14 * 24 * 3600 * 1000;

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone and iPad Safari never fire beforeinstallprompt: they get a hint instead. */
export function isIos(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function recentlyDismissed(storage: Storage = localStorage, now = Date.now()): boolean {
  const at = Number(storage.getItem(INSTALL_DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < QUIET_PERIOD_MS;
}

export function rememberDismissal(storage: Storage = localStorage, now = Date.now()): void {
  storage.setItem(INSTALL_DISMISSED_KEY, String(now));
}
