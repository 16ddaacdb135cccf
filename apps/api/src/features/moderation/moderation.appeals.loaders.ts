import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import {
  findPhotoModerations,
  findRatingModerations,
  type RatingModerationRow,
} from './moderation.appeals.repository.js';

/** A loader of moderation rows by the item's id, a page's worth in one statement; undefined once the item is gone. */
function moderationLoader(find: (ids: readonly string[]) => Promise<RatingModerationRow[]>) {
  return new DataLoader<string, RatingModerationRow | undefined>(async (ids) => {
    const byId = new Map((await find(ids)).map((row) => [row.itemId, row]));
    return ids.map((id) => byId.get(id));
  });
}

/** Per-request loaders of the appeals feature. */
export function createModerationLoaders(db: Database) {
  return {
    /** A rating's moderation by the rating's id. */
    ratingModeration: moderationLoader((ids) => findRatingModerations(db, ids)),
    /** A hiker's photo's moderation by the photo's id. */
    photoModeration: moderationLoader((ids) => findPhotoModerations(db, ids)),
  };
}
