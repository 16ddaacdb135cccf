import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../test/harness.js';

const SECRET = 'local-test-secret';

/**
 * A local server speaking reCAPTCHA's siteverify protocol: form-encoded POST of secret, response
 * and remoteip; JSON answer with success, score and action. Token "human-<ACTION>" passes for that action.
 */
function startSiteVerify(): Promise<{ server: Server; url: string; calls: URLSearchParams[] }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const token = form.get('response') ?? '';
      const [kind, action] = token.split(':');
      const answer =
        form.get('secret') !== SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : kind === 'human'
            ? { success: true, score: 0.9, action }
            : kind === 'bot'
              ? { success: true, score: 0.1, action }
              : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, calls });
    }),
  );
}

const SIGN_UP = 'mutation S($e: String!) { signUp(input: { email: $e }) }';
const SIGN_IN = 'mutation S($e: String!) { signIn(input: { email: $e, password: "whatever1" }) { accessToken } }';

let verify: Awaited<ReturnType<typeof startSiteVerify>>;
let t: TestApp;
beforeAll(async () => {
  verify = await startSiteVerify();
  t = await startTestApp({ BOTCHECK_SECRET: SECRET, BOTCHECK_VERIFY_URL: verify.url });
});
afterAll(async () => {
  await t.close();
  verify.server.close();
});

const withToken = (token: string) => ({ headers: { 'x-bot-check-token': token } });

describe('bot check', () => {
  it('fails without a token, with a rejected token and with a low score', async () => {
    expect(errorCode(await t.gql(SIGN_UP, { e: uniqueEmail() }))).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
    expect(errorCode(await t.gql(SIGN_UP, { e: uniqueEmail() }, withToken('forged')))).toBe(
      'UNAUTHORIZED_RECAPTCHA_FAILED',
    );
    expect(errorCode(await t.gql(SIGN_UP, { e: uniqueEmail() }, withToken('bot:SIGN_UP')))).toBe(
      'UNAUTHORIZED_RECAPTCHA_FAILED',
    );
  });

  it('fails when the token was made for another action', async () => {
    expect(
      errorCode(await t.gql(SIGN_UP, { e: uniqueEmail() }, withToken('human:SIGN_IN_VIA_EMAIL_AND_PASSWORD'))),
    ).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
  });

  it('passes a human token for the right action and sends secret, token and IP', async () => {
    const response = await t.gql(SIGN_UP, { e: uniqueEmail() }, withToken('human:SIGN_UP'));
    expect(response.data).toEqual({ signUp: true });
    const call = verify.calls.at(-1);
    expect(call?.get('secret')).toBe(SECRET);
    expect(call?.get('response')).toBe('human:SIGN_UP');
    expect(call?.get('remoteip')).toBe('127.0.0.1');

    const signIn = await t.gql(SIGN_IN, { e: uniqueEmail() }, withToken('human:SIGN_IN_VIA_EMAIL_AND_PASSWORD'));
    expect(errorCode(signIn)).toBe('UNAUTHORIZED_INVALID_CREDENTIALS');
  });

  it('guards password reset requests, resets and finishing sign-up', async () => {
    const reset = await t.gql('mutation { requestPasswordReset(email: "a@b.cz") }');
    expect(errorCode(reset)).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
    const resetPassword = await t.gql('mutation { resetPassword(code: "abc", password: "password1") }');
    expect(errorCode(resetPassword)).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
    const finish = await t.gql(
      'mutation { finishSignUp(input: { code: "abc", password: "password1", firstname: "A", lastname: "B" }) { accessToken } }',
    );
    expect(errorCode(finish)).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
  });

  it('guards the newsletter and support messages', async () => {
    const newsletter = 'mutation N($e: String!) { subscribeToNewsletter(email: $e) }';
    expect(errorCode(await t.gql(newsletter, { e: uniqueEmail() }))).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
    expect((await t.gql(newsletter, { e: uniqueEmail() }, withToken('human:SUBSCRIBE_TO_NEWSLETTER'))).data).toEqual({
      subscribeToNewsletter: true,
    });
    const support = 'mutation S($e: String!) { sendSupportMessage(input: { email: $e, message: "Dobrý den" }) }';
    expect(errorCode(await t.gql(support, { e: uniqueEmail() }))).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
    expect((await t.gql(support, { e: uniqueEmail() }, withToken('human:SUPPORT_MESSAGE'))).data).toEqual({
      sendSupportMessage: true,
    });
  });
});
