import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { findTracks, type TrackRow } from './tracks.repository.js';

/**
 * Tracks by id, from the public catalogue kept in memory (a track never changes; a trip that gets another one changes
 * the catalogue's version); those not kept yet are read in one statement for every trip of the request.
 */
export function createTrackLoaders(db: Database, catalogue: CatalogueView) {
  return {
    trackById: new DataLoader<string, TrackRow | undefined>((ids) =>
      catalogue.getMany('track', ids, async (missing) => {
        const rows = await findTracks(db, missing);
        return new Map(rows.map((row) => [row.id, row]));
      }),
    ),
  };
}
