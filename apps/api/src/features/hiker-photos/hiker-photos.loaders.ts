import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { findPhotosOfRatings, type HikerPhotoRow } from './hiker-photos.repository.js';

/** Per-request loaders of hikers' photos: a page of ratings reads all their photos in one statement. */
export function createHikerPhotoLoaders(db: Database) {
  return {
    /** A rating's photos in their order, hidden ones included (the resolver decides who sees them). */
    photosByRatingId: new DataLoader<string, HikerPhotoRow[]>(async (ratingIds) => {
      const rows = await findPhotosOfRatings(db, ratingIds);
      return ratingIds.map((ratingId) => rows.filter((row) => row.ratingId === ratingId));
    }),
  };
}
