import { openTab, signedIn } from '../support/app';
import { expect, type Page, test } from '../support/test';
import { LANGUAGES, type Language, pluralPattern } from '../support/texts';

/** Zooms into clusters until single trips show, then opens the first trip marker's popup. */
async function openFirstTripPopup(page: Page, language: Language): Promise<string> {
  const { trips } = language.t;
  const map = page.getByRole('region', { name: trips.map.label });
  const clusterName = pluralPattern(trips.map, 'cluster');
  const markers = map.locator('.maplibregl-marker');
  // The first markers wait for MapLibre's WebGL start, software-rendered in CI: beside a journey encoding photos on
  // the other worker it once took over 10 s.
  await expect(markers.first()).toBeVisible({ timeout: 20_000 });
  for (let attempt = 0; attempt < 8; attempt++) {
    const names = await markers.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label')),
    );
    const trip = names.find((name) => name && !clusterName.test(name));
    if (trip) {
      await map.getByRole('button', { name: trip, exact: true }).first().click();
      return trip;
    }
    await map.getByRole('button', { name: clusterName }).first().click();
    await page.waitForTimeout(700);
  }
  throw new Error('No single trip marker appeared after zooming into clusters');
}

for (const language of LANGUAGES) {
  const { common, trips } = language.t;

  test.describe(`map ${language.tag}`, () => {
    test('a marker opens a popup with the trip, and "go to trip" opens it', async ({ page }, testInfo) => {
      await signedIn(page, language);
      await openTab(page, common.nav.map);
      const title = await openFirstTripPopup(page, language);
      const popup = page.getByRole('dialog', { name: title });
      await expect(popup).toBeVisible();
      // The map moves so that the whole popup is on it, clear of the tabs below.
      await expect(popup).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath('popup.png') });
      await popup.getByRole('link', { name: trips.map.goToTrip }).click();
      await expect(page).toHaveURL(/\/app\/trips\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    test('the layer switch says why only OpenStreetMap is offered without a Mapy.com key', async ({ page }) => {
      await signedIn(page, language, '/app/map');
      await page.getByRole('button', { name: new RegExp(trips.map.layers) }).click();
      await expect(page.getByRole('menuitem', { name: trips.map.layer.osm })).toBeVisible();
      await expect(page.getByText(trips.map.noKey)).toBeVisible();
      await expect(page.getByRole('link', { name: '© OpenStreetMap' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      );
    });

    test.describe('with location allowed', () => {
      test.use({ geolocation: { latitude: 50.0755, longitude: 14.4378 }, permissions: ['geolocation'] });
      test('"trips near me" shows the you-are-here marker', async ({ page }) => {
        await signedIn(page, language, '/app/map');
        await page.getByRole('button', { name: trips.map.locate }).click();
        await expect(page.getByRole('img', { name: trips.map.youAreHere })).toBeVisible();
      });
    });

    test('denied location without a profile city is explained kindly', async ({ page, context }) => {
      await context.clearPermissions();
      await signedIn(page, language, '/app/map');
      await page.getByRole('button', { name: trips.map.locate }).click();
      await expect(page.getByText(language.t.trail.near.unavailableText)).toBeVisible();
    });
  });
}
