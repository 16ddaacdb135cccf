import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { generateCode, hashCode } from '../../platform/auth/codes.js';
import type { BotCheck } from '../../platform/bot-check.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { sitePath } from '../../platform/site-paths.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { RequestMeta } from '../accounts/index.js';
import { cityExists } from '../cities/index.js';
import { confirmInput, MAX_INTERESTS, newsletterInput, onboardingInput, supportInput } from './engagement.inputs.js';
import { newsletterConfirmMail, newsletterWelcomeMail, supportMail } from './engagement.mail.js';
import { NewsletterTokens } from './engagement.newsletter-token.js';
import * as repo from './engagement.repository.js';

type Language = 'cs_CZ' | 'en_US';

export interface EngagementDeps {
  db: Database;
  /** Opens the transactions of the writes and sends the welcome e-mail after the commit. */
  work: UnitOfWork;
  config: Pick<Config, 'publicUrl' | 'rateLimit' | 'supportEmail' | 'jwtSecret'>;
  mailer: Mailer;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  logger: Logger;
}

/** Onboarding answers, the newsletter and messages to support. */
export class EngagementService {
  private readonly newsletterTokens: NewsletterTokens;

  constructor(private readonly deps: EngagementDeps) {
    this.newsletterTokens = new NewsletterTokens(deps.config.jwtSecret);
  }

  /** The one-click unsubscribe link for an address, carried by every newsletter e-mail. */
  unsubscribeUrl(email: string, language: Language): string {
    const path = sitePath(language, '/newsletter/unsubscribe');
    return `${this.deps.config.publicUrl}${path}?token=${this.newsletterTokens.sign(email)}`;
  }

  /** The welcome e-mail of a new subscriber, with its unsubscribe link. */
  private welcomeMail(email: string, language: Language) {
    const link = `${this.deps.config.publicUrl}/app/trips`;
    return newsletterWelcomeMail(language, email, link, this.unsubscribeUrl(email, language));
  }

  async updateOnboarding(userId: string, input: unknown): Promise<void> {
    const values = parseInput(onboardingInput, input);
    if (values.interests && values.interests.length > MAX_INTERESTS) {
      throw badUserInput([fieldError('interests', 'MAX_INTERESTS', { length: MAX_INTERESTS })]);
    }
    if (values.cityId && !(await cityExists(this.deps.db, values.cityId))) {
      throw badUserInput([fieldError('cityId', 'INVALID_VALUE')]);
    }
    const pick = <K extends keyof typeof values>(...keys: K[]) =>
      Object.fromEntries(keys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]));
    const answers = pick(
      'drink',
      'sleep',
      'transport',
      'company',
      'durations',
      'referralSource',
      'referralText',
      'step',
    );
    if (answers.durations === null) answers.durations = [];
    const profile: Parameters<typeof repo.updateUserFields>[2] = pick('cityId', 'sex', 'ageRange', 'interests');
    if (profile.interests === null) profile.interests = [];
    if (values.completed) profile.onboardingCompleted = true;
    await this.deps.work.run(async (tx) => {
      if (Object.keys(answers).length > 0) await repo.upsertOnboarding(tx, userId, answers);
      await repo.updateUserFields(tx, userId, profile);
    });
  }

  async subscribeToNewsletter(input: unknown, meta: RequestMeta): Promise<true> {
    await this.deps.rateLimiter.consume([
      { key: `newsletter:ip:${meta.ip}`, max: this.deps.config.rateLimit.maxPerIp },
    ]);
    const { email, language } = parseInput(newsletterInput, input);
    await this.deps.botCheck.verify('SUBSCRIBE_TO_NEWSLETTER', meta.botCheckToken, meta.ip);
    const code = generateCode();
    const pending = await repo.upsertPendingSubscription(this.deps.db, {
      email,
      language,
      confirmCodeHash: hashCode(code),
    });
    // Already confirmed: the same answer, and no mail, so the call reveals nothing about the address. The mail is the
    // answer (the link that confirms), not an effect of a change: when it cannot be sent, the request fails.
    if (pending) {
      const link = `${this.deps.config.publicUrl}${sitePath(language, '/newsletter/confirm')}?code=${code}`;
      await this.deps.mailer.send(newsletterConfirmMail(language, email, link));
    }
    return true;
  }

  async confirmNewsletter(input: unknown): Promise<true> {
    const { code } = parseInput(confirmInput, input);
    await this.deps.work.run(async (tx, after) => {
      const subscriber = await repo.confirmSubscription(tx, hashCode(code));
      if (!subscriber) throw new AppError('UNAUTHORIZED_INVALID_INVITE_CODE', 'The code is not valid');
      after.mail(this.welcomeMail(subscriber.email, subscriber.language === 'en_US' ? 'en_US' : 'cs_CZ'));
    });
    return true;
  }

  /**
   * The newsletter on or off for an account's own (already confirmed) e-mail: no double opt-in; a new subscriber
   * gets the welcome e-mail with its unsubscribe link.
   */
  async updateNewsletterSubscription(account: { email: string; language: string }, subscribed: boolean): Promise<void> {
    if (!subscribed) {
      await repo.unsubscribeAddress(this.deps.db, account.email);
      return;
    }
    const language: Language = account.language === 'en_US' ? 'en_US' : 'cs_CZ';
    await this.deps.work.run(async (tx, after) => {
      if (await repo.confirmAddress(tx, account.email, language)) after.mail(this.welcomeMail(account.email, language));
    });
  }

  /** Follows a newsletter e-mail's one-click link; UNAUTHORIZED_INVALID_INVITE_CODE for a token that is not ours. */
  async unsubscribeFromNewsletter(token: string): Promise<true> {
    const email = this.newsletterTokens.verify(token);
    if (!email) throw new AppError('UNAUTHORIZED_INVALID_INVITE_CODE', 'The unsubscribe link is not valid');
    await repo.unsubscribeAddress(this.deps.db, email);
    return true;
  }

  async sendSupportMessage(
    sender: { userId: string; email: string; name: string | null } | undefined,
    input: unknown,
    meta: RequestMeta,
  ): Promise<true> {
    await this.deps.rateLimiter.consume([{ key: `support:ip:${meta.ip}`, max: this.deps.config.rateLimit.maxPerIp }]);
    const values = parseInput(supportInput, input);
    const email = sender?.email ?? values.email;
    if (!email) throw badUserInput([fieldError('email', 'REQUIRED')]);
    await this.deps.botCheck.verify('SUPPORT_MESSAGE', meta.botCheckToken, meta.ip);
    await repo.insertSupportMessage(this.deps.db, { userId: sender?.userId ?? null, email, message: values.message });
    // The mail is the answer (support reads it), not an effect of a change: when it cannot be sent, the request fails.
    await this.deps.mailer.send(
      supportMail(this.deps.config.supportEmail, { email, name: sender?.name ?? null }, values.message),
    );
    return true;
  }
}
