import type { Logger } from 'pino';
import { AppError } from './errors.js';

/** The spec's bot-check guarded actions (§7). */
export type BotCheckAction =
  | 'FINISH_SIGN_UP'
  | 'REQUEST_PASSWORD_RESET'
  | 'REPORT_CONTENT'
  | 'RESET_PASSWORD'
  | 'SIGN_IN_AS_ADMIN'
  | 'SIGN_IN_VIA_EMAIL_AND_PASSWORD'
  | 'SIGN_UP'
  | 'SUBSCRIBE_TO_NEWSLETTER'
  | 'SUPPORT_MESSAGE';

export interface BotCheck {
  /** Throws UNAUTHORIZED_RECAPTCHA_FAILED unless the token proves a human doing this action. */
  verify(action: BotCheckAction, token: string | undefined, remoteIp: string): Promise<void>;
}

// reCAPTCHA v3 scores run from 0 (bot) to 1 (human); 0.5 is Google's suggested threshold.
const MIN_SCORE = 0.5;

interface SiteVerifyResponse {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/** A reCAPTCHA-siteverify verifier; passes everything (and says so once) when no secret is set. */
export function createBotCheck(options: { secret?: string; verifyUrl: string; logger: Logger }): BotCheck {
  const { secret, verifyUrl, logger } = options;
  if (!secret) {
    logger.info('bot check is off (BOTCHECK_SECRET is not set)');
    return { verify: async () => undefined };
  }
  return {
    async verify(action, token, remoteIp) {
      const failed = () => new AppError('UNAUTHORIZED_RECAPTCHA_FAILED', 'The bot check failed');
      if (!token) throw failed();
      let result: SiteVerifyResponse;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        result = (await response.json()) as SiteVerifyResponse;
      } catch (error) {
        logger.warn({ err: error, action }, 'bot check verification request failed');
        throw failed();
      }
      const scoreOk = result.score === undefined || result.score >= MIN_SCORE;
      const actionOk = result.action === undefined || result.action === action;
      if (!result.success || !scoreOk || !actionOk) {
        logger.info({ action, score: result.score, errors: result['error-codes'] }, 'bot check rejected a request');
        throw failed();
      }
    },
  };
}
