import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signedInUser } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken } }`;
const REFRESH = 'mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }';
const SESSIONS = '{ mySessions { _id browser os platform country signedInAt lastUsedAt current } }';
const SIGN_OUT_SESSION = 'mutation S($id: ID!) { signOutSession(sessionId: $id) }';
const SIGN_OUT_OTHERS = 'mutation { signOutOtherSessions }';
const ME = '{ me { _id } }';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
/** Addresses in IP2Location LITE's Czech and US ranges (Seznam.cz and Google's public DNS). */
const PRAGUE_IP = '77.75.77.222';
const US_IP = '8.8.8.8';

interface Session {
  _id: string;
  browser: string | null;
  os: string | null;
  platform: string | null;
  country: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signInFrom(app: TestApp, user: { email: string | null; password: string }, ua: string, ip: string) {
  const response = await app.gql<{ signIn: { accessToken: string; refreshToken: string } }>(
    SIGN_IN,
    { input: { email: user.email, password: user.password } },
    { headers: { 'user-agent': ua, 'x-forwarded-for': ip } },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.signIn as { accessToken: string; refreshToken: string };
}

async function sessionsOf(app: TestApp, token: string): Promise<Session[]> {
  const response = await app.gql<{ mySessions: Session[] }>(SESSIONS, {}, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.mySessions ?? [];
}

describe('signed-in devices', () => {
  it('lists each device by browser, system and country, the most recently used first, marking this one', async () => {
    const user = await buildUser(t);
    const phone = await signInFrom(t, user, PHONE, PRAGUE_IP);
    const laptop = await signInFrom(t, user, LAPTOP, US_IP);

    const sessions = await sessionsOf(t, laptop.accessToken);
    expect(
      sessions.map(({ browser, os, platform, country, current }) => ({ browser, os, platform, country, current })),
    ).toEqual([
      { browser: 'Firefox', os: 'Windows', platform: 'DESKTOP', country: 'US', current: true },
      { browser: 'Chrome', os: 'Android', platform: 'MOBILE', country: 'CZ', current: false },
    ]);
    expect((await sessionsOf(t, phone.accessToken)).map((session) => session.current)).toEqual([false, true]);
  });

  it('moves a device to the top and updates its country when it refreshes its access token', async () => {
    const user = await buildUser(t);
    const phone = await signInFrom(t, user, PHONE, PRAGUE_IP);
    const laptop = await signInFrom(t, user, LAPTOP, PRAGUE_IP);
    const [before] = await sessionsOf(t, laptop.accessToken);

    const refreshed = await t.gql(REFRESH, { t: phone.refreshToken }, { headers: { 'x-forwarded-for': US_IP } });
    expect(refreshed.errors).toBeUndefined();
    const [top, second] = await sessionsOf(t, laptop.accessToken);
    expect({ browser: top.browser, country: top.country, current: top.current }).toEqual({
      browser: 'Chrome',
      country: 'US',
      current: false,
    });
    expect(Date.parse(top.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(before.lastUsedAt));
    expect(second._id).toBe(before._id);
  });

  it('keeps neither the address nor the raw User-Agent', async () => {
    const user = await buildUser(t);
    await signInFrom(t, user, PHONE, PRAGUE_IP);
    const rows = await t.app.services.db.execute(sql`SELECT * FROM refresh_tokens WHERE user_id = ${user.id}`);
    const stored = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(stored).toContain('"CZ"');
    expect(stored).not.toContain(PRAGUE_IP);
    expect(stored).not.toContain('Pixel 8');
  });

  it('signs a device out at once: its access token and its refresh token stop working, this one goes on', async () => {
    const user = await buildUser(t);
    const phone = await signInFrom(t, user, PHONE, PRAGUE_IP);
    const laptop = await signInFrom(t, user, LAPTOP, PRAGUE_IP);
    const phoneSession = (await sessionsOf(t, laptop.accessToken)).find((session) => !session.current) as Session;

    const response = await t.gql(SIGN_OUT_SESSION, { id: phoneSession._id }, { token: laptop.accessToken });
    expect(response.data).toEqual({ signOutSession: true });
    expect(errorCode(await t.gql(ME, {}, { token: phone.accessToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    expect(errorCode(await t.gql(REFRESH, { t: phone.refreshToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    expect((await t.gql(ME, {}, { token: laptop.accessToken })).errors).toBeUndefined();
    expect((await sessionsOf(t, laptop.accessToken)).map((session) => session._id)).not.toContain(phoneSession._id);
    // Again: nothing left to sign out, still true.
    expect((await t.gql(SIGN_OUT_SESSION, { id: phoneSession._id }, { token: laptop.accessToken })).data).toEqual({
      signOutSession: true,
    });
  });

  it("cannot touch another person's session", async () => {
    const mine = await signedInUser(t);
    const theirs = await signedInUser(t);
    const [theirSession] = await sessionsOf(t, theirs.token);

    expect((await t.gql(SIGN_OUT_SESSION, { id: theirSession._id }, { token: mine.token })).data).toEqual({
      signOutSession: true,
    });
    expect((await t.gql(ME, {}, { token: theirs.token })).errors).toBeUndefined();
    expect((await t.gql(REFRESH, { t: theirs.refreshToken })).errors).toBeUndefined();
    expect((await sessionsOf(t, mine.token)).map((session) => session._id)).not.toContain(theirSession._id);
  });

  it('signs out every other device and keeps this one', async () => {
    const user = await buildUser(t);
    const phone = await signInFrom(t, user, PHONE, PRAGUE_IP);
    const tablet = await signInFrom(
      t,
      user,
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      PRAGUE_IP,
    );
    const laptop = await signInFrom(t, user, LAPTOP, PRAGUE_IP);
    expect((await sessionsOf(t, tablet.accessToken)).find((session) => session.current)?.platform).toBe('TABLET');

    expect((await t.gql(SIGN_OUT_OTHERS, {}, { token: laptop.accessToken })).data).toEqual({
      signOutOtherSessions: true,
    });
    for (const other of [phone, tablet]) {
      expect(errorCode(await t.gql(ME, {}, { token: other.accessToken }))).toBe('UNAUTHORIZED_TOKEN_INVALID');
    }
    const left = await sessionsOf(t, laptop.accessToken);
    expect(left.map((session) => [session.browser, session.current])).toEqual([['Firefox', true]]);
  });

  it('asks for sign-in, and refuses an id that is not one', async () => {
    expect(errorCode(await t.gql(SESSIONS))).toBe('UNAUTHORIZED');
    expect(errorCode(await t.gql(SIGN_OUT_OTHERS))).toBe('UNAUTHORIZED');
    const { token } = await signedInUser(t);
    const response = await t.gql(SIGN_OUT_SESSION, { id: 'phone' }, { token });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('shows no country when the address is private, and believes X-Forwarded-For only from a trusted proxy', async () => {
    const user = await buildUser(t);
    const local = await signInFrom(t, user, LAPTOP, '192.168.1.20');
    expect((await sessionsOf(t, local.accessToken))[0].country).toBeNull();

    const direct = await startTestApp({ TRUST_PROXY: '10.9.9.9' });
    try {
      const other = await buildUser(direct);
      // The test connects from 127.0.0.1, which this server does not take for a proxy: the header is ignored.
      const spoofed = await signInFrom(direct, other, LAPTOP, PRAGUE_IP);
      const [session] = await sessionsOf(direct, spoofed.accessToken);
      expect(session.country).toBeNull();
      expect(session.browser).toBe('Firefox');
    } finally {
      await direct.close();
    }
  });

  it("names a live session's account language, which the server paints the app's first screen in", async () => {
    const user = await buildUser(t, { language: 'en_US' });
    const phone = await signInFrom(t, user, PHONE, PRAGUE_IP);
    const laptop = await signInFrom(t, user, LAPTOP, PRAGUE_IP);
    const current = async (token: string) => (await sessionsOf(t, token)).find((session) => session.current)?._id ?? '';
    const phoneSession = await current(phone.accessToken);
    const laptopSession = await current(laptop.accessToken);
    const accounts = t.app.services.accounts;
    expect(await accounts.sessionLanguage(phoneSession)).toBe('en_US');
    // Changed on the laptop, it is the phone's session's language at once.
    await t.gql('mutation { updateMyProfile(input: { language: cs_CZ }) { _id } }', {}, { token: laptop.accessToken });
    expect(await accounts.sessionLanguage(phoneSession)).toBe('cs_CZ');
    // Nothing for a session signed out, an account disabled, or what is no session at all.
    await t.gql(SIGN_OUT_SESSION, { id: phoneSession }, { token: laptop.accessToken });
    expect(await accounts.sessionLanguage(phoneSession)).toBeNull();
    await t.app.services.db.execute(sql`UPDATE users SET status = 'DISABLED' WHERE id = ${user.id}`);
    expect(await accounts.sessionLanguage(laptopSession)).toBeNull();
    expect(await accounts.sessionLanguage('not-a-session')).toBeNull();
  });
});
