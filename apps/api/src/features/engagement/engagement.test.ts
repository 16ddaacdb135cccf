import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';

const ONBOARDING = `mutation O($input: OnboardingPreferencesInput!) { updateOnboardingPreferences(input: $input) {
  _id onboardingCompleted interests sex ageRange city { name }
  onboardingPreferences { drink sleep transport company durations referralSource referralText }
} }`;
const SUBSCRIBE = 'mutation N($e: String!, $l: Language) { subscribeToNewsletter(email: $e, language: $l) }';
const CONFIRM = 'mutation C($c: String!) { confirmNewsletterSubscription(code: $c) }';
const SUPPORT = 'mutation S($input: SupportMessageInput!) { sendSupportMessage(input: $input) }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_EMAIL: 'podpora@toulky.test' });
});
afterAll(() => t.close());

describe('updateOnboardingPreferences', () => {
  it('saves each step on its own and marks onboarding completed', async () => {
    const { token } = await signedInUser(t);
    const city = await t.gql<{ cities: Array<{ _id: string }> }>('{ cities(filter: { search: "Tábor" }) { _id } }');
    const step1 = await t.gql(
      ONBOARDING,
      { input: { cityId: city.data?.cities[0]._id, sex: 'F', ageRange: 30 } },
      { token },
    );
    expect(step1.data?.updateOnboardingPreferences).toMatchObject({
      sex: 'F',
      ageRange: 30,
      city: { name: 'Tábor' },
      onboardingCompleted: false,
    });
    await t.gql(
      ONBOARDING,
      { input: { drink: 'TEA', sleep: 'HOTEL', transport: 'PUBLIC_TRANSPORT', company: 'WITH_COMPANION' } },
      { token },
    );
    await t.gql(
      ONBOARDING,
      { input: { durations: ['HALF_DAY', 'WHOLE_DAY'], interests: ['CHILDREN', 'CASTLES'] } },
      { token },
    );
    const done = await t.gql(ONBOARDING, { input: { referralSource: 'RECOMMENDATION', completed: true } }, { token });
    expect(done.errors).toBeUndefined();
    expect(done.data?.updateOnboardingPreferences).toMatchObject({
      onboardingCompleted: true,
      interests: ['CHILDREN', 'CASTLES'],
      sex: 'F',
      onboardingPreferences: {
        drink: 'TEA',
        sleep: 'HOTEL',
        transport: 'PUBLIC_TRANSPORT',
        company: 'WITH_COMPANION',
        durations: ['HALF_DAY', 'WHOLE_DAY'],
        referralSource: 'RECOMMENDATION',
        referralText: null,
      },
    });
  });

  it('keeps the step reached, so the flow resumes there, and refuses a step outside 1–4', async () => {
    const { token } = await signedInUser(t);
    const saved = await t.gql(
      ONBOARDING.replace('referralText }', 'referralText step }'),
      { input: { step: 2 } },
      {
        token,
      },
    );
    expect(saved.data?.updateOnboardingPreferences).toMatchObject({ onboardingPreferences: { step: 2 } });
    for (const step of [0, 5]) {
      const refused = await t.gql(ONBOARDING, { input: { step } }, { token });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'step' }] });
    }
  });

  it('refuses more than 5 interests, OTHER without text and an unknown city, naming the field', async () => {
    const { token } = await signedInUser(t);
    const tooMany = await t.gql(
      ONBOARDING,
      { input: { interests: ['CHILDREN', 'DOGS', 'STROLLER', 'CASTLES', 'PICNIC', 'SWIMMING'] } },
      { token },
    );
    expect(tooMany.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'interests', messageKey: 'MAX_INTERESTS', params: { length: 5 } }],
    });
    const other = await t.gql(ONBOARDING, { input: { referralSource: 'OTHER', referralText: '  ' } }, { token });
    expect(other.errors?.[0].extensions).toMatchObject({
      fields: [{ field: 'referralText', messageKey: 'REFERRAL_OTHER_NEEDS_TEXT' }],
    });
    expect(errorCode(await t.gql(ONBOARDING, { input: { cityId: '999999999' } }, { token }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(ONBOARDING, { input: { ageRange: 25 } }, { token }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(ONBOARDING, { input: { completed: true } }))).toBe('UNAUTHORIZED');
  });
});

describe('newsletter', () => {
  it('confirms by the mailed link once, and never tells whether an address was subscribed', async () => {
    const email = uniqueEmail('news');
    expect((await t.gql(SUBSCRIBE, { e: email, l: 'en_US' })).data).toEqual({ subscribeToNewsletter: true });
    const mail = await t.smtp.waitForMail(email);
    expect(mail.raw).toContain('Confirm your Toulky newsletter subscription');
    // An English subscriber's link opens the English page.
    const code = new RegExp(`${TEST_PUBLIC_URL}/en/newsletter/confirm\\?code=([A-Za-z0-9_-]+)`).exec(mail.raw)?.[1];
    expect(code).toBeTruthy();
    expect((await t.gql(CONFIRM, { c: code })).data).toEqual({ confirmNewsletterSubscription: true });
    expect(errorCode(await t.gql(CONFIRM, { c: code }))).toBe('UNAUTHORIZED_INVALID_INVITE_CODE');

    const mailsBefore = t.smtp.mails.length;
    expect((await t.gql(SUBSCRIBE, { e: email.toUpperCase() })).data).toEqual({ subscribeToNewsletter: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mails.length).toBe(mailsBefore);
    expect(errorCode(await t.gql(SUBSCRIBE, { e: 'not-an-email' }))).toBe('BAD_USER_INPUT');
  });
});

describe('sendSupportMessage', () => {
  it('mails the support address with the sender to reply to, from visitors and signed-in users', async () => {
    const visitor = uniqueEmail('visitor');
    expect((await t.gql(SUPPORT, { input: { email: visitor, message: 'Chybí mi výlety na Vysočině.' } })).data).toEqual(
      {
        sendSupportMessage: true,
      },
    );
    const mail = await t.smtp.waitForMail('podpora@toulky.test');
    expect(mail.raw).toContain('Chybí mi výlety na Vysočině.');
    expect(mail.raw).toContain(`Reply-To: ${visitor}`);

    const { user, token } = await signedInUser(t);
    expect((await t.gql(SUPPORT, { input: { message: 'Díky za aplikaci!' } }, { token })).data).toEqual({
      sendSupportMessage: true,
    });
    await expect
      .poll(() => t.smtp.mails.find((received) => received.raw.includes(`Reply-To: ${user.email}`))?.raw)
      .toContain(`Od: Tereza Horáková <${user.email}>`);
  });

  it('needs an e-mail from a visitor and a message from everyone', async () => {
    const noEmail = await t.gql(SUPPORT, { input: { message: 'Ahoj' } });
    expect(noEmail.errors?.[0].extensions).toMatchObject({ fields: [{ field: 'email', messageKey: 'REQUIRED' }] });
    expect(errorCode(await t.gql(SUPPORT, { input: { email: uniqueEmail(), message: '   ' } }))).toBe('BAD_USER_INPUT');
  });
});
