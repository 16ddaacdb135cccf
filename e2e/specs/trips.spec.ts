import { FILTER_GROUPS } from '../../apps/web/src/features/trips/trip-filter';
import { gql, inLanguage } from '../support/api';
import { openTab, signedIn } from '../support/app';
import { E2E } from '../support/environment';
import { expect, type Page, test } from '../support/test';
import { countIn, LANGUAGES, pluralPattern } from '../support/texts';

/** Scrolls to the end of the list until it has loaded every page, and returns the titles shown. */
async function allListedTitles(page: Page, expected: number): Promise<string[]> {
  const headings = page.getByRole('article').getByRole('heading');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return headings.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(expected);
  return headings.allInnerTexts();
}

for (const language of LANGUAGES) {
  const { common, pages, trips } = language.t;
  const showPattern = pluralPattern(trips.filter, 'show');
  const resultsPattern = pluralPattern(trips, 'results');

  test.describe(`trips ${language.tag}`, () => {
    test('every filter group narrows the list to exactly the count its button promised', async ({ page }) => {
      test.slow();
      await signedIn(page, language);
      await openTab(page, common.nav.trips);
      await expect(page.getByRole('heading', { level: 1, name: pages.trips.title })).toBeVisible();

      const openFilter = page.getByRole('button', { name: new RegExp(`^${trips.filter.open}`) });
      for (const group of FILTER_GROUPS) {
        await openFilter.click();
        const dialog = page.getByRole('dialog', { name: trips.filter.title });
        await dialog.getByRole('button', { name: trips.filter.reset }).click();
        if (group.key === 'area') {
          await dialog.getByLabel(trips.filter.groups.area, { exact: true }).click();
          await page.getByRole('listbox').getByRole('option').first().click();
          await dialog.getByRole('heading', { name: trips.filter.title }).click();
        } else {
          const value = group.values[group.values.length - 1] as keyof typeof trips.values;
          await dialog.getByText(trips.values[value], { exact: true }).click();
        }
        const submit = dialog.getByRole('button', { name: showPattern });
        await expect(submit).toBeEnabled();
        const promised = countIn(await submit.innerText(), showPattern);
        await submit.click();
        await expect(dialog).toBeHidden();
        // Focus goes back to the button that opened the dialog, the first time (its code just loaded) and after.
        await expect(openFilter).toBeFocused();

        await expect(page).toHaveURL(new RegExp(`[?&]${group.key}=`));
        const results = page.getByText(resultsPattern);
        await expect(results).toHaveText(resultsPattern);
        expect(countIn(await results.innerText(), resultsPattern), group.key).toBe(promised);
        expect(await allListedTitles(page, promised), group.key).toHaveLength(promised);
      }

      // The active filter shows as a chip that can be removed.
      await page.getByRole('list', { name: trips.filter.active }).getByRole('button').first().click();
      await expect(page).not.toHaveURL(/\?/);
    });

    test('going back from a trip returns to the filtered list where it was left', async ({ page }) => {
      await signedIn(page, language, '/app/trips?sort=averageRating');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(12);
      // Far down the list: the second page loads, and a trip on it is opened.
      const titles = await allListedTitles(page, 13);
      const chosen = cards.nth(12);
      await chosen.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      await chosen.getByRole('link').click();
      await expect(page).toHaveURL(/\/app\/trips\/[^/?]+$/);
      await expect(page.getByRole('heading', { level: 1, name: titles[12] })).toBeVisible();
      // A new screen starts at the top (spec §2).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/app\/trips\?sort=averageRating$/);
      await expect(page.getByLabel(trips.sort.label)).toHaveValue('averageRating');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expect(cards.nth(12)).toBeInViewport();
    });

    test('each sort order lists the trips as the API orders them, and survives a reload', async ({ page }) => {
      await signedIn(page, language, '/app/trips');
      for (const field of ['averageRating', 'finishedCount', 'publishedAt'] as const) {
        await page.getByLabel(trips.sort.label).selectOption(field);
        const expected = await gql<{ publishedTrips: { edges: Array<{ title: string }> } }>(
          E2E.appUrl,
          'query($f: TripSortField!) { publishedTrips(sort: { field: $f, direction: DESC }, pagination: { pageNumber: 1, pageSize: 12 }) { edges { title } } }',
          { f: field },
          undefined,
          inLanguage(language),
        );
        const titles = expected.publishedTrips.edges.map((trip) => trip.title);
        await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);
        if (field === 'averageRating') {
          await page.reload();
          await expect(page.getByLabel(trips.sort.label)).toHaveValue('averageRating');
          await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);
        }
      }
    });
  });
}
