import { randomBytes } from 'node:crypto';
import type { UserRow } from '../src/features/accounts/accounts.repository.js';
import { insertUser } from '../src/features/accounts/accounts.repository.js';
import type { AuthTokens } from '../src/features/accounts/accounts.service.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import type { TestApp } from './harness.js';

export const DEFAULT_PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.cz`;
}

/** Inserts a real user row; `password` is hashed like sign-up does. */
export async function buildUser(
  t: TestApp,
  overrides: Partial<Omit<UserRow, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const user = await insertUser(t.app.services.db, {
    email: uniqueEmail(),
    firstname: 'Tereza',
    lastname: 'Horáková',
    ...values,
    passwordHash: await hashPassword(password),
  });
  return { ...user, password };
}

/** A signed-in session for the user, made the way sign-in makes one. */
export function tokensFor(t: TestApp, user: UserRow): Promise<AuthTokens> {
  return t.app.services.accounts.issueTokens(user);
}

/** A new user, signed in: the user and the session's access (`token`) and refresh tokens. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t, overrides);
  const { accessToken, refreshToken } = await tokensFor(t, user);
  return { user, token: accessToken, refreshToken };
}
