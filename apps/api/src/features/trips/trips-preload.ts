import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { tripOrder, tripWhere } from './trips.filters.js';
import { tripFilterInput } from './trips.inputs.js';
import { cataloguedTrips } from './trips.loaders.js';
import { findTripsPage } from './trips.repository.js';

// The largest pictures of the trip screens as they first open, sent as preloads with the app shell
// (web/shell-preloads.ts): the browser fetches them while the app's code is still loading, instead of after the
// screen's data has arrived and rendered.

/** The cover of the first trip of the Trips screen as it first opens (no filter, newest first). */
export function firstTripCoverUrl(db: Database, catalogue: CatalogueView): Promise<string | null> {
  return catalogue.get('trips:first-cover', async () => {
    const order = tripOrder({ field: 'publishedAt', direction: 'DESC' });
    const [trip] = await findTripsPage(db, tripWhere(tripFilterInput.parse({})), order, { limit: 1, offset: 0 });
    return trip?.coverUrl ?? null;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cover of a published trip (the first photo of its detail); null for anything else. */
export async function tripCoverUrl(db: Database, catalogue: CatalogueView, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const [trip] = await cataloguedTrips(db, catalogue, [id]);
  return trip?.coverUrl ?? null;
}
