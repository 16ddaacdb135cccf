import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { findRatingModerations, type RatingModerationRow } from './content-appeals.repository.js';

/** Per-request loaders of the appeals feature. */
export function createContentAppealLoaders(db: Database) {
  return {
    /** A rating's moderation by the rating's id, every rating of a page in one statement; undefined once deleted. */
    ratingModeration: new DataLoader<string, RatingModerationRow | undefined>(async (ids) => {
      const rows = await findRatingModerations(db, ids);
      const byId = new Map(rows.map((row) => [row.ratingId, row]));
      return ids.map((id) => byId.get(id));
    }),
  };
}
