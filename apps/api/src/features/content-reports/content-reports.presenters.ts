import { shortname } from '../../platform/presenters.js';
import type { ReportedRatingRow } from './content-reports.repository.js';

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
