import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { parsePagination } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import { auditEntityType, findItemInContext, findItemsInContext } from '../content-reports/index.js';
import type { RatingModerationService } from '../rating-moderation/index.js';
import { appealDecisionInput, type DecideAppealInput, decideAppealInput } from './content-appeals.inputs.js';
import { appealOutcomeMail } from './content-appeals.mail.js';
import * as repo from './content-appeals.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

export interface ContentAppealsDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  ratingModeration: RatingModerationService;
  logger: Logger;
}

const notAllowed = (message: string, reason: string) => new AppError('ACTION_NOT_ALLOWED', message, { reason });

const alreadyDecided = () => notAllowed('The appeal has been decided already', 'ALREADY_DECIDED');

/**
 * Appeals (DSA Art. 20, issue 32): the author of a rating or photo a decision hid appeals once, within six months; a
 * moderator other than the one who decided gives the outcome. RESTORE shows the item again through rating moderation
 * (its locks, counters and audit entry; a photo alone), with the outcome and its own audit entry in that transaction;
 * CONFIRM keeps it hidden. The author hears the outcome by e-mail after the commit; a mail failure never undoes the
 * decision.
 */
export class ContentAppealsService {
  constructor(private readonly deps: ContentAppealsDeps) {}

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
    const { db } = this.deps;
    const appeal = await repo.findAppeal(db, values.appealId);
    if (!appeal) throw badUserInput([fieldError('appealId', 'INVALID_VALUE')]);
    if (appeal.moderatorId === viewer.id) {
      throw notAllowed('The moderator who made the decision cannot decide its appeal', 'SAME_MODERATOR');
    }
    if (appeal.outcome) throw alreadyDecided();
    // An item deleted since (a rating with its trip, a photo by its author) cannot be shown again; the decision on it
    // can still be confirmed.
    const gone = () => badUserInput([fieldError('outcome', 'INVALID_VALUE')]);
    if (values.outcome === 'RESTORE' && !appeal.itemExists) throw gone();

    let decided: repo.AppealRow | undefined;
    const recordOutcome = async (tx: Transaction) => {
      decided = await this.recordOutcome(tx, viewer, values, appeal);
    };
    const { ratingModeration } = this.deps;
    if (values.outcome === 'CONFIRM') {
      await db.transaction(recordOutcome);
    } else if (appeal.targetKind === 'RATING_PHOTO') {
      if (!(await ratingModeration.restorePhotoOnDecision(viewer, appeal.targetId, recordOutcome))) throw gone();
    } else {
      await ratingModeration.restoreOnDecision(viewer, appeal.targetId, recordOutcome);
    }
    // Every path set it before committing, or threw.
    const result = decided as repo.AppealRow;
    await this.mailOutcome(appeal, values);
    return result;
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

  /** The outcome to the appellant, in their language, when the account is still active and the item still there. */
  private async mailOutcome(
    appeal: { appellantId: string; targetKind: string; targetId: string },
    values: DecideAppealInput,
  ): Promise<void> {
    const { db, config, mailer, logger } = this.deps;
    const [appellant, item] = await Promise.all([
      repo.findAppellant(db, appeal.appellantId),
      findItemInContext(db, appeal.targetKind, appeal.targetId),
    ]);
    if (!appellant?.email || appellant.status !== 'ACTIVE' || !item) return;
    const language = appellant.language === 'en_US' ? 'en_US' : 'cs_CZ';
    const outcome = {
      tripTitle: item.tripTitle,
      caption: item.caption,
      restored: values.outcome === 'RESTORE',
      explanation: values.explanation,
    };
    const link = `${config.publicUrl}/app/trips/${item.tripId}`;
    try {
      await mailer.send(appealOutcomeMail(language, appellant.email, outcome, link));
    } catch (error) {
      logger.warn({ err: error, appealId: values.appealId }, 'the appeal-outcome e-mail could not be sent');
    }
  }
}
