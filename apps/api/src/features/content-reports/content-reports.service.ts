import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client.js';
import { may } from '../../platform/auth/permissions.js';
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
import { decideReportsInput, reportContentInput } from './content-reports.inputs.js';
import { reportOutcomeMail, reportReceivedMail, statementOfReasonsMail } from './content-reports.mail.js';
import * as repo from './content-reports.repository.js';

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

function forbidden(): AppError {
  return new AppError('FORBIDDEN', 'You are not allowed to do this');
}

const noOpenReports = () =>
  new AppError('ACTION_NOT_ALLOWED', 'The item has no open reports', { reason: 'NO_OPEN_REPORTS' });

/**
 * Notice and action (issue 32): anybody reports an item (a rating for now), a moderator (`rating.moderate`) decides
 * once for all of its open reports. Hiding goes through rating moderation (its locks, counters and audit entry);
 * the decision, the closing of the reports and its own audit entry join that transaction. Mails go after the commit,
 * and a mail failure never undoes a report or a decision.
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
    if (!(await repo.isVisibleRating(db, values.targetId)))
      throw badUserInput([fieldError('targetId', 'INVALID_VALUE')]);

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
      await this.send(reportReceivedMail(language, email, values.reason, `${config.publicUrl}/app/trips`));
    }
    return true;
  }

  /** Items with open reports, the longest waiting first, with their reports and the item in context. */
  async queue(viewer: UserRow, pagination: PaginationArgs) {
    if (!may(viewer.roles, 'rating.moderate')) throw forbidden();
    const { db } = this.deps;
    const page = await repo.findQueuePage(db, parsePagination(pagination, PAGE_SIZE));
    const ids = page.edges.map((edge) => edge.targetId);
    const [reports, ratings] = await Promise.all([repo.findOpenReports(db, ids), repo.findReportedRatings(db, ids)]);
    const key = (item: { targetKind: string; targetId: string }) => `${item.targetKind}:${item.targetId}`;
    return {
      total: page.total,
      edges: page.edges.map((edge) => ({
        ...edge,
        reports: reports.filter((report) => key(report) === key(edge)),
        rating: edge.targetKind === 'RATING' ? (ratings.find((rating) => rating.id === edge.targetId) ?? null) : null,
      })),
    };
  }

  /**
   * Decides on every open report of an item at once: HIDE hides it (through rating moderation) and sends its author
   * the statement of reasons; KEEP leaves it. Either way every reporter hears the outcome. An item without open
   * reports (none, or decided a moment ago by someone else) is ACTION_NOT_ALLOWED with reason NO_OPEN_REPORTS.
   */
  async decide(viewer: UserRow, input: unknown): Promise<repo.DecisionRow & { closedReports: number }> {
    if (!may(viewer.roles, 'rating.moderate')) throw forbidden();
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
        entityType: 'rating',
        entityId: values.targetId,
        before: { openReports: closed.length },
        after,
      });
    };

    let statement: { tripId: string; tripTitle: string } | undefined;
    if (values.decision === 'HIDE') {
      const { rating, hidNow } = await this.deps.ratingModeration.hideOnDecision(
        viewer,
        values.targetId,
        values.explanation,
        closeReports,
      );
      if (hidNow) statement = { tripId: rating.tripId, tripTitle: rating.tripTitle };
    } else {
      await this.deps.db.transaction(closeReports);
    }
    // Both paths set it before committing, or threw.
    const decided = decision as repo.DecisionRow;

    if (statement && ground) await this.mailStatement(values.targetId, statement, ground, values.explanation);
    const link = `${this.deps.config.publicUrl}/app/trips`;
    for (const report of closed) {
      const language = languageOf(report.language);
      await this.send(reportOutcomeMail(language, report.reporterEmail, values.decision === 'HIDE', link));
    }
    return { ...decided, closedReports: closed.length };
  }

  /** The statement of reasons to the hidden rating's author, in their language, when the account is still active. */
  private async mailStatement(
    ratingId: string,
    rating: { tripId: string; tripTitle: string },
    ground: string,
    explanation: string,
  ): Promise<void> {
    const author = await repo.findRatingAuthor(this.deps.db, ratingId);
    if (!author?.email || author.status !== 'ACTIVE') return;
    const link = `${this.deps.config.publicUrl}/app/trips/${rating.tripId}`;
    await this.send(
      statementOfReasonsMail(
        languageOf(author.language),
        author.email,
        { tripTitle: rating.tripTitle, ground, explanation, supportEmail: this.deps.config.supportEmail },
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
