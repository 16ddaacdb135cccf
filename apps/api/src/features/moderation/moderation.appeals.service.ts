import type { Database, Transaction } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { parsePagination } from '../../platform/pagination.js';
import type { AfterCommit, UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import { appealDecisionInput, type DecideAppealInput, decideAppealInput } from './moderation.appeals.inputs.js';
import { appealOutcomeMail } from './moderation.appeals.mail.js';
import * as repo from './moderation.appeals.repository.js';
import { restorePhoto, restoreRating } from './moderation.decisions.hiding.js';
import { findItemsInContext } from './moderation.reports.context.js';
import { findItemInContext } from './moderation.reports.repository.js';
import { auditEntityType } from './moderation.reports.targets.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

export interface ModerationAppealsDeps {
  db: Database;
  /** Opens the transactions of the decisions and sends their mail after the commit. */
  work: UnitOfWork;
  config: Pick<Config, 'publicUrl'>;
}

const notAllowed = (message: string, reason: string) => new AppError('ACTION_NOT_ALLOWED', message, { reason });

const alreadyDecided = () => notAllowed('The appeal has been decided already', 'ALREADY_DECIDED');

/** An item deleted since (a rating with its trip, a photo by its author) cannot be shown again. */
const itemGone = () => badUserInput([fieldError('outcome', 'INVALID_VALUE')]);

/**
 * Appeals (DSA Art. 20, issue 32): the author of a rating or photo a decision hid appeals once, within six months; a
 * moderator other than the one who decided gives the outcome. RESTORE shows the item again with rating moderation's
 * part (its locks, counters and audit entry; a photo alone), with the outcome and its own audit entry in one transaction;
 * CONFIRM keeps it hidden. The author hears the outcome by e-mail after the commit; a mail failure never undoes the
 * decision.
 */
export class ModerationAppealsService {
  constructor(private readonly deps: ModerationAppealsDeps) {}

  /** Stores the author's appeal against a decision that hid their rating or photo. */
  async appeal(viewer: UserRow, input: unknown): Promise<repo.AppealRow> {
    const { decisionId, explanation } = parseInput(appealDecisionInput, input);
    const { db } = this.deps;
    const decision = await repo.findAppealableDecision(db, decisionId, viewer.id);
    if (!decision) throw badUserInput([fieldError('decisionId', 'INVALID_VALUE')]);
    if (!decision.withinPeriod) {
      throw notAllowed('The six months for an appeal are over', 'APPEAL_PERIOD_OVER');
    }
    const appeal = await repo.insertAppeal(db, { decisionId, appellantId: viewer.id, explanation });
    if (!appeal) throw notAllowed('The decision has been appealed already', 'ALREADY_APPEALED');
    return appeal;
  }

  /** Open appeals, the oldest first, each with its decision and the item in context: a rating, or a photo on one. */
  async queue(viewer: UserRow, pagination: PaginationArgs) {
    authorize(viewer, 'rating.moderate');
    const { db } = this.deps;
    const page = await repo.findQueuePage(db, parsePagination(pagination, PAGE_SIZE));
    const contextOf = await findItemsInContext(db, page.edges);
    return {
      total: page.total,
      edges: page.edges.map((edge) => ({
        ...edge,
        ...contextOf(edge),
        decidedByViewer: edge.moderatorId === viewer.id,
      })),
    };
  }

  /** Gives an open appeal its outcome; see the class comment. */
  async decide(viewer: UserRow, input: unknown): Promise<repo.AppealRow> {
    authorize(viewer, 'rating.moderate');
    const values = parseInput(decideAppealInput, input);
    const appeal = await repo.findAppeal(this.deps.db, values.appealId);
    if (!appeal) throw badUserInput([fieldError('appealId', 'INVALID_VALUE')]);
    if (appeal.moderatorId === viewer.id) {
      throw notAllowed('The moderator who made the decision cannot decide its appeal', 'SAME_MODERATOR');
    }
    if (appeal.outcome) throw alreadyDecided();
    // The decision on an item deleted since can still be confirmed.
    if (values.outcome === 'RESTORE' && !appeal.itemExists) throw itemGone();

    return this.deps.work.run(async (tx, after) => {
      // The item first, then the appeal: the locks in the order rating a trip takes them (trip, rating).
      if (values.outcome === 'RESTORE') await this.restore(tx, after, viewer, appeal);
      const decided = await this.recordOutcome(tx, viewer, values, appeal);
      const mail = await this.outcomeMail(tx, appeal, values);
      if (mail) after.mail(mail, { appealId: values.appealId });
      return decided;
    });
  }

  /** Shows the item again in the decision's transaction; a restored rating is announced to the trip's watchers. */
  private async restore(
    tx: Transaction,
    after: AfterCommit,
    viewer: UserRow,
    appeal: { targetKind: string; targetId: string },
  ): Promise<void> {
    if (appeal.targetKind === 'HIKER_PHOTO') {
      if (!(await restorePhoto(tx, viewer, appeal.targetId))) throw itemGone();
      return;
    }
    const { rating, changed } = await restoreRating(tx, viewer, appeal.targetId);
    // Back in the trip's list: whoever watches the trip refetches its ratings, as for a new one.
    if (changed) after.publish('trip:rating', rating.tripId, { ratingId: rating.id });
  }

  /** The outcome and its audit entry, inside the caller's transaction; ALREADY_DECIDED if someone got there first. */
  private async recordOutcome(
    tx: Transaction,
    viewer: UserRow,
    values: DecideAppealInput,
    item: { targetKind: string; targetId: string },
  ): Promise<repo.AppealRow> {
    const row = await repo.decideOpenAppeal(tx, values.appealId, {
      outcome: values.outcome,
      outcomeExplanation: values.explanation,
      moderatorId: viewer.id,
    });
    if (!row) throw alreadyDecided();
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'appeal.decide',
      entityType: auditEntityType(item.targetKind),
      entityId: item.targetId,
      before: { appealId: row.id, decisionId: row.decisionId },
      after: { outcome: values.outcome, explanation: values.explanation },
    });
    return row;
  }

  /** The outcome's e-mail to the appellant, in their language; none when the account or the item is gone. */
  private async outcomeMail(
    db: Database,
    appeal: { appellantId: string; targetKind: string; targetId: string },
    values: DecideAppealInput,
  ): Promise<MailMessage | undefined> {
    const [appellant, item] = await Promise.all([
      repo.findAppellant(db, appeal.appellantId),
      findItemInContext(db, appeal.targetKind, appeal.targetId),
    ]);
    if (!appellant?.email || appellant.status !== 'ACTIVE' || !item) return undefined;
    const language = appellant.language === 'en_US' ? 'en_US' : 'cs_CZ';
    const outcome = {
      tripTitle: item.tripTitle,
      caption: item.caption,
      restored: values.outcome === 'RESTORE',
      explanation: values.explanation,
    };
    return appealOutcomeMail(
      language,
      appellant.email,
      outcome,
      `${this.deps.config.publicUrl}/app/trips/${item.tripId}`,
    );
  }
}
