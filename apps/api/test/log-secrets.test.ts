import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutQueryValues } from '../src/platform/logger.js';
import { uniqueEmail } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { TestSmtpServer } from './smtp.js';

const lines: string[] = [];
const log = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'trace' }, undefined, { logTo: log });
});
afterAll(() => t.close());

const PASSWORD = 'Tajné heslo 2026';
const NEW_PASSWORD = 'Jiné tajné heslo 2027';

describe('the log of a whole journey', () => {
  it('holds no password, token, mailed code or e-mail address', async () => {
    const email = uniqueEmail('log');
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, email];

    await t.gql('mutation S($e: String!) { signUp(input: { email: $e }) }', { e: email });
    const signUpCode = TestSmtpServer.linkIn(await t.smtp.waitForMail(email), '/app/finish-signup').searchParams.get(
      'code',
    ) as string;
    // The mailed link, opened as a person does (the app shell answers it).
    await fetch(`${t.url}/app/finish-signup?code=${signUpCode}`);
    const finished = await t.gql<{ finishSignUp: { accessToken: string; refreshToken: string } }>(
      'mutation F($i: FinishSignUpInput!) { finishSignUp(input: $i) { accessToken refreshToken } }',
      { i: { code: signUpCode, password: PASSWORD, firstname: 'Jana', lastname: 'Nováková' } },
    );
    const { accessToken, refreshToken } = finished.data?.finishSignUp ?? { accessToken: '', refreshToken: '' };
    secrets.push(signUpCode, accessToken, refreshToken);

    // A wrong password, a right one, a refresh, a changed password.
    await t.gql('mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }', {
      e: email,
      p: 'not the password',
    });
    await t.gql('mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }', {
      e: email,
      p: PASSWORD,
    });
    await t.gql('mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }', { t: refreshToken });
    await t.gql(
      'mutation C($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }',
      { o: PASSWORD, n: NEW_PASSWORD },
      { token: accessToken },
    );

    // A forgotten password, reset from the mail.
    await t.gql('mutation P($e: String!) { requestPasswordReset(email: $e) }', { e: email });
    const resetCode = TestSmtpServer.linkIn(await t.smtp.waitForMail(email), '/app/reset-password').searchParams.get(
      'code',
    ) as string;
    secrets.push(resetCode);
    await fetch(`${t.url}/app/reset-password?code=${resetCode}`);
    await t.gql('mutation R($c: String!, $p: String!) { resetPassword(code: $c, password: $p) }', {
      c: resetCode,
      p: PASSWORD,
    });

    // The newsletter, a support message, a GraphQL GET with the e-mail in its variables, and goodbye.
    await t.gql('mutation N($e: String!) { subscribeToNewsletter(email: $e) }', { e: email });
    await t.gql(
      'mutation M($m: String!) { sendSupportMessage(input: { message: $m }) }',
      { m: 'Dobrý den' },
      {
        token: accessToken,
      },
    );
    const variables = encodeURIComponent(JSON.stringify({ e: email }));
    const query = encodeURIComponent('query Q($e: String!) { cities(filter: { search: $e }) { _id } }');
    await fetch(`${t.url}/graphql?query=${query}&variables=${variables}`);
    await t.gql('mutation { deleteAccount(feedback: "Díky") }', {}, { token: accessToken });

    expect(lines.length).toBeGreaterThan(10);
    const leaks = secrets.flatMap((secret) =>
      lines
        .filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)))
        .map((line) => `${secret}: ${line}`),
    );
    expect(leaks).toEqual([]);
  });
});

describe('withoutQueryValues', () => {
  it('keeps the path and the parameter names, hides the values', () => {
    expect(withoutQueryValues('/app/finish-signup?code=abc&lang=cs')).toBe(
      '/app/finish-signup?code=[redacted]&lang=[redacted]',
    );
    expect(withoutQueryValues('/blog/clanek')).toBe('/blog/clanek');
  });
});
