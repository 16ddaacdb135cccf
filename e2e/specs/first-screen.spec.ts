import type { Page } from '@playwright/test';
import { gql, tripFor } from '../support/api';
import { accessTokenOf, signedIn } from '../support/app';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

/**
 * Issue 31: the server paints the first screen of a trip (and of Trips) for a signed-in person's app
 * (apps/api/src/web/app-first-screen.ts), so a trip reached by a link shows its title and cover before the app's
 * scripts have loaded; the app then takes over with the person's own marks without moving anything.
 */

/** Holds back every script of the build from `hold()` until the function it returns is called. */
async function scriptGate(page: Page): Promise<{ hold(): () => void }> {
  let open: Promise<void> = Promise.resolve();
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await open;
    await route.continue();
  });
  return {
    hold() {
      let release: () => void = () => undefined;
      open = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

/** Layout shifts not caused by input, summed as CLS counts them (one page load, no session windows needed here). */
function recordLayoutShifts(): void {
  const shifts: number[] = [];
  (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

LANGUAGES.forEach((language, languageIndex) => {
  const { trips, pages } = language.t;

  test.describe(`first screen painted by the server ${language.tag}`, () => {
    test("a trip opened by its address shows its title and cover before the app's scripts load, and nothing moves when the person's marks arrive", async ({
      page,
      request,
    }) => {
      const trip = await tripFor(4 + languageIndex, language);
      await signedIn(page, language);
      // The app keeps the cookie that lets the server paint its first screen: its session's id, which the server
      // paints in the account's language for (issue 50).
      const { jti } = await page.evaluate(() =>
        JSON.parse(
          atob((localStorage.getItem('refreshToken') ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/')),
        ),
      );
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'toulky_app')).toMatchObject({ value: jti, path: '/app' });
      await gql(
        E2E.appUrl,
        `mutation { toggleTripBookmark(id: "${trip._id}") { _id } }`,
        {},
        await accessTokenOf(page),
      );

      // Trips, with the app's scripts held back: the list's first cards are there already, styled as the app has them.
      await page.addInitScript(recordLayoutShifts);
      const scripts = await scriptGate(page);
      let release = scripts.hold();
      await page.goto('/app/trips', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: pages.trips.title })).toBeVisible();
      const card = page.getByRole('article').first();
      await expect(card.getByRole('heading')).toBeVisible();
      const cardBefore = await card.boundingBox();
      release();
      await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
      await expect(page.getByRole('article').nth(6)).toBeAttached();
      expect(await card.boundingBox()).toEqual(cardBefore);
      const listShifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(listShifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);

      // The trip, reached by its address as from a link in a chat.
      release = scripts.hold();
      await page.goto(`/app/trips/${trip._id}`, { waitUntil: 'commit' });
      const title = page.getByRole('heading', { level: 1, name: trip.title });
      await expect(title).toBeVisible();
      const cover = page.getByRole('main').locator('img').first();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await expect(page).toHaveTitle(`${trip.title} · Toulky`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code.slice(0, 2));
      // Painted for everybody alike: the person's bookmark is not known yet, and nothing can be used before the app runs.
      await expect(page.getByRole('button', { name: trips.bookmark.add })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
      const before = { title: await title.boundingBox(), cover: await cover.boundingBox() };

      release();
      // The app has taken over: the bookmark is the person's.
      await expect(page.getByRole('button', { name: trips.bookmark.remove })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
      // Past the app's second slice (the rest of the page, app/after-first-paint.tsx).
      await expect(page.getByRole('heading', { name: trips.ratings.title })).toBeAttached();
      expect({ title: await title.boundingBox(), cover: await cover.boundingBox() }).toEqual(before);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);

      // Without the app's cookie (a visitor, or someone signed out) the server sends the shell as built: the app sends a
      // visitor to the Signpost, and nobody is shown a trip only to be taken away from it.
      const shell = await (await request.get(`/app/trips/${trip._id}`, { headers: { cookie: '' } })).text();
      expect(shell).not.toContain(trip.title);
      expect(shell).toContain('boot-splash');
    });
  });
});
