import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';

const SUBSCRIBE = 'mutation N($e: String!, $l: Language) { subscribeToNewsletter(email: $e, language: $l) }';
const CONFIRM = 'mutation C($c: String!) { confirmNewsletterSubscription(code: $c) }';
const UPDATE = 'mutation U($s: Boolean!) { updateNewsletterSubscription(subscribed: $s) { _id newsletterSubscribed } }';
const UNSUBSCRIBE = 'mutation X($t: String!) { unsubscribeFromNewsletter(token: $t) }';
const ME = '{ me { newsletterSubscribed createdAt } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The mails to an address so far whose text contains the fragment. */
function mailsTo(email: string, fragment: string) {
  return t.smtp.mails.filter((mail) => mail.to.includes(email) && mail.raw.includes(fragment));
}

function unsubscribeToken(raw: string): string {
  const token = new RegExp(`${TEST_PUBLIC_URL}/newsletter/unsubscribe\\?token=([A-Za-z0-9_.-]+)`).exec(raw)?.[1];
  if (!token) throw new Error('no unsubscribe link in the mail');
  return token;
}

describe('newsletter of an account', () => {
  it('is off for a new account, on and off without double opt-in, and welcomes the new subscriber once', async () => {
    const { user, token } = await signedInUser(t);
    const email = user.email ?? '';
    expect((await t.gql(ME, {}, { token })).data).toMatchObject({ me: { newsletterSubscribed: false } });
    expect((await t.gql(UPDATE, { s: true }, { token })).data).toEqual({
      updateNewsletterSubscription: { _id: user.id, newsletterSubscribed: true },
    });
    await expect.poll(() => mailsTo(email, 'Odhlásit odběr jedním kliknutím').length).toBe(1);
    const [welcome] = mailsTo(email, 'Odhlásit odběr jedním kliknutím');
    expect(welcome.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/toulky\.test\/newsletter\/unsubscribe\?token=/m);
    expect(welcome.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // Turning it on again changes nothing and sends nothing more.
    await t.gql(UPDATE, { s: true }, { token });
    expect((await t.gql(UPDATE, { s: false }, { token })).data).toEqual({
      updateNewsletterSubscription: { _id: user.id, newsletterSubscribed: false },
    });
    expect(mailsTo(email, 'Odhlásit odběr jedním kliknutím')).toHaveLength(1);
    expect(errorCode(await t.gql(UPDATE, { s: true }))).toBe('UNAUTHORIZED');
  });

  it('agrees with subscribeToNewsletter for the same address, whatever its case', async () => {
    const { user, token } = await signedInUser(t, { email: uniqueEmail('Mixed').replace('mixed', 'Mixed') });
    const email = user.email ?? '';
    await t.gql(SUBSCRIBE, { e: email.toUpperCase(), l: 'en_US' });
    const mail = await t.smtp.waitForMail(email.toLowerCase());
    const code = /\/newsletter\/confirm\?code=([A-Za-z0-9_-]+)/.exec(mail.raw)?.[1];
    expect((await t.gql(ME, {}, { token })).data).toMatchObject({ me: { newsletterSubscribed: false } });
    await t.gql(CONFIRM, { c: code });
    expect((await t.gql(ME, {}, { token })).data).toMatchObject({ me: { newsletterSubscribed: true } });
    // The confirmation is welcomed in the subscriber's language, with the one-click link.
    await expect.poll(() => mailsTo(email.toLowerCase(), 'Unsubscribe with one click').length).toBe(1);

    await t.gql(UPDATE, { s: false }, { token });
    expect((await t.gql(ME, {}, { token })).data).toMatchObject({ me: { newsletterSubscribed: false } });
  });
});

describe('one-click unsubscribe', () => {
  it("ends the subscription of the link's address, and refuses a link that is not ours", async () => {
    const { user, token } = await signedInUser(t);
    const email = user.email ?? '';
    await t.gql(UPDATE, { s: true }, { token });
    await expect.poll(() => mailsTo(email, '/newsletter/unsubscribe').length).toBe(1);
    const link = unsubscribeToken(mailsTo(email, '/newsletter/unsubscribe')[0].raw);

    expect((await t.gql(UNSUBSCRIBE, { t: link })).data).toEqual({ unsubscribeFromNewsletter: true });
    expect((await t.gql(ME, {}, { token })).data).toMatchObject({ me: { newsletterSubscribed: false } });
    // Following it again is harmless.
    expect((await t.gql(UNSUBSCRIBE, { t: link })).data).toEqual({ unsubscribeFromNewsletter: true });

    const forged = `${Buffer.from('someone@example.cz').toString('base64url')}.${link.split('.')[1]}`;
    expect(errorCode(await t.gql(UNSUBSCRIBE, { t: forged }))).toBe('UNAUTHORIZED_INVALID_INVITE_CODE');
    expect(errorCode(await t.gql(UNSUBSCRIBE, { t: 'garbage' }))).toBe('UNAUTHORIZED_INVALID_INVITE_CODE');
  });
});

describe('User.createdAt', () => {
  it('is when the account was made', async () => {
    const before = Date.now();
    const { token } = await signedInUser(t);
    const { data } = await t.gql<{ me: { createdAt: string } }>(ME, {}, { token });
    expect(Math.abs(Date.parse(data?.me.createdAt ?? '') - before)).toBeLessThan(60_000);
  });
});
