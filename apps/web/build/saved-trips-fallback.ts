/**
 * A Workbox plugin for the service worker's `/media` route (sw/sw.ts): when a picture is neither in the route's own
 * `media` cache (which expires) nor reachable (offline), it is answered from the trips saved for offline, the
 * `toulky-saved-trips` cache (`SAVED_TRIPS_CACHE`, src/app/offline/offline-db.ts), which Workbox never expires. The
 * name is written out, as the test checks, so that the worker does not take in offline-db.ts and its IndexedDB library.
 */
export const savedTripsFallback = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> =>
    (await caches.match(request, { cacheName: 'toulky-saved-trips' })) ?? undefined,
};
