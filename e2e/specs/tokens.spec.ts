import { expect, test } from '@playwright/test';
import { seedUser } from '../support/api';
import { openTab, signInThroughUi, useLanguage } from '../support/app';
import { E2E } from '../support/environment';
import { LANGUAGES } from '../support/texts';

// These run against the server with ACCESS_TOKEN_TTL=2s and REFRESH_TOKEN_TTL=12s.
const base = E2E.shortTtlUrl;

for (const language of LANGUAGES) {
  const { auth, pages, common } = language.t;

  test.describe(`token lifetimes ${language.tag}`, () => {
    test('an expired access token is refreshed once and the app keeps working', async ({ page }) => {
      const user = await seedUser(base);
      await useLanguage(page, language);
      const refreshes: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.postData()?.includes('refreshToken(')) refreshes.push('x');
      });
      await signInThroughUi(page, language, user, base);
      const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));

      await page.waitForTimeout(3_000);
      await openTab(page, common.nav.profile);
      await expect(page.getByText(user.email)).toBeVisible();
      expect(refreshes).toHaveLength(1);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(accessToken);
      expect(page.url()).toMatch(/\/app\/profile$/);
    });

    test('an expired refresh token signs out with the notice and sign-in returns to the page', async ({ page }) => {
      test.setTimeout(60_000);
      const user = await seedUser(base);
      await useLanguage(page, language);
      await signInThroughUi(page, language, user, base);
      await page.waitForTimeout(13_000);

      await openTab(page, common.nav.profile);
      await expect(page.getByText(common.session.expired)).toBeVisible();
      await expect(page).toHaveURL(/\/app$/);
      expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

      await page.getByRole('link', { name: auth.signIn.submit }).click();
      await signInThroughUi(page, language, user, base);
      await expect(page).toHaveURL(/\/app\/profile$/);
      await expect(page.getByRole('heading', { level: 1, name: pages.profile.title })).toBeVisible();
    });
  });
}
