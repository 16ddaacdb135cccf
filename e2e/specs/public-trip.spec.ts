import { gql, inLanguage, seedUser } from '../support/api';
import { signedIn, signInThroughUi, sitePath, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, type Page, test } from '../support/test';
import { LANGUAGES, type Language } from '../support/texts';

interface DemoTrip {
  _id: string;
  title: string;
  perex: string;
  coordinates: { lat: number; lng: number };
  ratingsCount: number;
  coverImage: { url: string } | null;
}

/**
 * The best-rated demo trip with a cover, with ratings to show, in the page's language. Not simply the best-rated
 * trip: the console's journeys publish trips without a cover, and once other journeys had rated one of them 5 stars it
 * came first and this page had no picture to find (a rehearsal).
 */
async function bestRatedTrip(language: Language): Promise<DemoTrip> {
  const data = await gql<{ publishedTrips: { edges: DemoTrip[] } }>(
    E2E.appUrl,
    `{ publishedTrips(pagination: { pageNumber: 1, pageSize: 20 }, sort: { field: averageRating, direction: DESC }) {
      edges { _id title perex coordinates { lat lng } ratingsCount coverImage { url } }
    } }`,
    {},
    undefined,
    inLanguage(language),
  );
  const trip = data.publishedTrips.edges.find((edge) => edge.coverImage?.url.startsWith('/media/'));
  if (!trip) throw new Error('None of the 20 best-rated trips has a cover');
  return trip;
}

/** The start map's accessible name: its label and the start as the map writes coordinates (`50.07564N, 14.43790E`). */
function startMapName(label: string, { lat, lng }: DemoTrip['coordinates']): string {
  return `${label}: ${lat.toFixed(5)}N, ${lng.toFixed(5)}E`;
}

/** Until the site's script has hydrated a link, a click on it is the plain link's. */
async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('#content a')
        .first()
        .evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

for (const language of LANGUAGES) {
  const { site } = language.t;
  const { tripPage } = site;

  test.describe(`public trip page without JavaScript ${language.tag}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the whole trip is in the page: title, cover, attributes, description, start map, ratings, actions', async ({
      page,
    }, testInfo) => {
      const trip = await bestRatedTrip(language);
      await useLanguage(page, language);
      const response = await page.goto(sitePath(language, `/trips/${trip._id}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      await expect(page.locator('main img').first()).toHaveAttribute('src', /^\/media\//);
      const attributes = page.getByRole('region', { name: tripPage.attributes });
      await expect(attributes.getByRole('term').first()).toHaveText(tripPage.length);
      await expect(attributes.getByRole('definition').first()).toHaveText(/^\d+([.,]\d)? km$/);
      await expect(page.getByRole('region', { name: tripPage.about })).toContainText(trip.perex);
      await expect(
        page.getByRole('region', { name: tripPage.start }).getByRole('img', {
          name: startMapName(tripPage.startMapLabel, trip.coordinates),
        }),
      ).toBeVisible();
      const ratings = page.getByRole('region', { name: tripPage.ratings });
      // The ratings list's own items: a rating with hikers' photos holds a list of its own (another journey may have
      // rated this trip with photos in the same run).
      await expect(ratings.getByRole('list').first().locator(':scope > li')).toHaveCount(
        Math.min(2, trip.ratingsCount),
      );
      // Each personal action is a link to the trip in the app (which asks for sign-in first).
      const actions = page.getByRole('region', { name: tripPage.actions });
      for (const name of [tripPage.bookmark, tripPage.finished, tripPage.rate]) {
        await expect(actions.getByRole('link', { name })).toHaveAttribute('href', `/app/trips/${trip._id}`);
      }
      // The whole page, for looking at the layout.
      const path = testInfo.outputPath('trip-page.png');
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach('trip page', { path, contentType: 'image/png' });
    });

    test('an unknown trip is the not-found page', async ({ page }) => {
      await useLanguage(page, language);
      const response = await page.goto(sitePath(language, '/trips/00000000-0000-4000-8000-000000000000'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: site.notFound.title })).toBeVisible();
    });
  });

  test.describe(`public trip page ${language.tag}`, () => {
    test('the landing page opens a trip on its public page, which hydrates cleanly and passes axe', async ({
      page,
    }) => {
      // React reports a hydration mismatch (server and browser rendering differently) as a console error.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/'));
      const card = page.getByRole('region', { name: site.landing.tripsTitle }).getByRole('article').first();
      const link = card.getByRole('heading').getByRole('link');
      await expect(link).toHaveAttribute('href', new RegExp(`^${sitePath(language, '/trips/')}[0-9a-f-]{36}$`));
      const title = (await link.innerText()).trim();
      await link.click();
      await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a personal action goes to sign-in, and signing in lands on the trip in the app', async ({ page }) => {
      const trip = await bestRatedTrip(language);
      const user = await seedUser(E2E.appUrl, 'hiker', { language });
      await useLanguage(page, language);
      await page.goto(sitePath(language, `/trips/${trip._id}`));
      await waitForHydration(page);
      await page.getByRole('region', { name: tripPage.actions }).getByRole('link', { name: tripPage.bookmark }).click();
      await expect(page).toHaveURL(/\/app\/signin$/);
      await signInThroughUi(page, language, user);
      await expect(page).toHaveURL(new RegExp(`/app/trips/${trip._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
    });

    test('with the service worker in charge, a trip page is still the server’s, and readable offline once seen', async ({
      page,
      context,
    }) => {
      const trip = await bestRatedTrip(language);
      await useLanguage(page, language);
      // The app (here its Signpost) installs the service worker once its first screen has settled.
      await page.goto('/app');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto(sitePath(language, `/trips/${trip._id}`));
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      await expect(page.getByRole('region', { name: tripPage.about })).toContainText(trip.perex);
      await context.setOffline(false);
    });

    test('someone signed in who opens a public trip page is taken to the trip in the app', async ({ page }) => {
      const trip = await bestRatedTrip(language);
      await signedIn(page, language, sitePath(language, `/trips/${trip._id}`));
      await expect(page).toHaveURL(new RegExp(`/app/trips/${trip._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
    });
  });
}
