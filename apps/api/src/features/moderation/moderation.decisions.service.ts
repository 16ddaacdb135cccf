import type { Database } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import { parsePagination } from '../../platform/pagination.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import { findUsersByIds, type UserRow } from '../accounts/index.js';
import { hideRating, restoreRating } from './moderation.decisions.hiding.js';
import { hideRatingInput, moderationFilterInput, ratingIdInput } from './moderation.decisions.inputs.js';
import { ratingHiddenMail } from './moderation.decisions.mail.js';
import * as repo from './moderation.decisions.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

/**
 * Rating moderation in the console (issue 18, `rating.moderate`: CHIEF_EDITOR and ADMIN). Hiding takes a rating out
 * of the trip's average, count and every public list at once (the counters are recomputed in the same transaction,
 * and the catalogue version bumps at its commit); restoring puts it back. Hiding a hidden rating or restoring a visible
 * one is ACTION_NOT_ALLOWED (reason ALREADY_HIDDEN / NOT_HIDDEN): it comes from a stale screen, and answering it
 * quietly would hide that someone else got there first. The hiding itself is `moderation.decisions.hiding.ts`, which the
 * decisions on reports and appeals run in their own transactions; hiding here e-mails the author after the commit.
 */
export class ModerationDecisionsService {
  constructor(private readonly deps: { db: Database; work: UnitOfWork; config: Pick<Config, 'publicUrl'> }) {}

  list(viewer: UserRow, filter: unknown, pagination: PaginationArgs) {
    authorize(viewer, 'rating.moderate');
    const parsed = parseInput(moderationFilterInput, filter ?? undefined);
    return repo.findModerationPage(this.deps.db, parsed, parsePagination(pagination, PAGE_SIZE));
  }

  async hide(viewer: UserRow, input: unknown): Promise<repo.ModerationRatingRow> {
    authorize(viewer, 'rating.moderate');
    const { id, reason } = parseInput(hideRatingInput, input);
    return this.deps.work.run(async (tx, after) => {
      if (!(await hideRating(tx, viewer, id, reason)).changed) {
        throw new AppError('ACTION_NOT_ALLOWED', 'The rating is already hidden', { reason: 'ALREADY_HIDDEN' });
      }
      const hidden = await reload(tx, id);
      const mail = await this.authorMail(tx, hidden, reason);
      if (mail) after.mail(mail, { ratingId: id });
      return hidden;
    });
  }

  async restore(viewer: UserRow, input: unknown): Promise<repo.ModerationRatingRow> {
    authorize(viewer, 'rating.moderate');
    const { id } = parseInput(ratingIdInput, input);
    return this.deps.work.run(async (tx, after) => {
      const { rating, changed } = await restoreRating(tx, viewer, id);
      if (!changed) throw new AppError('ACTION_NOT_ALLOWED', 'The rating is not hidden', { reason: 'NOT_HIDDEN' });
      // Back in the trip's list: whoever watches the trip refetches its ratings, as for a new one.
      after.publish('trip:rating', rating.tripId, { ratingId: id });
      return reload(tx, id);
    });
  }

  /** The e-mail telling the author, in their language, which rating was hidden and why; none for an inactive account. */
  private async authorMail(db: Database, rating: repo.ModerationRatingRow, reason: string) {
    const [author] = await findUsersByIds(db, [rating.userId]);
    if (!author?.email || author.status !== 'ACTIVE') return undefined;
    const language = author.language === 'en_US' ? 'en_US' : 'cs_CZ';
    const link = `${this.deps.config.publicUrl}/app/trips/${rating.tripId}`;
    return ratingHiddenMail(language, author.email, { tripTitle: rating.tripTitle, reason }, link);
  }
}

async function reload(db: Database, id: string): Promise<repo.ModerationRatingRow> {
  const rating = await repo.findModerationRating(db, id);
  if (!rating) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
  return rating;
}
