// What the moderation feature offers the rest of the server: hiding and showing ratings and hikers' photos, as the
// decisions on reports and appeals do, in the caller's transaction.

export { hidePhoto, hideRating, restorePhoto, restoreRating } from './moderation.decisions.hiding.js';
export type { ModerationRatingRow } from './moderation.decisions.repository.js';
export type { ModerationDecisionsService } from './moderation.decisions.service.js';
