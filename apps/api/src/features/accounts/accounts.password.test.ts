import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokensFor, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import { TestSmtpServer } from '../../../test/smtp.js';

const REQUEST = 'mutation R($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation R($code: String!, $password: String!) { resetPassword(code: $code, password: $password) }';
const CHANGE = 'mutation C($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }';
const SIGN_IN = 'mutation S($input: SignInInput!) { signIn(input: $input) { accessToken } }';
const REFRESH = 'mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function requestResetCode(email: string): Promise<string> {
  expect((await t.gql(REQUEST, { email })).data).toEqual({ requestPasswordReset: true });
  const link = TestSmtpServer.linkIn(await t.smtp.waitForMail(email), '/app/reset-password');
  expect(link.origin + link.pathname).toBe(`${TEST_PUBLIC_URL}/app/reset-password`);
  return link.searchParams.get('code') as string;
}

describe('password reset', () => {
  it('answers true for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await t.gql(REQUEST, { email })).data).toEqual({ requestPasswordReset: true });
    await expect(t.smtp.waitForMail(email, 1500)).rejects.toThrow(/no mail/);
  });

  it('resets with the mailed code once, in the user language, and revokes old sessions', async () => {
    const user = await buildUser(t, { language: 'en_US' });
    const session = await tokensFor(t, user);
    const code = await requestResetCode(user.email as string);

    expect((await t.gql(RESET, { code, password: 'brand new secret' })).data).toEqual({ resetPassword: true });
    expect(errorCode(await t.gql(RESET, { code, password: 'another secret' }))).toBe(
      'UNAUTHORIZED_INVALID_INVITE_CODE',
    );

    expect(errorCode(await t.gql(SIGN_IN, { input: { email: user.email, password: user.password } }))).toBe(
      'UNAUTHORIZED_INVALID_CREDENTIALS',
    );
    expect(
      (await t.gql(SIGN_IN, { input: { email: user.email, password: 'brand new secret' } })).errors,
    ).toBeUndefined();
    expect(errorCode(await t.gql(REFRESH, { t: session.refreshToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
  });

  it('writes the e-mail in the language of the page it was asked from, else in the account’s', async () => {
    const czech = await buildUser(t, { language: 'cs_CZ' });
    const fromEnglishPage = { headers: { 'accept-language': 'en-US,en;q=0.9' } };
    await t.gql(REQUEST, { email: czech.email }, fromEnglishPage);
    expect((await t.smtp.waitForMail(czech.email as string)).raw).toContain('Set a new password');
    await t.gql(REQUEST, { email: czech.email }, { headers: { 'accept-language': 'cs' } });
    expect((await t.smtp.waitForMail(czech.email as string)).raw).toContain('Nastavit nové heslo');
    const english = await buildUser(t, { language: 'en_US' });
    await t.gql(REQUEST, { email: english.email });
    expect((await t.smtp.waitForMail(english.email as string)).raw).toContain('Set a new password');
  });

  it('refuses an expired reset code and validates the new password', async () => {
    const user = await buildUser(t);
    const code = await requestResetCode(user.email as string);
    const short = await t.gql(RESET, { code, password: 'short' });
    expect(short.errors?.[0].extensions?.fields).toEqual([
      { field: 'password', messageKey: 'MIN_LENGTH', message: 'Min length 8 characters', params: { minLength: 8 } },
    ]);
    const weak = await t.gql(RESET, { code, password: '12345678' });
    expect(weak.errors?.[0].extensions?.fields).toEqual([
      { field: 'password', messageKey: 'PASSWORD_TOO_WEAK', message: 'This password is too easy to guess' },
    ]);
    await t.app.services.db.execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    expect(errorCode(await t.gql(RESET, { code, password: 'long enough now' }))).toBe(
      'UNAUTHORIZED_INVITE_CODE_EXPIRED',
    );
  });
});

describe('changePassword', () => {
  it('needs the right old password and a different new one', async () => {
    const user = await buildUser(t);
    const { accessToken } = await tokensFor(t, user);
    expect(errorCode(await t.gql(CHANGE, { o: 'wrong old one', n: 'new password 1' }, { token: accessToken }))).toBe(
      'INCORRECT_OLD_PASSWORD',
    );
    const same = await t.gql(CHANGE, { o: user.password, n: user.password }, { token: accessToken });
    expect(same.errors?.[0].extensions?.fields).toEqual([
      { field: 'newPassword', messageKey: 'PASSWORDS_MUST_BE_DIFFERENT', message: 'Passwords must be different' },
    ]);
    expect(errorCode(await t.gql(CHANGE, { o: user.password, n: 'new password 1' }))).toBe('UNAUTHORIZED');
  });

  it("refuses a very guessable new password, and one made of the person's own name", async () => {
    const user = await buildUser(t, { firstname: 'Kristýna', lastname: 'Marešová' });
    const { accessToken } = await tokensFor(t, user);
    for (const weak of ['kocicka1', 'qwertzuiop', 'Marešová1990']) {
      const response = await t.gql(CHANGE, { o: user.password, n: weak }, { token: accessToken });
      expect(response.errors?.[0].extensions?.fields, weak).toEqual([
        { field: 'newPassword', messageKey: 'PASSWORD_TOO_WEAK', message: 'This password is too easy to guess' },
      ]);
    }
    // The old password still signs in: nothing was changed.
    expect((await t.gql(SIGN_IN, { input: { email: user.email, password: user.password } })).errors).toBeUndefined();
  });

  it('limits attempts per account, so a stolen access token cannot guess the password', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '3' });
    try {
      const user = await buildUser(limited);
      const { accessToken } = await tokensFor(limited, user);
      for (let attempt = 0; attempt < 3; attempt++) {
        const wrong = await limited.gql(CHANGE, { o: `guess ${attempt}`, n: 'new password 3' }, { token: accessToken });
        expect(errorCode(wrong)).toBe('INCORRECT_OLD_PASSWORD');
      }
      const right = await limited.gql(CHANGE, { o: user.password, n: 'new password 3' }, { token: accessToken });
      expect(errorCode(right)).toBe('ACTION_NOT_ALLOWED');
    } finally {
      await limited.close();
    }
  });

  it('keeps this session and revokes the others', async () => {
    const user = await buildUser(t);
    const mine = await tokensFor(t, user);
    const other = await tokensFor(t, user);
    const changed = await t.gql(CHANGE, { o: user.password, n: 'new password 2' }, { token: mine.accessToken });
    expect(changed.data).toEqual({ changePassword: true });
    expect((await t.gql(REFRESH, { t: mine.refreshToken })).errors).toBeUndefined();
    expect(errorCode(await t.gql(REFRESH, { t: other.refreshToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    expect((await t.gql(SIGN_IN, { input: { email: user.email, password: 'new password 2' } })).errors).toBeUndefined();
  });
});
