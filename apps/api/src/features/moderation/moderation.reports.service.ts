import type { Database, Transaction } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { BotCheck } from '../../platform/bot-check.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { Language } from '../../platform/language.js';
import { parsePagination } from '../../platform/pagination.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { AfterCommit, UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { RequestMeta, UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import { hidePhoto, hideRating } from './moderation.decisions.hiding.js';
import { findItemsInContext } from './moderation.reports.context.js';
import { decideReportsInput, reportContentInput } from './moderation.reports.inputs.js';
import { reportOutcomeMail, reportReceivedMail, statementOfReasonsMail } from './moderation.reports.mail.js';
import * as repo from './moderation.reports.repository.js';
import { auditEntityType } from './moderation.reports.targets.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

export interface ModerationReportsDeps {
  db: Database;
  /** Opens the transactions of the writes and sends their mail after the commit. */
  work: UnitOfWork;
  config: Pick<Config, 'publicUrl' | 'rateLimit' | 'supportEmail'>;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
}

/** Who reports: a signed-in account (its e-mail and language) or a visitor (the e-mail they give). */
export type Reporter = { user: UserRow } | { user?: undefined };

const languageOf = (value: string | null | undefined): Language => (value === 'en_US' ? 'en_US' : 'cs_CZ');

const noOpenReports = () =>
  new AppError('ACTION_NOT_ALLOWED', 'The item has no open reports', { reason: 'NO_OPEN_REPORTS' });

/**
 * Notice and action (issue 32): anybody reports an item (a rating, or a hiker's photo on one), a moderator
 * (`rating.moderate`) decides once for all of its open reports. Hiding is rating moderation's part (its locks,
 * counters and audit entry; a photo is hidden alone, its rating stays as it is), run in the decision's transaction
 * with the closing of the reports and the decision's own audit entry. Mails go after the commit, and a mail failure
 * never undoes a report or a decision.
 */
export class ModerationReportsService {
  constructor(private readonly deps: ModerationReportsDeps) {}

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
    await this.deps.work.run(async (tx, after) => {
      const stored = await repo.insertReport(tx, {
        targetKind: values.targetKind,
        targetId: values.targetId,
        reporterId: reporter.user?.id ?? null,
        reporterEmail: email,
        reason: values.reason,
        explanation: values.explanation ?? '',
        language,
      });
      if (!stored) return;
      const named = { targetKind: values.targetKind, tripTitle: item.tripTitle };
      const link = `${config.publicUrl}/app/trips`;
      after.mail(reportReceivedMail(language, email, named, values.reason, link), { targetId: values.targetId });
    });
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
   * Decides on every open report of an item at once: HIDE hides it (rating moderation's `hideRating` or `hidePhoto`,
   * in this decision's transaction) and sends its author the statement of reasons; KEEP leaves it. Either way every
   * reporter hears the outcome. An item without open reports (none, or decided a moment ago by someone else) is
   * ACTION_NOT_ALLOWED with reason NO_OPEN_REPORTS, and nothing is hidden. A photo gone since is INVALID_VALUE on
   * targetId; its reports can still be closed with KEEP.
   */
  async decide(viewer: UserRow, input: unknown): Promise<repo.DecisionRow & { closedReports: number }> {
    authorize(viewer, 'rating.moderate');
    const values = parseInput(decideReportsInput, input);
    const ground = values.decision === 'HIDE' ? (values.ground ?? null) : null;
    return this.deps.work.run(async (tx, after) => {
      // The item first, then its reports: the locks in the order rating a trip takes them (trip, rating).
      const hidNow = values.decision === 'HIDE' && (await this.hide(tx, viewer, values));
      const closed = await repo.lockOpenReports(tx, values.targetKind, values.targetId);
      if (closed.length === 0) throw noOpenReports();
      const decision = await repo.insertDecision(
        tx,
        { ...values, ground, moderatorId: viewer.id },
        closed.map((report) => report.id),
      );
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'reports.decide',
        entityType: auditEntityType(values.targetKind),
        entityId: values.targetId,
        before: { openReports: closed.length },
        after: {
          decision: values.decision,
          ground,
          explanation: values.explanation,
          reports: closed.length,
          reasons: closed.map((report) => report.reason),
        },
      });

      const item = await repo.findItemInContext(tx, values.targetKind, values.targetId);
      if (item && hidNow && ground) this.mailStatement(after, item, ground, values.explanation);
      const named = { targetKind: values.targetKind, tripTitle: item?.tripTitle ?? null };
      const link = `${this.deps.config.publicUrl}/app/trips`;
      for (const report of closed) {
        const outcome = reportOutcomeMail(
          languageOf(report.language),
          report.reporterEmail,
          named,
          values.decision === 'HIDE',
          link,
        );
        after.mail(outcome, { reportId: report.id });
      }
      return { ...decision, closedReports: closed.length };
    });
  }

  /** Hides the reported item in the decision's transaction; true when this call hid it (not someone before). */
  private async hide(
    tx: Transaction,
    viewer: UserRow,
    values: { targetKind: string; targetId: string; explanation: string },
  ): Promise<boolean> {
    if (values.targetKind === 'HIKER_PHOTO') {
      const hidden = await hidePhoto(tx, viewer, values.targetId);
      if (!hidden) throw badUserInput([fieldError('targetId', 'INVALID_VALUE')]);
      return hidden.changed;
    }
    return (await hideRating(tx, viewer, values.targetId, values.explanation)).changed;
  }

  /** The statement of reasons to the hidden item's author, in their language, when the account is still active. */
  private mailStatement(after: AfterCommit, item: repo.ItemInContext, ground: string, explanation: string): void {
    if (!item.authorEmail || item.authorStatus !== 'ACTIVE') return;
    const link = `${this.deps.config.publicUrl}/app/trips/${item.tripId}`;
    const { tripTitle, caption } = item;
    const named = { tripTitle, caption, ground, explanation, supportEmail: this.deps.config.supportEmail };
    after.mail(statementOfReasonsMail(languageOf(item.authorLanguage), item.authorEmail, named, link), {
      tripId: item.tripId,
    });
  }
}
