import type { Transaction } from '../../db/client.js';
import { badUserInput, fieldError } from '../../platform/errors.js';
import { recordAudit } from '../admin/index.js';
import { refreshRatingStats } from '../trips/index.js';
import * as photos from './moderation.decisions.photos.repository.js';
import * as repo from './moderation.decisions.repository.js';

/**
 * Hiding and showing a rating or a hiker's photo, as parts of a write whose transaction the caller opened: rating
 * moderation's own commands (hideRating, restoreRating) and the decisions on reports and appeals (moderation.reports,
 * moderation.appeals), which record their decision in the same transaction. Each locks the trip first, then the item
 * (the order rating a trip takes them in), changes it unless it is so already, keeps the trip's counters and the
 * public catalogue right, and records the audit entry. The caller has authorised `rating.moderate`.
 */

/** Who acts, as the audit log names them. */
interface Moderator {
  id: string;
}

/** What the audit log keeps of a rating: the item as it was and is, never its author's name or e-mail. */
function auditOf(rating: repo.LockedRating) {
  return {
    tripId: rating.tripId,
    userId: rating.userId,
    score: rating.score,
    text: rating.text,
    hidden: rating.hiddenAt !== null,
    hiddenReason: rating.hiddenReason,
  };
}

/** What the audit log keeps of a hiker's photo: its rating, author, caption and state, never the author's name. */
function auditOfPhoto(photo: photos.LockedPhoto, hidden: boolean) {
  return { ratingId: photo.ratingId, userId: photo.userId, caption: photo.caption, hidden };
}

const noSuchRating = () => badUserInput([fieldError('id', 'INVALID_VALUE')]);

/**
 * Hides the rating, with the moderator's reason, unless it is hidden already: the trip's average, count and every
 * public list leave it out from the commit on. `changed` says whether this call hid it; a rating that is gone is
 * INVALID_VALUE on `id`.
 */
export function hideRating(tx: Transaction, moderator: Moderator, ratingId: string, reason: string) {
  return setRatingHidden(tx, moderator, ratingId, { hiddenReason: reason, hiddenById: moderator.id });
}

/** Shows a hidden rating again, unless it is visible already; `changed` says whether this call showed it. */
export function restoreRating(tx: Transaction, moderator: Moderator, ratingId: string) {
  return setRatingHidden(tx, moderator, ratingId, null);
}

/**
 * Hides a hiker's photo alone (its rating stays as it is), unless it is hidden already. `changed` says whether this
 * call hid it; undefined when the photo is gone (deleted with its rating, or by its author).
 */
export function hidePhoto(tx: Transaction, moderator: Moderator, photoId: string) {
  return setPhotoHidden(tx, moderator, photoId, true);
}

/**
 * Shows a hidden photo again, unless it is shown already; undefined when the photo is gone. Unlike a restored rating,
 * nobody watching the trip is told: their app would say a new rating arrived; the trip's next read shows the photo.
 */
export function restorePhoto(tx: Transaction, moderator: Moderator, photoId: string) {
  return setPhotoHidden(tx, moderator, photoId, false);
}

/** Hides the rating (`hiding`) or shows it (null), with its counters and audit entry, unless it is so already. */
async function setRatingHidden(
  tx: Transaction,
  moderator: Moderator,
  id: string,
  hiding: repo.Hiding | null,
): Promise<{ rating: repo.LockedRating; changed: boolean }> {
  const tripId = await repo.findRatingTripId(tx, id);
  if (!tripId) throw noSuchRating();
  await repo.lockTrip(tx, tripId);
  const rating = await repo.lockRating(tx, id);
  if (!rating) throw noSuchRating();
  const changed = (rating.hiddenAt !== null) !== (hiding !== null);
  if (changed) {
    await repo.setHidden(tx, id, hiding);
    await refreshRatingStats(tx, tripId);
    const before = auditOf(rating);
    const after = { ...before, hidden: hiding !== null, hiddenReason: hiding?.hiddenReason ?? null };
    await recordAudit(tx, {
      actorId: moderator.id,
      action: hiding ? 'rating.hide' : 'rating.restore',
      entityType: 'rating',
      entityId: id,
      before,
      after,
    });
  }
  return { rating, changed };
}

/** Hides or shows the photo unless it is so already, marks its trip changed and records the audit entry. */
async function setPhotoHidden(
  tx: Transaction,
  moderator: Moderator,
  id: string,
  hide: boolean,
): Promise<{ changed: boolean } | undefined> {
  const tripId = await photos.findPhotoTripId(tx, id);
  if (!tripId) return undefined;
  await repo.lockTrip(tx, tripId);
  const photo = await photos.lockPhoto(tx, id);
  // Deleted (or taken off its rating) between the look-up and the lock.
  if (!photo?.ratingId) return undefined;
  const changed = (photo.hiddenAt !== null) !== hide;
  if (changed) {
    await photos.setPhotoHidden(tx, id, hide);
    await photos.touchTrip(tx, tripId);
    await recordAudit(tx, {
      actorId: moderator.id,
      action: hide ? 'photo.hide' : 'photo.restore',
      entityType: 'hiker_photo',
      entityId: id,
      before: auditOfPhoto(photo, !hide),
      after: auditOfPhoto(photo, hide),
    });
  }
  return { changed };
}
