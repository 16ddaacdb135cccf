import { gql } from '../support/api';
import { signedIn, sitePath, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

/** The public site's pages, opened in each language at its own address (`sitePath`). */
const PUBLIC_PAGES = ['/', '/blog', '/privacy-policy', '/no-such-page'];

const SCREENS = [
  ...PUBLIC_PAGES,
  '/app',
  '/app/signin',
  '/app/signup',
  '/app/finish-signup?code=abc',
  '/app/forgot-password',
  '/app/reset-password?code=abc',
  '/admin/signin',
];

for (const language of LANGUAGES) {
  test(`axe finds nothing serious on the public pages and the sign-in screens ${language.tag}`, async ({ page }) => {
    // One page visits them all, as the signed-in screens below do: 13 tests that each opened a browser context with a
    // cold cache took 472 s of CI's test time (issue 31).
    test.slow();
    await useLanguage(page, language);
    const found: Record<string, string[]> = {};
    for (const path of SCREENS) {
      await page.goto(PUBLIC_PAGES.includes(path) ? sitePath(language, path) : path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const serious = await seriousViolations(page);
      if (serious.length) found[path] = serious;
    }
    expect(found).toEqual({});
  });

  test(`axe finds nothing serious on the signed-in screens and their dialogs ${language.tag}`, async ({ page }) => {
    // A dozen screens and dialogs, each judged by axe (10–15 s a page on CI's two busy CPUs).
    test.slow();
    const { trips } = language.t;
    const content = await gql<{
      publishedTrips: { edges: Array<{ _id: string }> };
      publishedArticles: { edges: Array<{ slug: string }> };
    }>(
      E2E.appUrl,
      '{ publishedTrips(pagination: { pageNumber: 1, pageSize: 1 }) { edges { _id } } publishedArticles(pagination: { pageNumber: 1, pageSize: 1 }) { edges { slug } } }',
      {},
    );
    const tripId = content.publishedTrips.edges[0]?._id;
    const slug = content.publishedArticles.edges[0]?.slug;
    await signedIn(page, language);

    const screens: Array<{ path: string; open?: () => Promise<void> }> = [
      { path: '/app/dashboard' },
      { path: `/app/dashboard/${slug}` },
      { path: '/app/trips' },
      {
        path: '/app/trips',
        open: () => page.getByRole('button', { name: new RegExp(`^${trips.filter.open}`) }).click(),
      },
      { path: `/app/trips/${tripId}` },
      { path: `/app/trips/${tripId}`, open: () => page.getByRole('button', { name: trips.ratings.rate }).click() },
      {
        path: `/app/trips/${tripId}`,
        open: () => page.getByRole('button', { name: trips.suitability.open }).click(),
      },
      { path: `/app/trips/${tripId}/ratings` },
      { path: '/app/map' },
      { path: '/app/profile' },
      { path: '/app/onboarding' },
    ];
    const found: Record<string, string[]> = {};
    for (const { path, open } of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
      if (open) {
        await open();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(300);
      }
      const serious = await seriousViolations(page);
      if (serious.length) found[`${path}${open ? ' (dialog)' : ''}`] = serious;
    }
    expect(found).toEqual({});
  });

  test(`axe finds nothing serious on settings, each of its dialogs and the delete-account page ${language.tag}`, async ({
    page,
  }) => {
    // A dozen screens and dialogs, each judged by axe (10–15 s a page on CI's two busy CPUs).
    test.slow();
    const { settings } = language.t;
    await signedIn(page, language, '/app/profile/settings');
    await expect(page.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      const serious = await seriousViolations(page);
      if (serious.length) found[name] = serious;
    };
    await check('settings');
    const dialogs = [
      'credentials',
      'password',
      'devices',
      'subscription',
      'interests',
      'location',
      'language',
      'support',
      'about',
    ] as const;
    for (const key of dialogs) {
      await page.getByRole('main').getByRole('button', { name: settings.entries[key], exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      if (key === 'devices') await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
      await page.waitForTimeout(300);
      await check(key);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await page.goto('/app/profile/settings/delete-account');
    await expect(page.getByRole('button', { name: settings.deleteAccount.delete })).toBeEnabled();
    await check('delete-account');
    for (const list of ['favorite-trips', 'finished-trips', 'bookmarked-articles']) {
      await page.goto(`/app/profile/${list}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
      await check(list);
    }
    expect(found).toEqual({});
  });
}
