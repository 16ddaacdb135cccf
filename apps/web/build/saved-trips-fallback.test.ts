import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_TRIPS_CACHE } from '../src/app/offline/offline-db';
import { savedTripsFallback } from './saved-trips-fallback';

function fakeCaches(stored: Record<string, Record<string, string>>) {
  const match = vi.fn(async (request: Request, options?: { cacheName?: string }) => {
    const body = options?.cacheName ? stored[options.cacheName]?.[request.url] : undefined;
    return body === undefined ? undefined : new Response(body);
  });
  vi.stubGlobal('caches', { match });
  return match;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the /media route falling back to the saved trips', () => {
  const picture = new Request('https://toulky.test/media/generated/42.svg');

  it('answers from the saved trips cache (SAVED_TRIPS_CACHE)', async () => {
    const match = fakeCaches({ [SAVED_TRIPS_CACHE]: { [picture.url]: '<svg/>' } });
    const response = await savedTripsFallback.handlerDidError({ request: picture });
    expect(await response?.text()).toBe('<svg/>');
    expect(match).toHaveBeenCalledWith(picture, { cacheName: SAVED_TRIPS_CACHE });
  });

  it('leaves the failure as it is when the picture was not saved', async () => {
    fakeCaches({ [SAVED_TRIPS_CACHE]: {}, media: { [picture.url]: '<svg/>' } });
    expect(await savedTripsFallback.handlerDidError({ request: picture })).toBeUndefined();
  });
});
