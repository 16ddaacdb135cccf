import { gql, inLanguage } from '../support/api';
import { sitePath, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { countIn, DEMO_TRIPS, LANGUAGES, type Language, pluralPattern } from '../support/texts';

interface Found {
  total: number;
  titles: string[];
}

/** What the API finds for a query: the trips in all, and the first page's titles (the site shows 20 a page). */
async function apiSearch(query: string, language: Language): Promise<Found> {
  const data = await gql<{ search: { trips: { total: number; edges: Array<{ title: string }> } } }>(
    E2E.appUrl,
    'query S($query: String!) { search(query: $query, pagination: { pageNumber: 1, pageSize: 20 }) { trips { total edges { title } } } }',
    { query },
    undefined,
    inLanguage(language),
  );
  return { total: data.search.trips.total, titles: data.search.trips.edges.map((edge) => edge.title) };
}

for (const language of LANGUAGES) {
  const { site } = language.t;
  const { search } = site;

  test.describe(`public search without JavaScript ${language.tag}`, () => {
    test.use({ javaScriptEnabled: false });

    test('from the landing page: type, submit, see the trips found, open one, and Back returns to them', async ({
      page,
    }) => {
      const snezka = DEMO_TRIPS.snezka[language.code];
      const found = await apiSearch('snezka', language);
      expect(found.titles).toContain(snezka);
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/'));
      const field = page.getByRole('search').getByRole('searchbox', { name: search.label });
      await field.fill('snezka');
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${sitePath(language, '/search')}\\?q=snezka$`));
      await expect(page.getByRole('heading', { level: 1, name: search.title })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: search.label })).toHaveValue('snezka');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      const trips = page.getByRole('region', { name: search.trips });
      const foundText = pluralPattern(search, 'found');
      expect(countIn(await trips.getByText(foundText).innerText(), foundText)).toBe(found.total);
      const cards = trips.getByRole('article');
      await expect(cards).toHaveCount(found.titles.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(found.titles);

      await trips.getByRole('link', { name: snezka }).click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(language, '/trips/')}[0-9a-f-]{36}$`));
      await expect(page.getByRole('heading', { level: 1, name: snezka })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${sitePath(language, '/search')}\\?q=snezka$`));
      await expect(page.getByRole('searchbox', { name: search.label })).toHaveValue('snezka');
      await expect(trips.getByRole('article')).toHaveCount(found.titles.length);
    });

    test('a typo is offered the spelling the catalogue knows, and a search finding nothing says so kindly', async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/search'));
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);

      const field = page.getByRole('searchbox', { name: search.label });
      await field.fill('krumlof');
      await page.getByRole('search').getByRole('button', { name: search.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(language, '/search')}\\?q=krumlof$`));
      await page.getByRole('link', { name: 'Krumlov', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(language, '/search')}\\?q=Krumlov$`));
      await expect(page.getByRole('searchbox', { name: search.label })).toHaveValue('Krumlov');
      await expect(
        page.getByRole('region', { name: search.trips }).getByRole('link', { name: DEMO_TRIPS.krumlov[language.code] }),
      ).toBeVisible();

      await field.fill('qqxzzv');
      await field.press('Enter');
      const emptyTitle = search.emptyTitle.replace('{{query}}', 'qqxzzv');
      await expect(page.getByRole('heading', { level: 2, name: emptyTitle })).toBeVisible();
      await expect(page.getByRole('region', { name: search.trips })).toHaveCount(0);
      await expect(page.getByRole('link', { name: search.allTrips })).toHaveAttribute('href', '/app/trips');
      await expect(page.getByRole('link', { name: search.blog })).toHaveAttribute('href', sitePath(language, '/blog'));
    });
  });

  // axe runs in the page, so with the page's JavaScript on: the same server-rendered pages, hydrated.
  test.describe(`public search ${language.tag}`, () => {
    for (const [what, paths] of [
      ['the search field and the results', ['/', '/search?q=snezka']],
      ['a did-you-mean and nothing found', ['/search?q=krumlof', '/search?q=qqxzzv']],
    ] as const) {
      test(`axe finds nothing serious on ${what}`, async ({ page }) => {
        await useLanguage(page, language);
        for (const path of paths) {
          await page.goto(sitePath(language, path));
          await expect(page.getByRole('searchbox', { name: search.label })).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    }
  });
}
