/**
 * A Workbox plugin for the service worker's `/media` route (vite.config.ts): when a picture is neither in the route's
 * own `media` cache (which expires) nor reachable (offline), it is answered from the trips saved for offline, the
 * `toulky-saved-trips` cache (`SAVED_TRIPS_CACHE`, src/app/offline/offline-db.ts), which Workbox never expires.
 *
 * generateSW writes a plugin into sw.js as its source text (workbox-build turns functions into their `toString()`), so
 * the handler may use nothing from outside itself: the cache's name is written out in it, and the test checks that it
 * is `SAVED_TRIPS_CACHE` and that the text alone works.
 */
export const savedTripsFallback = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> =>
    (await caches.match(request, { cacheName: 'toulky-saved-trips' })) ?? undefined,
};
