import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { tripOrder, tripWhere } from './trips.filters.js';
import { tripFilterInput } from './trips.inputs.js';
import { findTripsPage } from './trips.repository.js';

/**
 * The cover of the first trip of the Trips screen as it first opens (no filter, newest first): the screen's largest
 * picture. Sent as a preload with the app shell of `/app/trips`, the browser fetches it while the app's code is still
 * loading, instead of after the list has arrived and rendered.
 */
export function firstTripCoverUrl(db: Database, catalogue: CatalogueView): Promise<string | null> {
  return catalogue.get('trips:first-cover', async () => {
    const order = tripOrder({ field: 'publishedAt', direction: 'DESC' });
    const [trip] = await findTripsPage(db, tripWhere(tripFilterInput.parse({})), order, { limit: 1, offset: 0 });
    return trip?.coverUrl ?? null;
  });
}
