import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { MediaService } from '../../media/media.service.js';
import { generateCode, hashCode } from '../../platform/auth/codes.js';
import { MIN_PASSWORD_SCORE, passwordScore } from '../../platform/auth/password-strength.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { BotCheck, BotCheckAction } from '../../platform/bot-check.js';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { countryOfIp, describeDevice } from '../../platform/devices.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import { cityExists } from '../cities/index.js';
import { deletePhotosOfUser } from '../hiker-photos/index.js';
import { collectPersonalData, type PersonalData } from './accounts.data-export.repository.js';
import {
  changePasswordInput,
  deleteAccountInput,
  emailInput,
  finishSignUpInput,
  resetPasswordInput,
  signInInput,
  signOutSessionInput,
  signUpInput,
  updateMyProfileInput,
} from './accounts.inputs.js';
import { loadActiveSessionUser, loadSessionUser } from './accounts.loaders.js';
import { type Language, passwordResetMail, signUpMail } from './accounts.mail.js';
import * as repo from './accounts.repository.js';

/** Refuses a password zxcvbn finds very guessable, on the field it was typed in. */
async function requireStrongPassword(
  field: string,
  password: string,
  personal: readonly (string | null)[],
): Promise<void> {
  if ((await passwordScore(password, personal)) < MIN_PASSWORD_SCORE) {
    throw badUserInput([fieldError(field, 'PASSWORD_TOO_WEAK')]);
  }
}

const SIGN_UP_CODE_TTL_MS = 24 * 3600 * 1000;
const RESET_CODE_TTL_MS = 3600 * 1000;

/** Exports per person and rate-limit window (RATE_LIMIT_WINDOW): plenty for a copy, too few to load the server. */
const EXPORTS_PER_WINDOW = 5;

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** What a guarded request brings besides its input. */
export interface RequestMeta {
  ip: string;
  botCheckToken: string | undefined;
  /** The User-Agent header, when the transport has one (it names the device in "Signed-in devices"). */
  userAgent?: string;
  /**
   * The language of the page the request came from (Accept-Language; undefined when it names neither language): a
   * password reset's e-mail is written in it, and in the account's language when it is not known.
   */
  language?: Language;
}

export interface AccountsDeps {
  db: Database;
  /** Opens the transactions of the writes and runs what follows their commit (mail, events, files). */
  work: UnitOfWork;
  /** When a sign-up or reset code expires. */
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'rateLimit'>;
  tokens: TokenService;
  mailer: Mailer;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  pubsub: AppPubSub;
  logger: Logger;
  /** Deletes the files of a deleted account's photos. */
  media: Pick<MediaService, 'deleteFiles'>;
}

/** Sign-up, sign-in, tokens, passwords and the user's own account. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  async signUp(input: unknown, meta: RequestMeta): Promise<true> {
    await this.limitByIp('signUp', meta.ip);
    const { email, language } = parseInput(signUpInput, input);
    await this.limitByEmail('signUp', email);
    await this.deps.botCheck.verify('SIGN_UP', meta.botCheckToken, meta.ip);

    const existing = await repo.findUserByEmail(this.deps.db, email);
    if (existing)
      throw new AppError('BAD_USER_INPUT_USER_ALREADY_EXISTS', 'An account with this e-mail already exists');

    const code = generateCode();
    await repo.insertCode(this.deps.db, {
      purpose: 'SIGN_UP',
      codeHash: hashCode(code),
      email,
      language,
      expiresAt: new Date(this.deps.clock.now().getTime() + SIGN_UP_CODE_TTL_MS),
    });
    const link = `${this.deps.config.publicUrl}/app/finish-signup?code=${code}`;
    // The mail is the answer, not an effect of a change: when it cannot be sent, sign-up fails and says so (spec §8).
    await this.deps.mailer.send(signUpMail(language, email, link));
    return true;
  }

  async finishSignUp(input: unknown, meta: RequestMeta): Promise<AuthTokens> {
    const values = parseInput(finishSignUpInput, input);
    await this.deps.botCheck.verify('FINISH_SIGN_UP', meta.botCheckToken, meta.ip);
    const code = await this.findUsableCode('SIGN_UP', values.code);
    await requireStrongPassword('password', values.password, [code.email, values.firstname, values.lastname]);
    const passwordHash = await hashPassword(values.password);

    const user = await this.deps.work.run(async (tx) => {
      if (!(await repo.markCodeUsed(tx, code.id))) throw invalidCode();
      if (await repo.findUserByEmail(tx, code.email)) {
        throw new AppError('BAD_USER_INPUT_USER_ALREADY_EXISTS', 'An account with this e-mail already exists');
      }
      return repo.insertUser(tx, {
        email: code.email,
        passwordHash,
        firstname: values.firstname,
        lastname: values.lastname,
        language: code.language,
      });
    });
    return this.issueTokens(user, meta);
  }

  async signIn(input: unknown, meta: RequestMeta): Promise<AuthTokens> {
    return this.issueTokens(await this.checkCredentials(input, meta, 'SIGN_IN_VIA_EMAIL_AND_PASSWORD'), meta);
  }

  /**
   * The console's sign-in: bot-checked with its own action, limited like sign-in, and only for an account with an
   * editorial role (FORBIDDEN otherwise, after the same password check, so it answers as slowly as wrong credentials).
   */
  async signInAsAdmin(input: unknown, meta: RequestMeta): Promise<AuthTokens> {
    const user = await this.checkCredentials(input, meta, 'SIGN_IN_AS_ADMIN');
    authorize(user, 'console.enter');
    return this.issueTokens(user, meta);
  }

  /** The active user the e-mail and password belong to, after the rate limits and the bot check. */
  private async checkCredentials(input: unknown, meta: RequestMeta, action: BotCheckAction): Promise<repo.UserRow> {
    await this.limitByIp('signIn', meta.ip);
    const { email, password } = parseInput(signInInput, input);
    await this.limitByEmail('signIn', email);
    await this.deps.botCheck.verify(action, meta.botCheckToken, meta.ip);

    const user = await repo.findUserByEmail(this.deps.db, email);
    // Always verify a hash, so an unknown e-mail answers as slowly as a wrong password.
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) throw new AppError('UNAUTHORIZED_INVALID_CREDENTIALS', 'Invalid email or password');
    if (user.status !== 'ACTIVE') throw new AppError('UNAUTHORIZED_INACTIVE', 'This account is not active');
    return user;
  }

  /** Issues a new access token for a live refresh token; the refresh token itself is unchanged. */
  async refresh(refreshToken: string, meta: Pick<RequestMeta, 'ip'>): Promise<{ accessToken: string }> {
    const claims = await this.deps.tokens.verifyRefresh(refreshToken);
    // The session and its user in one statement, checked as every request's access token is.
    const user = await loadActiveSessionUser(this.deps.db, claims.jti, claims.sub);
    const [accessToken] = await Promise.all([
      this.deps.tokens.signAccess({ sub: user.id, email: user.email, roles: user.roles, sid: claims.jti }),
      repo.touchRefreshToken(this.deps.db, claims.jti, countryOfIp(meta.ip)),
    ]);
    return { accessToken };
  }

  /** Revokes a refresh token; answers true even for a token that is already unusable. */
  async signOut(refreshToken: string): Promise<true> {
    try {
      const claims = await this.deps.tokens.verifyRefresh(refreshToken);
      await repo.revokeRefreshToken(this.deps.db, claims.jti, claims.sub);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    return true;
  }

  async requestPasswordReset(input: unknown, meta: RequestMeta): Promise<true> {
    await this.limitByIp('reset', meta.ip);
    const { email } = parseInput(emailInput, input);
    await this.limitByEmail('reset', email);
    await this.deps.botCheck.verify('REQUEST_PASSWORD_RESET', meta.botCheckToken, meta.ip);

    const user = await repo.findUserByEmail(this.deps.db, email);
    if (user?.status !== 'ACTIVE') return true;
    // In the language of the page it was asked from: whoever asked reads it there (issue 30), whatever the account's.
    const language = meta.language ?? (user.language as Language);
    const code = generateCode();
    const link = `${this.deps.config.publicUrl}/app/reset-password?code=${code}`;
    // The answer does not wait for the mail: it must take as long for a known e-mail as for an unknown one.
    await this.deps.work.run(
      async (tx, after) => {
        await repo.insertCode(tx, {
          purpose: 'PASSWORD_RESET',
          codeHash: hashCode(code),
          email,
          userId: user.id,
          language,
          expiresAt: new Date(this.deps.clock.now().getTime() + RESET_CODE_TTL_MS),
        });
        after.mail(passwordResetMail(language, email, link), { userId: user.id });
      },
      { waitForEffects: false },
    );
    return true;
  }

  async resetPassword(input: unknown, meta: RequestMeta): Promise<true> {
    await this.limitByIp('reset', meta.ip);
    const values = parseInput(resetPasswordInput, input);
    await this.deps.botCheck.verify('RESET_PASSWORD', meta.botCheckToken, meta.ip);
    const code = await this.findUsableCode('PASSWORD_RESET', values.code);
    await requireStrongPassword('password', values.password, [code.email]);
    const passwordHash = await hashPassword(values.password);
    await this.deps.work.run(async (tx) => {
      if (!code.userId || !(await repo.markCodeUsed(tx, code.id))) throw invalidCode();
      await repo.updateUser(tx, code.userId, { passwordHash });
      await repo.revokeUserRefreshTokens(tx, code.userId);
    });
    return true;
  }

  async changePassword(user: repo.UserRow, sessionId: string, input: unknown): Promise<true> {
    const { oldPassword, newPassword } = parseInput(changePasswordInput, input);
    // Limited like sign-in: a stolen access token must not become a way to guess the password.
    await this.deps.rateLimiter.consume([
      { key: `changePassword:user:${user.id}`, max: this.deps.config.rateLimit.maxPerEmail },
    ]);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      throw new AppError('INCORRECT_OLD_PASSWORD', 'The current password is not correct');
    }
    await requireStrongPassword('newPassword', newPassword, [user.email, user.firstname, user.lastname]);
    const passwordHash = await hashPassword(newPassword);
    await this.deps.work.run(async (tx) => {
      await repo.updateUser(tx, user.id, { passwordHash });
      await repo.revokeUserRefreshTokens(tx, user.id, sessionId);
    });
    return true;
  }

  /**
   * The language of the account signed in with a session (a refresh token's id), while that session is live and the
   * account active; null otherwise. The server paints the app's first screen in it (web/app-first-screen.ts), so a
   * language changed on one device is the one every other device's first screen is painted in (issue 50).
   */
  async sessionLanguage(sessionId: string): Promise<Language | null> {
    const user = await loadSessionUser(this.deps.db, sessionId);
    if (user?.status !== 'ACTIVE') return null;
    return user.language === 'en_US' ? 'en_US' : 'cs_CZ';
  }

  /** The user's signed-in devices (live sessions), the most recently used first. */
  mySessions(user: repo.UserRow): Promise<repo.SessionRow[]> {
    return repo.findLiveSessions(this.deps.db, user.id);
  }

  /** Signs one of the user's own sessions out (any other id changes nothing); true also when it already was. */
  async signOutSession(user: repo.UserRow, input: unknown): Promise<true> {
    const { sessionId } = parseInput(signOutSessionInput, input);
    await repo.revokeRefreshToken(this.deps.db, sessionId, user.id);
    return true;
  }

  /** Signs every other session of the user out; the one asking stays. */
  async signOutOtherSessions(user: repo.UserRow, sessionId: string): Promise<true> {
    await repo.revokeUserRefreshTokens(this.deps.db, user.id, sessionId);
    return true;
  }

  async updateMyProfile(user: repo.UserRow, input: unknown): Promise<repo.UserRow> {
    const values = parseInput(updateMyProfileInput, input);
    if (values.cityId && !(await cityExists(this.deps.db, values.cityId))) {
      throw badUserInput([fieldError('cityId', 'INVALID_VALUE')]);
    }
    return this.deps.work.run(async (tx, after) => {
      const updated = await repo.updateUser(tx, user.id, values);
      if (!updated) throw new AppError('UNAUTHORIZED_TOKEN_INVALID', 'The token is invalid');
      after.publish('user:updated', user.id, { userId: user.id });
      return updated;
    });
  }

  async deleteAccount(user: repo.UserRow, input: unknown): Promise<true> {
    const { feedback } = parseInput(deleteAccountInput, input);
    // The person's photos on ratings go with the account (rows and images), their files once that has committed.
    await this.deps.work.run(async (tx, after) => {
      const photoFiles = await deletePhotosOfUser(tx, user.id);
      await repo.anonymiseUser(tx, user.id, feedback || null);
      await repo.revokeUserRefreshTokens(tx, user.id);
      after.run("deleting a deleted account's photo files", () => this.deps.media.deleteFiles(photoFiles), {
        userId: user.id,
      });
    });
    this.deps.logger.info({ userId: user.id }, 'account deleted');
    return true;
  }

  /** Everything kept about a person, for "Download my data"; a few exports per rate-limit window. */
  async exportPersonalData(userId: string): Promise<PersonalData> {
    await this.deps.rateLimiter.consume([{ key: `export:user:${userId}`, max: EXPORTS_PER_WINDOW }]);
    return collectPersonalData(this.deps.db, userId, this.deps.clock.now());
  }

  /** The changes of a person's profile from now on, from every process. */
  profileEvents(userId: string) {
    return this.deps.pubsub.subscribe('user:updated', userId);
  }

  /** Creates a session (a refresh token row) for the device asking and signs both tokens for it. */
  async issueTokens(user: repo.UserRow, meta?: Pick<RequestMeta, 'ip' | 'userAgent'>): Promise<AuthTokens> {
    if (!user.email) throw new AppError('UNAUTHORIZED_INACTIVE', 'This account is not active');
    const expiresAt = new Date(Date.now() + this.deps.tokens.refreshTtl * 1000);
    const sessionId = await repo.insertRefreshToken(this.deps.db, user.id, expiresAt, {
      ...describeDevice(meta?.userAgent),
      country: meta ? countryOfIp(meta.ip) : null,
    });
    const [accessToken, refreshToken] = await Promise.all([
      this.deps.tokens.signAccess({ sub: user.id, email: user.email, roles: user.roles, sid: sessionId }),
      this.deps.tokens.signRefresh(user.id, sessionId, expiresAt),
    ]);
    return { accessToken, refreshToken };
  }

  private async findUsableCode(purpose: repo.CodePurpose, code: string): Promise<repo.CodeRow> {
    const row = await repo.findCode(this.deps.db, purpose, hashCode(code));
    if (!row || row.usedAt) throw invalidCode();
    if (row.expiresAt < this.deps.clock.now()) {
      throw new AppError('UNAUTHORIZED_INVITE_CODE_EXPIRED', 'The code has expired');
    }
    return row;
  }

  private limitByIp(action: string, ip: string): Promise<void> {
    return this.deps.rateLimiter.consume([{ key: `${action}:ip:${ip}`, max: this.deps.config.rateLimit.maxPerIp }]);
  }

  private limitByEmail(action: string, email: string): Promise<void> {
    return this.deps.rateLimiter.consume([
      { key: `${action}:email:${email}`, max: this.deps.config.rateLimit.maxPerEmail },
    ]);
  }
}

function invalidCode(): AppError {
  return new AppError('UNAUTHORIZED_INVALID_INVITE_CODE', 'The code is not valid');
}
