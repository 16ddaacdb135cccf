// What the rating-moderation feature offers the rest of the server.

export type { ModerationRatingRow } from './rating-moderation.repository.js';
export type { RatingModerationService } from './rating-moderation.service.js';
