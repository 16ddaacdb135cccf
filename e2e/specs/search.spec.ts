import { signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, type Page, test } from '../support/test';
import { DEMO_TRIPS, LANGUAGES, type Language, pluralPattern } from '../support/texts';

/** The search field the screen shows: the top bar's on a desktop, a phone's Wall, Trips or Map's own, the search
 * screen's. */
const searchField = (page: Page, language: Language) =>
  page.getByRole('combobox', { name: language.t.common.searchField.label });

/** `/`, as a keyboard user opens search from any screen: the caret lands in the screen's search field (on a screen
 * without one, the search screen's). */
async function openSearch(page: Page, language: Language) {
  // A screen of the signed-in app shown (not the sign-in it came from): the app listens for the key.
  await expect(page.getByRole('navigation', { name: language.t.common.nav.main })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  const field = searchField(page, language);
  await expect(field).toBeFocused();
  return field;
}

LANGUAGES.forEach((language) => {
  const { search, trips } = language.t;
  const SNEZKA = DEMO_TRIPS.snezka[language.code];
  const KARLSTEJN = DEMO_TRIPS.karlstejn[language.code];
  const suggestionsCount = pluralPattern(search.field, 'count');

  test.describe(`search ${language.tag}`, () => {
    test('from the Trips screen, `/` and typed without diacritics, a suggestion is chosen with the arrows and Enter; the open suggestions and the field are axe-clean', async ({
      page,
    }, testInfo) => {
      await signedIn(page, language, '/app/trips');
      await expect(page.getByRole('heading', { level: 1, name: language.t.pages.trips.title })).toBeVisible();
      const field = await openSearch(page, language);
      // In the top bar on a desktop, at the top of the screen on a phone.
      const place = testInfo.project.name === 'phone' ? 'main' : 'banner';
      await expect(
        page.getByRole(place).getByRole('combobox', { name: language.t.common.searchField.label }),
      ).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.type('snezk');
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      // The number of suggestions is announced, and the typed letters are bold in each.
      await expect(page.getByRole('status').filter({ hasText: suggestionsCount })).toHaveCount(1);
      const trip = listbox.getByRole('option', { name: SNEZKA });
      await expect(trip.locator('strong').first()).toHaveText('Sněžk');
      await expect(listbox.getByText(search.groups.trips, { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('suggestions.png') });

      // Escape closes the suggestions and keeps the text; typing on opens them again.
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(field).toHaveValue('snezk');
      await page.keyboard.type('a');
      await expect(trip).toBeVisible();

      // Down to the trip, in the suggestions' order; Enter opens it.
      const options = listbox.getByRole('option');
      const position = (await options.allInnerTexts()).findIndex((text) => text.includes(SNEZKA));
      expect(position).toBeGreaterThanOrEqual(0);
      for (let step = 0; step <= position; step++) await page.keyboard.press('ArrowDown');
      await expect(field).toHaveAttribute('aria-activedescendant', (await trip.getAttribute('id')) ?? '');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\/trips\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: SNEZKA })).toBeVisible();
    });

    test('Enter shows the results in the URL, a trip opens from them and Back returns; a typo is offered its spelling; nothing found says what to do', async ({
      page,
    }) => {
      await signedIn(page, language);
      const field = await openSearch(page, language);
      await field.fill('z karlstejna');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\/search\?q=z\+karlstejna$/);
      await expect(page.getByRole('heading', { level: 1, name: search.title })).toBeVisible();
      const found = page.getByRole('region', { name: search.groups.trips });
      await expect(found.getByRole('article').first().getByRole('heading')).toHaveText(KARLSTEJN);
      await expect(found.getByText(pluralPattern(search.results, 'trips'))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await found.getByRole('article').first().getByRole('link', { name: KARLSTEJN }).click();
      await expect(page.getByRole('heading', { level: 1, name: KARLSTEJN })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/app\/search\?q=z\+karlstejna$/);
      await expect(field).toHaveValue('z karlstejna');
      await expect(found.getByRole('article').first().getByRole('heading')).toHaveText(KARLSTEJN);

      await field.fill('krumlof');
      await page.keyboard.press('Enter');
      await expect(page.getByText(search.results.didYouMean)).toBeVisible();
      await page.getByRole('link', { name: 'Krumlov', exact: true }).click();
      await expect(page).toHaveURL(/\?q=Krumlov$/);
      await expect(field).toHaveValue('Krumlov');

      await field.fill('qwertzuiop');
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { name: search.results.emptyTitle.replace('{{query}}', 'qwertzuiop') }),
      ).toBeVisible();
      await page.getByRole('link', { name: search.results.toFilter }).click();
      await expect(page).toHaveURL(/\/app\/trips$/);
    });

    test('a place leads to the trips nearest to it, and recent searches come back, one removable, all gone at sign-out', async ({
      page,
      context,
    }) => {
      // In Prague, found by the Trips screen's "nearest" a moment ago: the place says how far it is.
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 50.087, longitude: 14.421 });
      await signedIn(page, language, '/app/trips?sort=DISTANCE');
      await expect(page.getByText(language.t.trail.near.fromDevice)).toBeVisible();
      const field = await openSearch(page, language);
      await field.fill('Beroun');
      const place = page.getByRole('listbox').getByRole('option', { name: /^Beroun/ });
      await expect(place).toBeVisible();
      await expect(place).toContainText(search.place.distance.replace('{{distance}}', '27'));
      await place.click();
      await expect(page).toHaveURL(/\/app\/trips\?sort=DISTANCE&near=[\d.]+%2C[\d.]+&place=Beroun$/);
      await expect(page.getByText(trips.near.fromPlace.replace('{{place}}', 'Beroun'))).toBeVisible();
      await expect(page.getByRole('combobox', { name: trips.sort.label })).toHaveValue('DISTANCE');
      await expect(page.getByRole('article').first()).toBeVisible();

      // Two searches made; the empty field offers both, newest first, and the way to edit them, where one is removed.
      const again = await openSearch(page, language);
      await again.fill('rozhledna');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: search.groups.trips })).toBeVisible();
      await page
        .getByRole('navigation', { name: language.t.common.nav.main })
        .getByRole('link', { name: language.t.common.nav.wall })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: language.t.pages.dashboard.title })).toBeVisible();
      await openSearch(page, language);
      const offered = page.getByRole('listbox').getByRole('option');
      await expect(offered).toHaveText(['rozhledna', 'Beroun', search.recent.manage]);
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\/search$/);
      const recent = page.getByRole('region', { name: search.recent.title });
      await expect(recent.getByRole('listitem')).toHaveText(['rozhledna', 'Beroun']);
      await recent.getByRole('button', { name: search.recent.remove.replace('{{query}}', 'Beroun') }).click();
      await expect(recent.getByRole('listitem')).toHaveText(['rozhledna']);
      await recent.getByRole('link', { name: 'rozhledna' }).click();
      await expect(page).toHaveURL(/\?q=rozhledna$/);

      const stored = await page.evaluate(() => localStorage.getItem('recentSearches'));
      expect(JSON.parse(stored ?? '[]')).toEqual(['rozhledna']);
      await page.goto('/app/profile');
      await page.getByRole('button', { name: language.t.pages.profile.signOut }).click();
      await expect(page).not.toHaveURL(/\/app\/profile/);
      expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();
    });

    test('offline, a search finds the trips saved on the device and says so', async ({ page, context }) => {
      const { offline } = language.t;
      await signedIn(page, language);
      const field = await openSearch(page, language);
      await field.fill('snezka');
      await page.keyboard.press('Enter');
      const found = page.getByRole('region', { name: search.groups.trips });
      await found.getByRole('article').first().getByRole('link', { name: SNEZKA }).click();
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.getByRole('button', { name: offline.save.button }).click();
      await expect(page.getByText(offline.save.saved)).toBeVisible();

      await openSearch(page, language);
      await context.setOffline(true);
      // As a reader types the trip's name in their language: the saved copy has the title they saw.
      await page.keyboard.type(language.code === 'cs_CZ' ? 'na snezku' : 'up snezka');
      await page.keyboard.press('Enter');
      await expect(page.getByText(search.offline.note)).toBeVisible();
      await expect(page.getByRole('link', { name: SNEZKA })).toHaveAttribute('href', /\/app\/profile\/saved\//);
      await searchField(page, language).fill('lednice');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: search.offline.emptyTitle })).toBeVisible();
      await context.setOffline(false);
    });
  });
});
