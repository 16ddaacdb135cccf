import { gql, inLanguage, type SeededUser, seedUser, uniqueEmail } from '../support/api';
import { accessTokenOf, openTab, signInThroughUi, sitePath, toggleChip, useLanguage } from '../support/app';
import { E2E } from '../support/environment';
import { linkIn, waitForMail } from '../support/mail';
import { expect, type Page, test } from '../support/test';
import { LANGUAGES, type Language } from '../support/texts';

/** České Budějovice, the town the journeys choose (from the municipality register the API uses). */
const BUDEJOVICE = { lat: 48.975758, lng: 14.480355 };

/** Straight-line distance in km, as the API ranks recommendations (equirectangular approximation). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dx = (a.lng - b.lng) * Math.cos((b.lat * Math.PI) / 180);
  return 111.2 * Math.hypot(a.lat - b.lat, dx);
}

interface Me {
  onboardingCompleted: boolean;
  city: { name: string } | null;
  sex: string | null;
  ageRange: number | null;
  interests: string[];
  onboardingPreferences: {
    drink: string | null;
    sleep: string | null;
    durations: string[];
    referralSource: string | null;
    referralText: string | null;
    step: number | null;
  } | null;
}

async function me(page: Page): Promise<Me> {
  const data = await gql<{ me: Me }>(
    E2E.appUrl,
    `{ me { onboardingCompleted city { name } sex ageRange interests
       onboardingPreferences { drink sleep durations referralSource referralText step } } }`,
    {},
    await accessTokenOf(page),
  );
  return data.me;
}

/** Expects the questionnaire at the given step: its progress and its heading. */
async function expectStep(page: Page, language: Language, step: number, title: string): Promise<void> {
  const { onboarding } = language.t;
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('progressbar', { name: onboarding.progressLabel })).toHaveAttribute(
    'aria-valuetext',
    onboarding.progress.replace('{{step}}', String(step)).replace('{{total}}', '4'),
  );
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Step 1: České Budějovice typed without diacritics, a woman of 30–44. */
async function answerAboutYou(page: Page, language: Language): Promise<void> {
  const { onboarding, common } = language.t;
  const city = page.getByRole('combobox', { name: onboarding.aboutYou.city });
  await city.fill('xyzq');
  await expect(page.getByText(common.cityField.notFound.replace('{{search}}', 'xyzq'))).toBeVisible();
  await city.fill('ceske bud');
  const option = page.getByRole('option').filter({ has: page.getByText('České Budějovice', { exact: true }) });
  await expect(option).toContainText(common.regions.SOUTH_BOHEMIAN);
  await page.screenshot({ path: test.info().outputPath('city.png') });
  await option.click();
  await expect(city).toHaveValue('České Budějovice');
  await page.getByRole('radio', { name: onboarding.aboutYou.sexes.F, exact: true }).click();
  await page.getByRole('radio', { name: onboarding.aboutYou.ages.from30, exact: true }).click();
}

/**
 * Signs out with the profile's button once the profile has loaded, as a person does: before that, the button sits
 * under two placeholders and moves down when the profile replaces them.
 */
async function signOutThroughProfile(page: Page, language: Language, user: SeededUser): Promise<void> {
  const { common, pages } = language.t;
  await openTab(page, common.nav.profile);
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole('button', { name: pages.profile.signOut }).click();
  await expect(page).toHaveURL(`${E2E.appUrl}${sitePath(language, '/')}`);
}

for (const language of LANGUAGES) {
  const { auth, onboarding, trips, validation, wall } = language.t;
  const { aboutYou, eitherOr, tripPreferences, thanks } = onboarding;

  test.describe(`onboarding ${language.tag}`, () => {
    test('sign up → four steps → the wall recommends trips near the chosen town first', async ({ page }) => {
      await useLanguage(page, language);
      const email = uniqueEmail('onboarding');
      await page.goto('/app/signup');
      await page.getByLabel(auth.fields.email).fill(email);
      await page.getByRole('button', { name: auth.signUp.submit }).click();
      await page.goto(linkIn(await waitForMail(email), '/app/finish-signup'));
      await page.getByLabel(auth.fields.firstname).fill('Klára');
      await page.getByLabel(auth.fields.lastname).fill('Dvořáková');
      await page.getByLabel(auth.fields.password, { exact: true }).fill('Procházka 2026');
      await page.getByLabel(auth.fields.passwordAgain).fill('Procházka 2026');
      await page.getByRole('button', { name: auth.finishSignUp.submit }).click();

      await expectStep(page, language, 1, aboutYou.title);
      await expect(page.getByRole('button', { name: onboarding.back })).toHaveCount(0);
      await answerAboutYou(page, language);
      await page.screenshot({ path: test.info().outputPath('step-1.png'), fullPage: true });
      await page.getByRole('button', { name: onboarding.next }).click();

      await expectStep(page, language, 2, eitherOr.title);
      await page.getByRole('radio', { name: eitherOr.drink.TEA, exact: true }).click();
      await expect(page.getByRole('radio', { name: eitherOr.drink.TEA, exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      // The keyboard moves the choice within a pair, as with radio buttons.
      await page.getByRole('radio', { name: eitherOr.sleep.SLEEPING_BAG, exact: true }).click();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: eitherOr.sleep.HOTEL, exact: true })).toBeFocused();
      await expect(page.getByRole('radio', { name: eitherOr.sleep.HOTEL, exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.getByRole('radiogroup', { name: eitherOr.sleep.label })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('step-2.png'), fullPage: true });
      await page.getByRole('button', { name: onboarding.next }).click();

      await expectStep(page, language, 3, tripPreferences.title);
      await toggleChip(page, trips.values.HALF_DAY, true);
      const six = ['CHILDREN', 'DOGS', 'STROLLER', 'CASTLES', 'PICNIC', 'LOOKOUT_TOWERS'] as const;
      for (const interest of six) await toggleChip(page, trips.values[interest], true);
      await page.getByRole('button', { name: onboarding.next }).click();
      await expect(page.getByText(validation.MAX_INTERESTS_other.replace('{{count}}', '5'))).toBeVisible();
      await expectStep(page, language, 3, tripPreferences.title);
      for (const interest of six.slice(0, 5)) await toggleChip(page, trips.values[interest], false);
      await page.screenshot({ path: test.info().outputPath('step-3.png'), fullPage: true });
      await page.getByRole('button', { name: onboarding.next }).click();

      await expectStep(page, language, 4, thanks.title);
      await page.getByRole('radio', { name: thanks.sources.OTHER, exact: true }).click();
      await page.getByRole('button', { name: onboarding.finish }).click();
      await expect(page.getByText(validation.REFERRAL_OTHER_NEEDS_TEXT)).toBeVisible();
      await expect(page.getByRole('textbox', { name: thanks.otherText })).toBeFocused();
      await expectStep(page, language, 4, thanks.title);
      await page.screenshot({ path: test.info().outputPath('step-4.png'), fullPage: true });
      await page.getByRole('textbox', { name: thanks.otherText }).fill('Podcast');
      await page.getByRole('button', { name: onboarding.finish }).click();

      await expect(page).toHaveURL(/\/app\/dashboard$/);
      const saved = await me(page);
      expect(saved).toMatchObject({
        onboardingCompleted: true,
        city: { name: 'České Budějovice' },
        sex: 'F',
        ageRange: 30,
        interests: ['LOOKOUT_TOWERS'],
        onboardingPreferences: {
          drink: 'TEA',
          sleep: 'HOTEL',
          durations: ['HALF_DAY'],
          referralSource: 'OTHER',
          referralText: 'Podcast',
        },
      });

      const strip = page.getByRole('region', { name: wall.recommended.title });
      await expect(strip.getByRole('listitem').first()).toBeVisible();
      const { recommendedTrips } = await gql<{
        recommendedTrips: Array<{ _id: string; title: string; coordinates: { lat: number; lng: number } }>;
      }>(
        E2E.appUrl,
        '{ recommendedTrips(limit: 8) { _id title coordinates { lat lng } } }',
        {},
        await accessTokenOf(page),
        inLanguage(language),
      );
      expect(recommendedTrips.length).toBeGreaterThan(0);
      await expect(strip.getByRole('link')).toHaveText(recommendedTrips.map((trip) => trip.title));
      expect(distanceKm(recommendedTrips[0].coordinates, BUDEJOVICE)).toBeLessThan(60);
      await page.screenshot({ path: test.info().outputPath('wall.png') });

      await strip.getByRole('link', { name: recommendedTrips[0].title }).click();
      await expect(page).toHaveURL(new RegExp(`/app/trips/${recommendedTrips[0]._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: recommendedTrips[0].title })).toBeVisible();
    });

    test('left at step 2, the questionnaire resumes there with the first answers kept', async ({ page }) => {
      const user = await seedUser(E2E.appUrl, 'resume', { onboarded: false, language });
      await useLanguage(page, language);
      await signInThroughUi(page, language, user);
      await expectStep(page, language, 1, aboutYou.title);
      await answerAboutYou(page, language);

      // A save that fails keeps the step and what was chosen.
      await page.route('**/graphql', (route) =>
        route.request().postData()?.includes('updateOnboardingPreferences') ? route.abort() : route.fallback(),
      );
      await page.getByRole('button', { name: onboarding.next }).click();
      await expect(page.getByText(onboarding.saveFailed)).toBeVisible();
      await expectStep(page, language, 1, aboutYou.title);
      await expect(page.getByRole('combobox', { name: aboutYou.city })).toHaveValue('České Budějovice');
      await page.unroute('**/graphql');
      await page.getByRole('button', { name: onboarding.next }).click();
      await expectStep(page, language, 2, eitherOr.title);
      expect((await me(page)).onboardingPreferences?.step).toBe(2);

      await page.goto('/app/trips');
      await signOutThroughProfile(page, language, user);
      await signInThroughUi(page, language, user);
      await expectStep(page, language, 2, eitherOr.title);
      await page.getByRole('button', { name: onboarding.back }).click();
      await expectStep(page, language, 1, aboutYou.title);
      await expect(page.getByRole('combobox', { name: aboutYou.city })).toHaveValue('České Budějovice');
      await expect(page.getByRole('radio', { name: aboutYou.sexes.F, exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.getByRole('radio', { name: aboutYou.ages.from30, exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );

      // The city can be cleared again: the field may stay empty.
      await page.getByRole('button', { name: language.t.common.cityField.clear }).click();
      await expect(page.getByRole('combobox', { name: aboutYou.city })).toHaveValue('');
      await page.getByRole('button', { name: onboarding.next }).click();
      await expectStep(page, language, 2, eitherOr.title);
      expect((await me(page)).city).toBeNull();
    });

    test('skip keeps what was given, lands on the wall and is not asked again', async ({ page }) => {
      const user = await seedUser(E2E.appUrl, 'skip', { onboarded: false, language });
      await useLanguage(page, language);
      await signInThroughUi(page, language, user);
      await expectStep(page, language, 1, aboutYou.title);
      await page.getByRole('radio', { name: aboutYou.sexes.M, exact: true }).click();
      await page.getByRole('button', { name: onboarding.skip }).click();

      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect(page.getByRole('region', { name: wall.recommended.title }).getByRole('link').first()).toBeVisible();
      expect(await me(page)).toMatchObject({ onboardingCompleted: true, sex: 'M', city: null });

      await signOutThroughProfile(page, language, user);
      await signInThroughUi(page, language, user);
      await expect(page).toHaveURL(/\/app\/trips$/);
    });
  });
}
