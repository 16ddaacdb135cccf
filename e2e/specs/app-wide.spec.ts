import { signedIn, sitePath, useLanguage } from '../support/app';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

for (const language of LANGUAGES) {
  const { common, pages, site } = language.t;

  test.describe(`offline ${language.tag}`, () => {
    test('a reload without network shows the trips cached on the last visit', async ({ page, context }) => {
      await signedIn(page, language);
      await page.goto('/app/trips');
      const headings = page.getByRole('article').getByRole('heading');
      // The whole first page (12 trips): the cards below the first view are rendered just after it is painted.
      await expect(headings).toHaveCount(12);
      const titles = await headings.allInnerTexts();
      // The service worker has the shell, and the cache has been written (1 s after the last change).
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForTimeout(1800);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: pages.trips.title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: common.offline })).toBeVisible();
      await expect(headings).toHaveText(titles);
      await context.setOffline(false);

      // With the service worker in charge, the landing page (`/`, `/en`) is still the server's, not the app's shell.
      await page.goto(sitePath(language, '/'));
      await expect(page.getByRole('heading', { level: 1, name: site.landing.title })).toBeVisible();
    });
  });

  test.describe(`cookie consent ${language.tag}`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('"only necessary" is stored with its time and loads no analytics', async ({ page }) => {
      const analytics: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        analytics.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await useLanguage(page, language);
      await page.goto('/app');
      const dialog = page.getByRole('dialog', { name: common.consent.title });
      await expect(dialog).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: common.consent.onlyNecessary }).click();
      await reloaded;
      await expect(dialog).toBeHidden();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
      expect(stored.preferences).toEqual({ necessary: true, diagnostics: false, analytics: false, marketing: false });
      expect(Date.now() - Date.parse(stored.timestamp)).toBeLessThan(60_000);
      await page.waitForTimeout(500);
      expect(analytics).toEqual([]);
    });

    test('analytics chosen alone loads analytics with consent granted; the footer reopens the choice', async ({
      page,
    }) => {
      const analytics: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        analytics.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await useLanguage(page, language);
      await page.goto('/app');
      const dialog = page.getByRole('dialog', { name: common.consent.title });
      await dialog.getByRole('switch', { name: common.consent.analytics.label }).check({ force: true });
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: common.consent.save }).click();
      await reloaded;
      await expect.poll(() => analytics).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2E']);
      const consent = await page.evaluate(() => {
        const queued = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
        return queued.map((entry) => Array.from(entry)).find((args) => args[0] === 'consent');
      });
      expect(consent?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });

      await page.getByRole('button', { name: common.consent.open }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('switch', { name: common.consent.analytics.label })).toBeChecked();
      await expect(dialog.getByRole('switch', { name: common.consent.marketing.label })).not.toBeChecked();
      const reloadedAgain = page.waitForEvent('load');
      await dialog.getByRole('button', { name: common.consent.acceptAll }).click();
      await reloadedAgain;
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
      expect(stored.preferences).toEqual({ necessary: true, diagnostics: true, analytics: true, marketing: true });
    });
  });

  test.describe(`version notice ${language.tag}`, () => {
    test('a different stored version brings the notice; its button reloads into the current one', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/app');
      // The app stores the version it runs once it has rendered, which may be after the load event.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('appVersion'))).toBeTruthy();
      const current = await page.evaluate(() => localStorage.getItem('appVersion'));
      await page.evaluate(() => localStorage.setItem('appVersion', '0.0.1-old'));
      await page.reload();
      const notice = page.getByText(common.version.title);
      await expect(notice).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: common.version.reload }).click();
      await reloaded;
      await expect(notice).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('appVersion'))).toBe(current);
    });
  });
}
