import { type ImageModel, shortname } from '../../platform/presenters.js';
import type { ReportedPhotoRow, ReportedRatingRow } from './moderation.reports.repository.js';

/**
 * A rating in context (the schema's ReportedRating), as moderators see it beside reports or an appeal. It names no
 * generated type: the appeals service reaches it through index.ts, and the generated types import the context.
 */
export function presentReportedRating(rating: ReportedRatingRow) {
  return {
    _id: rating.id,
    text: rating.text,
    score: rating.score,
    authorShortname: shortname(rating.authorFirstname, rating.authorLastname),
    trip: { _id: rating.tripId, title: rating.tripTitle },
    hidden: rating.hiddenAt !== null,
  };
}

/**
 * A photo in context (the schema's ReportedPhoto): its renditions (the caption is their alt, as readers get it), and
 * the rating it is on, without which there is no context to show (null then). Hidden when moderators hid the photo
 * or its rating: either way readers do not see it.
 */
export function presentReportedPhoto(photo: ReportedPhotoRow, rating: ReportedRatingRow | null) {
  if (!rating) return null;
  const image: ImageModel = {
    ...photo.image,
    alt: photo.caption,
    altEn: null,
    hasEnglish: false,
  };
  return {
    _id: photo.id,
    image,
    caption: photo.caption,
    hidden: photo.hiddenAt !== null || rating.hiddenAt !== null,
    rating: presentReportedRating(rating),
  };
}
