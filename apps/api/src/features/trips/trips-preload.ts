import type { Database } from '../../db/client.js';
import { publicVariants } from '../../media/media-urls.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import type { FirstPicture } from '../../web/shell-preloads.js';
import { tripOrder, tripWhere } from './trips.filters.js';
import { tripFilterInput } from './trips.inputs.js';
import { cataloguedTrips } from './trips.loaders.js';
import { findTripsPage, type TripRow } from './trips.repository.js';

/** A trip's cover as the screens draw it: its `url`, and the renditions the browser picks from when it has them. */
const cover = (trip: Pick<TripRow, 'coverUrl' | 'coverVariants'> | undefined): FirstPicture | null =>
  trip?.coverUrl ? { url: trip.coverUrl, variants: publicVariants(trip.coverVariants ?? []) } : null;

// The largest pictures of the trip screens as they first open, sent as preloads with the app shell
// (web/shell-preloads.ts): the browser fetches them while the app's code is still loading, instead of after the
// screen's data has arrived and rendered.

/** The cover of the first trip of the Trips screen as it first opens (no filter, newest first). */
export function firstTripCover(db: Database, catalogue: CatalogueView): Promise<FirstPicture | null> {
  return catalogue.get('trips:first-cover', async () => {
    const order = tripOrder({ field: 'publishedAt', direction: 'DESC' });
    const [trip] = await findTripsPage(db, tripWhere(tripFilterInput.parse({})), order, { limit: 1, offset: 0 });
    return cover(trip);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cover of a published trip (the first photo of its detail); null for anything else. */
export async function tripCover(db: Database, catalogue: CatalogueView, id: string): Promise<FirstPicture | null> {
  if (!UUID.test(id)) return null;
  const [trip] = await cataloguedTrips(db, catalogue, [id]);
  return cover(trip);
}
