/** Registers /sw.js (spec §1): the precached shell lets the app open offline with its cached data. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[pwa] the service worker could not be registered', error);
    });
  });
}
