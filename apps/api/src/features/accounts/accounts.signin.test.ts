import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('signIn', () => {
  it('returns both tokens for the right password, e-mail case ignored', async () => {
    const user = await buildUser(t);
    const response = await t.gql<{ signIn: { accessToken: string; refreshToken: string } }>(SIGN_IN, {
      input: { email: ` ${user.email?.toUpperCase()} `, password: user.password },
    });
    expect(response.errors).toBeUndefined();
    const me = await t.gql<{ me: { email: string } }>(
      '{ me { email } }',
      {},
      { token: response.data?.signIn.accessToken },
    );
    expect(me.data?.me.email).toBe(user.email);
  });

  it('answers a wrong password and an unknown e-mail the same way, in similar time', async () => {
    const user = await buildUser(t);
    const timed = async (input: { email: string; password: string }) => {
      const started = performance.now();
      const response = await t.gql(SIGN_IN, { input });
      return { response, ms: performance.now() - started };
    };
    const wrongPassword = () => timed({ email: user.email as string, password: 'wrong password' });
    const unknownEmail = () => timed({ email: uniqueEmail('nobody'), password: 'wrong password' });
    const first = [await wrongPassword(), await unknownEmail()];
    expect(first.map(({ response }) => errorCode(response))).toEqual([
      'UNAUTHORIZED_INVALID_CREDENTIALS',
      'UNAUTHORIZED_INVALID_CREDENTIALS',
    ]);
    expect(first[0].response.errors?.[0].message).toBe(first[1].response.errors?.[0].message);
    // Both verify an argon2id hash; neither answers in a fraction of the other's time. The fastest of five each, taken
    // in turns: on a busy CI machine an attempt can wait for a CPU far longer than its hash takes, and a busy spell
    // then falls on both kinds alike rather than on all of one kind.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push((await wrongPassword()).ms);
      unknown.push((await unknownEmail()).ms);
    }
    const [fastestKnown, fastestUnknown] = [Math.min(...known), Math.min(...unknown)];
    expect(fastestUnknown).toBeGreaterThan(fastestKnown / 3);
    expect(fastestKnown).toBeGreaterThan(fastestUnknown / 3);
  });

  it('refuses a disabled account with UNAUTHORIZED_INACTIVE', async () => {
    const user = await buildUser(t, { status: 'DISABLED' });
    const response = await t.gql(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(errorCode(response)).toBe('UNAUTHORIZED_INACTIVE');
  });

  it('validates the input', async () => {
    const response = await t.gql(SIGN_IN, { input: { email: '', password: '' } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0].extensions?.fields).toEqual([
      { field: 'email', messageKey: 'REQUIRED', message: 'This field is required' },
      { field: 'password', messageKey: 'REQUIRED', message: 'This field is required' },
    ]);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail and per IP with ACTION_NOT_ALLOWED and retryAfter', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '3', RATE_LIMIT_PER_IP: '5' });
    try {
      const email = uniqueEmail('target');
      const attempt = (address: string) => limited.gql(SIGN_IN, { input: { email: address, password: 'guess-guess' } });
      for (let i = 0; i < 3; i++) expect(errorCode(await attempt(email))).toBe('UNAUTHORIZED_INVALID_CREDENTIALS');
      const blocked = await attempt(email);
      expect(errorCode(blocked)).toBe('ACTION_NOT_ALLOWED');
      expect(blocked.errors?.[0].extensions?.retryAfter).toBeGreaterThan(0);

      // Another e-mail from the same IP: the per-IP limit (5) is reached after one more attempt.
      expect(errorCode(await attempt(uniqueEmail()))).toBe('UNAUTHORIZED_INVALID_CREDENTIALS');
      expect(errorCode(await attempt(uniqueEmail()))).toBe('ACTION_NOT_ALLOWED');
      expect(errorCode(await limited.gql('mutation { signUp(input: { email: "x@y.cz" }) }'))).not.toBe(
        'ACTION_NOT_ALLOWED',
      );
    } finally {
      await limited.close();
    }
  });

  it('limits password reset requests too', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const reset = (email: string) =>
        limited.gql('mutation R($e: String!) { requestPasswordReset(email: $e) }', { e: email });
      const email = uniqueEmail();
      expect((await reset(email)).data).toEqual({ requestPasswordReset: true });
      expect((await reset(email)).data).toEqual({ requestPasswordReset: true });
      expect(errorCode(await reset(email))).toBe('ACTION_NOT_ALLOWED');
    } finally {
      await limited.close();
    }
  });
});
