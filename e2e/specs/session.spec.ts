import { seedUser } from '../support/api';
import { openTab, signInThroughUi, sitePath, useLanguage } from '../support/app';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

for (const language of LANGUAGES) {
  const { auth, pages, common, site } = language.t;

  test.describe(`session ${language.tag}`, () => {
    test('sign in lands on Trips; signing out goes to Landing', async ({ page }) => {
      const user = await seedUser(E2E.appUrl, 'hiker', { language });
      await useLanguage(page, language);
      await signInThroughUi(page, language, user);
      await expect(page).toHaveURL(/\/app\/trips$/);
      await expect(page.getByRole('heading', { level: 1, name: pages.trips.title })).toBeVisible();

      // Signed in, the Signpost and the sign-in screen lead on to Trips.
      await page.goto('/app');
      await expect(page).toHaveURL(/\/app\/trips$/);
      await page.goto('/app/signin');
      await expect(page).toHaveURL(/\/app\/trips$/);

      await openTab(page, common.nav.profile);
      await expect(page.getByText(user.email)).toBeVisible();
      await page.getByRole('button', { name: pages.profile.signOut }).click();
      // The landing page in the app's language.
      await expect(page).toHaveURL(`${E2E.appUrl}${sitePath(language, '/')}`);
      await expect(page.getByRole('heading', { level: 1, name: site.landing.title })).toBeVisible();
      expect(
        await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
      ).toEqual([null, null]);

      await page.goto('/app/trips');
      await expect(page).toHaveURL(/\/app$/);
    });

    test('a signed-out visit to Profile goes to the Signpost and back to Profile after sign-in', async ({ page }) => {
      const user = await seedUser(E2E.appUrl, 'hiker', { language });
      await useLanguage(page, language);
      await page.goto('/app/profile');
      await expect(page).toHaveURL(/\/app$/);
      await expect(page.getByRole('heading', { level: 1, name: auth.signpost.title })).toBeVisible();
      await page.getByRole('link', { name: auth.signIn.submit }).click();
      await signInThroughUi(page, language, user);
      await expect(page).toHaveURL(/\/app\/profile$/);
      await expect(page.getByRole('heading', { level: 1, name: pages.profile.title })).toBeVisible();
    });

    test('every main-app tab opens its screen, scrolled to the top', async ({ page }) => {
      const user = await seedUser(E2E.appUrl, 'hiker', { language });
      await useLanguage(page, language);
      await signInThroughUi(page, language, user);
      for (const [tab, heading] of [
        [common.nav.wall, pages.dashboard.title],
        [common.nav.map, pages.map.title],
        [common.nav.trips, pages.trips.title],
        [common.nav.profile, pages.profile.title],
      ]) {
        await openTab(page, tab);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
    });

    test('an unknown path shows the not-found page with a way home', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/no-such-trail'));
      await expect(page.getByRole('heading', { level: 1, name: site.notFound.title })).toBeVisible();
      await page.getByRole('link', { name: site.notFound.backHome }).first().click();
      await expect(page).toHaveURL(`${E2E.appUrl}${sitePath(language, '/')}`);
    });
  });
}
