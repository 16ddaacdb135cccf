import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import { TestSmtpServer } from '../../../test/smtp.js';

const SIGN_UP = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) }';
const FINISH = `mutation Finish($input: FinishSignUpInput!) {
  finishSignUp(input: $input) { accessToken refreshToken }
}`;
const ME =
  '{ me { _id fullname firstname lastname email roles onboardingCompleted language city { _id } sex ageRange } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signUpAndReadCode(email: string, language = 'cs_CZ') {
  const response = await t.gql(SIGN_UP, { input: { email, language } });
  expect(response.errors).toBeUndefined();
  const mail = await t.smtp.waitForMail(email);
  const link = TestSmtpServer.linkIn(mail, '/app/finish-signup');
  return { mail, link, code: link.searchParams.get('code') as string };
}

describe('signUp and finishSignUp', () => {
  it('mails a finish-sign-up link in Czech, then creates the account and signs in', async () => {
    const email = uniqueEmail('new');
    const { mail, link, code } = await signUpAndReadCode(email);
    expect(link.origin + link.pathname).toBe(`${TEST_PUBLIC_URL}/app/finish-signup`);
    expect(code.length).toBeGreaterThanOrEqual(32);
    expect(mail.raw).toContain('Vítejte v Toulkách!');
    expect(mail.raw).toContain('text/html');

    const finished = await t.gql<{ finishSignUp: { accessToken: string; refreshToken: string } }>(FINISH, {
      input: { code, password: 'hory a doly 2026', firstname: 'Petr', lastname: 'Svoboda' },
    });
    expect(finished.errors).toBeUndefined();
    const me = await t.gql<{ me: Record<string, unknown> }>(ME, {}, { token: finished.data?.finishSignUp.accessToken });
    expect(me.data?.me).toMatchObject({
      fullname: 'Petr Svoboda',
      email,
      roles: ['USER'],
      onboardingCompleted: false,
      language: 'cs_CZ',
      city: null,
      sex: null,
      ageRange: null,
    });
  });

  it('refuses a very guessable password on its field, and the code still works with a better one', async () => {
    const email = uniqueEmail('weak');
    const { code } = await signUpAndReadCode(email);
    for (const password of ['heslo123', 'password1', 'Svoboda2026', email.split('@')[0]]) {
      const weak = await t.gql(FINISH, { input: { code, password, firstname: 'Petr', lastname: 'Svoboda' } });
      expect(weak.errors?.[0].extensions, password).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'password', messageKey: 'PASSWORD_TOO_WEAK', message: 'This password is too easy to guess' }],
      });
    }
    const strong = await t.gql(FINISH, {
      input: { code, password: 'Smrk a buk na Šumavě', firstname: 'Petr', lastname: 'Svoboda' },
    });
    expect(strong.errors).toBeUndefined();
  });

  it('mails in English when asked', async () => {
    const email = uniqueEmail('en');
    const { mail } = await signUpAndReadCode(email, 'en_US');
    expect(mail.raw).toContain('Welcome to Toulky!');
  });

  it('rejects an e-mail that already has an account, whatever its case', async () => {
    const email = uniqueEmail('dup');
    const { code } = await signUpAndReadCode(email);
    await t.gql(FINISH, { input: { code, password: 'hory a doly 2026', firstname: 'A', lastname: 'B' } });
    const again = await t.gql(SIGN_UP, { input: { email: email.toUpperCase() } });
    expect(errorCode(again)).toBe('BAD_USER_INPUT_USER_ALREADY_EXISTS');
  });

  it('lets a code work only once', async () => {
    const { code } = await signUpAndReadCode(uniqueEmail('once'));
    const input = { code, password: 'hory a doly 2026', firstname: 'Eva', lastname: 'Malá' };
    expect((await t.gql(FINISH, { input })).errors).toBeUndefined();
    expect(errorCode(await t.gql(FINISH, { input }))).toBe('UNAUTHORIZED_INVALID_INVITE_CODE');
  });

  it('rejects an unknown code and an expired one', async () => {
    const input = { code: 'not-a-real-code-at-all', password: 'hory a doly 2026', firstname: 'Eva', lastname: 'Malá' };
    expect(errorCode(await t.gql(FINISH, { input }))).toBe('UNAUTHORIZED_INVALID_INVITE_CODE');

    const email = uniqueEmail('late');
    const { code } = await signUpAndReadCode(email);
    await t.app.services.db.execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 minute' WHERE email = ${email}`,
    );
    expect(errorCode(await t.gql(FINISH, { input: { ...input, code } }))).toBe('UNAUTHORIZED_INVITE_CODE_EXPIRED');
  });

  it('validates input with the spec messages', async () => {
    const bad = await t.gql(SIGN_UP, { input: { email: 'not-an-email' } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.fields).toEqual([
      { field: 'email', messageKey: 'INVALID_EMAIL', message: 'Invalid email' },
    ]);

    const { code } = await signUpAndReadCode(uniqueEmail('short'));
    const short = await t.gql(FINISH, { input: { code, password: 'short', firstname: '', lastname: 'x'.repeat(51) } });
    expect(errorCode(short)).toBe('BAD_USER_INPUT');
    expect(short.errors?.[0].extensions?.fields).toEqual([
      { field: 'password', messageKey: 'MIN_LENGTH', message: 'Min length 8 characters', params: { minLength: 8 } },
      { field: 'firstname', messageKey: 'REQUIRED', message: 'This field is required' },
      { field: 'lastname', messageKey: 'MAX_LENGTH', message: 'Max length 50 characters', params: { maxLength: 50 } },
    ]);
    // Validation failed before the code was spent: it still works.
    const ok = await t.gql(FINISH, { input: { code, password: 'long enough', firstname: 'Jan', lastname: 'Dlouhý' } });
    expect(ok.errors).toBeUndefined();
  });

  it('rejects a bad language value as BAD_USER_INPUT', async () => {
    const response = await t.gql(SIGN_UP, { input: { email: uniqueEmail(), language: 'de_DE' } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});
