import type { Database } from '../../db/client.js';
import {
  findReportedPhotos,
  findReportedRatings,
  type ReportedPhotoRow,
  type ReportedRatingRow,
} from './moderation.reports.repository.js';

type Item = { targetKind: string; targetId: string };

/** An item as moderators see it beside its reports or an appeal: the rating, or the photo and the rating it is on. */
export type ItemContext = { rating: ReportedRatingRow | null; photo: ReportedPhotoRow | null };

/**
 * The context of a page of items (the reports queue's, the appeals queue's) in two statements whatever the page's
 * size: the photos first, then every rating at once, the reported ones and those the photos are on. Answers the
 * context of each item; what has been deleted since is null.
 */
export async function findItemsInContext(db: Database, items: Item[]): Promise<(item: Item) => ItemContext> {
  const idsOf = (kind: string) => items.filter((item) => item.targetKind === kind).map((item) => item.targetId);
  const photos = await findReportedPhotos(db, idsOf('HIKER_PHOTO'));
  const photoRatingIds = photos.flatMap((photo) => (photo.ratingId ? [photo.ratingId] : []));
  const ratings = await findReportedRatings(db, [...new Set([...idsOf('RATING'), ...photoRatingIds])]);
  const ratingOf = (id: string | null) => ratings.find((rating) => rating.id === id) ?? null;
  return (item) => {
    if (item.targetKind === 'RATING') return { rating: ratingOf(item.targetId), photo: null };
    const photo = photos.find((one) => one.id === item.targetId) ?? null;
    return { rating: ratingOf(photo?.ratingId ?? null), photo };
  };
}
