import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { parsePagination } from '../../platform/pagination.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import { parseInput } from '../../platform/validation.js';
import { findUsersByIds, type UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import { refreshRatingStats } from '../trips/index.js';
import { hideRatingInput, moderationFilterInput, ratingIdInput } from './rating-moderation.inputs.js';
import { ratingHiddenMail } from './rating-moderation.mail.js';
import * as photos from './rating-moderation.photos.repository.js';
import * as repo from './rating-moderation.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

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

/**
 * Rating moderation in the console (issue 18, `rating.moderate`: CHIEF_EDITOR and ADMIN). Hiding takes a rating out
 * of the trip's average, count and every public list at once (the counters are recomputed in the same transaction,
 * and the catalogue version bumps at its commit); restoring puts it back. Hiding a hidden rating or restoring a visible
 * one is ACTION_NOT_ALLOWED (reason ALREADY_HIDDEN / NOT_HIDDEN): it comes from a stale screen, and answering it
 * quietly would hide that someone else got there first. Every write records itself in the audit log in its own
 * transaction; hiding e-mails the author after the commit. A hiker's photo (issue 32) is hidden and shown again alone,
 * only on moderators' decisions about reports and appeals, which mail the author themselves.
 */
export class RatingModerationService {
  constructor(
    private readonly deps: { db: Database; config: Config; mailer: Mailer; pubsub: AppPubSub; logger: Logger },
  ) {}

  list(viewer: UserRow, filter: unknown, pagination: PaginationArgs) {
    authorize(viewer, 'rating.moderate');
    const parsed = parseInput(moderationFilterInput, filter ?? undefined);
    return repo.findModerationPage(this.deps.db, parsed, parsePagination(pagination, PAGE_SIZE));
  }

  async hide(viewer: UserRow, input: unknown): Promise<repo.ModerationRatingRow> {
    authorize(viewer, 'rating.moderate');
    const { id, reason } = parseInput(hideRatingInput, input);
    await this.change(viewer, id, 'rating.hide', (rating) => {
      if (rating.hiddenAt) {
        throw new AppError('ACTION_NOT_ALLOWED', 'The rating is already hidden', { reason: 'ALREADY_HIDDEN' });
      }
      return { hiddenReason: reason, hiddenById: viewer.id };
    });
    const hidden = await this.reload(id);
    await this.mailAuthor(hidden, reason);
    return hidden;
  }

  async restore(viewer: UserRow, input: unknown): Promise<repo.ModerationRatingRow> {
    authorize(viewer, 'rating.moderate');
    const { id } = parseInput(ratingIdInput, input);
    await this.change(viewer, id, 'rating.restore', (rating) => {
      if (!rating.hiddenAt) {
        throw new AppError('ACTION_NOT_ALLOWED', 'The rating is not hidden', { reason: 'NOT_HIDDEN' });
      }
      return null;
    });
    const restored = await this.reload(id);
    this.announceRestored(restored);
    return restored;
  }

  /**
   * Hides a rating on a moderator's decision about reports (content-reports): the locks, counters and audit entry of
   * hideRating, with `alongside` run in the same transaction once the rating is locked, and no e-mail (the caller
   * sends the statement of reasons). A rating already hidden stays as it is; `hidNow` says whether this call hid it.
   */
  async hideOnDecision(
    viewer: UserRow,
    id: string,
    reason: string,
    alongside: (tx: Transaction) => Promise<void>,
  ): Promise<{ rating: repo.ModerationRatingRow; hidNow: boolean }> {
    authorize(viewer, 'rating.moderate');
    let hidNow = false;
    await this.change(
      viewer,
      id,
      'rating.hide',
      (rating) => {
        if (rating.hiddenAt) return undefined;
        hidNow = true;
        return { hiddenReason: reason, hiddenById: viewer.id };
      },
      alongside,
    );
    return { rating: await this.reload(id), hidNow };
  }

  /**
   * Shows a rating again on a moderator's decision about an appeal (content-reports): the locks, counters and audit
   * entry of restoreRating, with `alongside` run in the same transaction once the rating is locked. A rating already
   * visible stays as it is; `restoredNow` says whether this call showed it.
   */
  async restoreOnDecision(
    viewer: UserRow,
    id: string,
    alongside: (tx: Transaction) => Promise<void>,
  ): Promise<{ rating: repo.ModerationRatingRow; restoredNow: boolean }> {
    authorize(viewer, 'rating.moderate');
    let restoredNow = false;
    await this.change(
      viewer,
      id,
      'rating.restore',
      (rating) => {
        if (!rating.hiddenAt) return undefined;
        restoredNow = true;
        return null;
      },
      alongside,
    );
    const rating = await this.reload(id);
    if (restoredNow) this.announceRestored(rating);
    return { rating, restoredNow };
  }

  /**
   * Hides a hiker's photo alone on a moderator's decision about reports (content-reports; its rating stays as it is),
   * with `alongside` run in the same transaction once the photo is locked, and no e-mail (the caller sends the
   * statement of reasons). A photo already hidden stays as it is; `hidNow` says whether this call hid it. Undefined
   * when the photo is gone (deleted with its rating, or by its author).
   */
  async hidePhotoOnDecision(
    viewer: UserRow,
    id: string,
    alongside: (tx: Transaction) => Promise<void>,
  ): Promise<{ hidNow: boolean } | undefined> {
    authorize(viewer, 'rating.moderate');
    const changed = await this.changePhoto(viewer, id, true, alongside);
    return changed && { hidNow: changed.now };
  }

  /**
   * Shows a hidden photo again on a moderator's decision about an appeal (content-appeals), with `alongside` run in the
   * same transaction once the photo is locked. A photo already shown stays as it is; `restoredNow` says whether this
   * call showed it. Undefined when the photo is gone. Unlike a restored rating, nothing is announced to whoever
   * watches the trip: their app would tell them a new rating arrived; the trip's next read shows the photo.
   */
  async restorePhotoOnDecision(
    viewer: UserRow,
    id: string,
    alongside: (tx: Transaction) => Promise<void>,
  ): Promise<{ restoredNow: boolean } | undefined> {
    authorize(viewer, 'rating.moderate');
    const changed = await this.changePhoto(viewer, id, false, alongside);
    return changed && { restoredNow: changed.now };
  }

  /**
   * Locks the trip and then the photo, hides or shows the photo unless it is so already, marks the trip changed and
   * records the audit entry, then runs `alongside`, all in one transaction. `now` says whether the photo changed.
   */
  private async changePhoto(
    viewer: UserRow,
    id: string,
    hide: boolean,
    alongside: (tx: Transaction) => Promise<void>,
  ): Promise<{ now: boolean } | undefined> {
    const { db } = this.deps;
    const tripId = await photos.findPhotoTripId(db, id);
    if (!tripId) return undefined;
    return db.transaction(async (tx) => {
      await repo.lockTrip(tx, tripId);
      const photo = await photos.lockPhoto(tx, id);
      // Deleted (or taken off its rating) between the look-up and the lock.
      if (!photo?.ratingId) return undefined;
      const now = (photo.hiddenAt !== null) !== hide;
      if (now) {
        await photos.setPhotoHidden(tx, id, hide);
        await photos.touchTrip(tx, tripId);
        await recordAudit(tx, {
          actorId: viewer.id,
          action: hide ? 'photo.hide' : 'photo.restore',
          entityType: 'rating_photo',
          entityId: id,
          before: auditOfPhoto(photo, !hide),
          after: auditOfPhoto(photo, hide),
        });
      }
      await alongside(tx);
      return { now };
    });
  }

  /** Back in the trip's list: whoever watches the trip refetches its ratings, as for a new one. */
  private announceRestored(rating: repo.ModerationRatingRow): void {
    this.deps.pubsub.publish('trip:rating', rating.tripId, { ratingId: rating.id });
  }

  /**
   * Locks the trip and then the rating (the order rating a trip takes them in), works out the change, writes it,
   * recomputes the trip's counters and records the audit entry, all in one transaction; `decide` answering undefined
   * leaves the rating as it is.
   */
  private async change(
    viewer: UserRow,
    id: string,
    action: string,
    decide: (rating: repo.LockedRating) => repo.Hiding | null | undefined,
    alongside?: (tx: Transaction) => Promise<void>,
  ): Promise<void> {
    const { db } = this.deps;
    const tripId = await repo.findRatingTripId(db, id);
    if (!tripId) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    await db.transaction(async (tx) => {
      await repo.lockTrip(tx, tripId);
      const rating = await repo.lockRating(tx, id);
      if (!rating) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      const hidden = decide(rating);
      if (hidden !== undefined) {
        await repo.setHidden(tx, id, hidden);
        await refreshRatingStats(tx, tripId);
        const before = auditOf(rating);
        const after = { ...before, hidden: hidden !== null, hiddenReason: hidden?.hiddenReason ?? null };
        await recordAudit(tx, { actorId: viewer.id, action, entityType: 'rating', entityId: id, before, after });
      }
      await alongside?.(tx);
    });
  }

  private async reload(id: string): Promise<repo.ModerationRatingRow> {
    const rating = await repo.findModerationRating(this.deps.db, id);
    if (!rating) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return rating;
  }

  /** Tells the author, in their language, which rating was hidden and why; a mail failure never undoes the hiding. */
  private async mailAuthor(rating: repo.ModerationRatingRow, reason: string): Promise<void> {
    const [author] = await findUsersByIds(this.deps.db, [rating.userId]);
    if (!author?.email || author.status !== 'ACTIVE') return;
    const language = author.language === 'en_US' ? 'en_US' : 'cs_CZ';
    const link = `${this.deps.config.publicUrl}/app/trips/${rating.tripId}`;
    try {
      await this.deps.mailer.send(
        ratingHiddenMail(language, author.email, { tripTitle: rating.tripTitle, reason }, link),
      );
    } catch (error) {
      this.deps.logger.warn({ err: error, ratingId: rating.id }, 'the rating-hidden e-mail could not be sent');
    }
  }
}
