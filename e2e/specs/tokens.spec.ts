import { seedUser } from '../support/api';
import { openTab, signInThroughUi, useLanguage } from '../support/app';
import { E2E } from '../support/environment';
import { expect, type Request, test } from '../support/test';
import { DESKTOP_ONLY } from '../support/texts';

// These run against the server with ACCESS_TOKEN_TTL=2s and REFRESH_TOKEN_TTL=12s.
const base = E2E.shortTtlUrl;

for (const language of DESKTOP_ONLY) {
  const { auth, pages, common } = language.t;

  test.describe(`token lifetimes ${language.tag}`, () => {
    test('an expired access token is refreshed once and the app keeps working', async ({ page }) => {
      const user = await seedUser(base);
      await useLanguage(page, language);
      // The screen's parallel requests all see the expired token and must share one refresh. On a slow machine the new
      // 2 s token may expire again before the screen is done, so a later, separate refresh is fine; two at once are not.
      let refreshes = 0;
      let inFlight = 0;
      let mostAtOnce = 0;
      const isRefresh = (request: Request) =>
        request.url().endsWith('/graphql') && Boolean(request.postData()?.includes('refreshToken('));
      page.on('request', (request) => {
        if (!isRefresh(request)) return;
        refreshes += 1;
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
      });
      const settled = (request: Request) => {
        if (isRefresh(request)) inFlight -= 1;
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      await signInThroughUi(page, language, user, base);
      const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));

      await page.waitForTimeout(3_000);
      await openTab(page, common.nav.profile);
      await expect(page.getByText(user.email)).toBeVisible();
      expect(refreshes).toBeGreaterThanOrEqual(1);
      expect(mostAtOnce).toBe(1);
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
