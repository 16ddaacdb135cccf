// What the rating-moderation feature offers the rest of the server: hiding and showing ratings and photos as parts of
// the decisions on reports and appeals, in their transactions.

export { hidePhoto, hideRating, restorePhoto, restoreRating } from './rating-moderation.hiding.js';
export type { ModerationRatingRow } from './rating-moderation.repository.js';
export type { RatingModerationService } from './rating-moderation.service.js';
