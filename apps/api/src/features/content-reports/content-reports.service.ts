import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { BotCheck } from '../../platform/bot-check.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { Language } from '../../platform/language.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { parsePagination } from '../../platform/pagination.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { parseInput } from '../../platform/validation.js';
import type { RequestMeta, UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import type { RatingModerationService } from '../rating-moderation/index.js';
import { findItemsInContext } from './content-reports.context.js';
import { decideReportsInput, reportContentInput } from './content-reports.inputs.js';
import { reportOutcomeMail, reportReceivedMail, statementOfReasonsMail } from './content-reports.mail.js';
import * as repo from './content-reports.repository.js';
import { auditEntityType } from './content-reports.targets.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

export interface ContentReportsDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'rateLimit' | 'supportEmail'>;
  mailer: Mailer;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  ratingModeration: RatingModerationService;
  logger: Logger;
}

/** Who reports: a signed-in account (its e-mail and language) or a visitor (the e-mail they give). */
export type Reporter = { user: UserRow } | { user?: undefined };

const languageOf = (value: string | null | undefined): Language => (value === 'en_US' ? 'en_US' : 'cs_CZ');

const noOpenReports = () =>
  new AppError('ACTION_NOT_ALLOWED', 'The item has no open reports', { reason: 'NO_OPEN_REPORTS' });

/**
 * Notice and action (issue 32): anybody reports an item (a rating, or a hiker's photo on one), a moderator
 * (`rating.moderate`) decides once for all of its open reports. Hiding goes through rating moderation (its locks,
 * counters and audit entry; a photo is hidden alone, its rating stays as it is); the decision, the closing of the
 * reports and its own audit entry join that transaction. Mails go after the commit, and a mail failure never undoes a
 * report or a decision.
 */
export class ContentReportsService {
  constructor(private readonly deps: ContentReportsDeps) {}

  /**
   * Stores a report and acknowledges it by e-mail; limited per IP and per person, bot-checked for visitors. A person's
   * second report of an item still open is accepted and changes nothing (no second mail either).
   */
  async report(reporter: Reporter, input: unknown, meta: RequestMeta): Promise<true> {
    const { config, rateLimiter, botCheck, db } = this.deps;
    await rateLimiter.consume([{ key: `report:ip:${meta.ip}`, max: config.rateLimit.maxPerIp }]);
    const values = parseInput(reportContentInput, input);
    const email = reporter.user ? reporter.user.email : values.email;
    if (!email) throw badUserInput([fieldError('email', 'REQUIRED')]);
    const person = reporter.user ? `user:${reporter.user.id}` : `email:${email}`;
    await rateLimiter.consume([{ key: `report:${person}`, max: config.rateLimit.maxPerEmail }]);
    if (!reporter.user) await botCheck.verify('REPORT_CONTENT', meta.botCheckToken, meta.ip);
    const item = await repo.findReportableItem(db, values.targetKind, values.targetId);
    if (!item) throw badUserInput([fieldError('targetId', 'INVALID_VALUE')]);

    const language = reporter.user ? languageOf(reporter.user.language) : (meta.language ?? 'cs_CZ');
    const stored = await repo.insertReport(db, {
      targetKind: values.targetKind,
      targetId: values.targetId,
      reporterId: reporter.user?.id ?? null,
      reporterEmail: email,
      reason: values.reason,
      explanation: values.explanation ?? '',
      language,
    });
    if (stored) {
      const named = { targetKind: values.targetKind, tripTitle: item.tripTitle };
      await this.send(reportReceivedMail(language, email, named, values.reason, `${config.publicUrl}/app/trips`));
    }
    return true;
  }

  /**
   * Items with open reports, the longest waiting first, with their reports and the item in context: a rating, or a
   * photo with the rating it is on. The number of statements does not grow with the page's size.
   */
  async queue(viewer: UserRow, pagination: PaginationArgs) {
    authorize(viewer, 'rating.moderate');
    const { db } = this.deps;
    const page = await repo.findQueuePage(db, parsePagination(pagination, PAGE_SIZE));
    const [reports, contextOf] = await Promise.all([
      repo.findOpenReports(
        db,
        page.edges.map((edge) => edge.targetId),
      ),
      findItemsInContext(db, page.edges),
    ]);
    const key = (item: { targetKind: string; targetId: string }) => `${item.targetKind}:${item.targetId}`;
    return {
      total: page.total,
      edges: page.edges.map((edge) => ({
        ...edge,
        ...contextOf(edge),
        reports: reports.filter((report) => key(report) === key(edge)),
      })),
    };
  }

  /**
   * Decides on every open report of an item at once: HIDE hides it (through rating moderation) and sends its author
   * the statement of reasons; KEEP leaves it. Either way every reporter hears the outcome. An item without open
   * reports (none, or decided a moment ago by someone else) is ACTION_NOT_ALLOWED with reason NO_OPEN_REPORTS.
   */
  async decide(viewer: UserRow, input: unknown): Promise<repo.DecisionRow & { closedReports: number }> {
    authorize(viewer, 'rating.moderate');
    const values = parseInput(decideReportsInput, input);
    const ground = values.decision === 'HIDE' ? (values.ground ?? null) : null;
    let closed: repo.LockedReport[] = [];
    let decision: repo.DecisionRow | undefined;
    const closeReports = async (tx: Transaction) => {
      closed = await repo.lockOpenReports(tx, values.targetKind, values.targetId);
      if (closed.length === 0) throw noOpenReports();
      decision = await repo.insertDecision(
        tx,
        { ...values, ground, moderatorId: viewer.id },
        closed.map((report) => report.id),
      );
      const after = {
        decision: values.decision,
        ground,
        explanation: values.explanation,
        reports: closed.length,
        reasons: closed.map((report) => report.reason),
      };
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'reports.decide',
        entityType: auditEntityType(values.targetKind),
        entityId: values.targetId,
        before: { openReports: closed.length },
        after,
      });
    };

    let hidNow = false;
    if (values.decision === 'HIDE') {
      hidNow = await this.hide(viewer, values.targetKind, values.targetId, values.explanation, closeReports);
    } else {
      await this.deps.db.transaction(closeReports);
    }
    // Both paths set it before committing, or threw.
    const decided = decision as repo.DecisionRow;

    const item = await repo.findItemInContext(this.deps.db, values.targetKind, values.targetId);
    if (item && hidNow && ground) await this.mailStatement(item, ground, values.explanation);
    const named = { targetKind: values.targetKind, tripTitle: item?.tripTitle ?? null };
    const link = `${this.deps.config.publicUrl}/app/trips`;
    for (const report of closed) {
      const language = languageOf(report.language);
      await this.send(reportOutcomeMail(language, report.reporterEmail, named, values.decision === 'HIDE', link));
    }
    return { ...decided, closedReports: closed.length };
  }

  /**
   * Hides the item through rating moderation, with `alongside` in its transaction: a rating with its counters, or a
   * photo alone. True when this call hid it (an item hidden meanwhile stays as it is). A photo gone since is
   * INVALID_VALUE on targetId; its reports can still be closed with KEEP.
   */
  private async hide(
    viewer: UserRow,
    targetKind: string,
    targetId: string,
    explanation: string,
    alongside: (tx: Transaction) => Promise<void>,
  ): Promise<boolean> {
    const { ratingModeration } = this.deps;
    if (targetKind === 'RATING_PHOTO') {
      const hidden = await ratingModeration.hidePhotoOnDecision(viewer, targetId, alongside);
      if (!hidden) throw badUserInput([fieldError('targetId', 'INVALID_VALUE')]);
      return hidden.hidNow;
    }
    return (await ratingModeration.hideOnDecision(viewer, targetId, explanation, alongside)).hidNow;
  }

  /** The statement of reasons to the hidden item's author, in their language, when the account is still active. */
  private async mailStatement(item: repo.ItemInContext, ground: string, explanation: string): Promise<void> {
    if (!item.authorEmail || item.authorStatus !== 'ACTIVE') return;
    const link = `${this.deps.config.publicUrl}/app/trips/${item.tripId}`;
    const { tripTitle, caption } = item;
    await this.send(
      statementOfReasonsMail(
        languageOf(item.authorLanguage),
        item.authorEmail,
        { tripTitle, caption, ground, explanation, supportEmail: this.deps.config.supportEmail },
        link,
      ),
    );
  }

  private async send(message: MailMessage): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.logger.warn({ err: error, subject: message.subject }, 'a content-report e-mail could not be sent');
    }
  }
}
