import { gql, inLanguage } from '../support/api';
import { accessTokenOf, openTab, signedIn } from '../support/app';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

interface Counters {
  myBookmarkedTripsCount: number;
  myBookmarkedArticlesCount: number;
  myFinishedTripsCount: number;
  myTotalKm: number;
  myFinishedTrips: { totalKm: number; edges: Array<{ title: string }> };
  myBookmarkedTrips: { edges: Array<{ title: string }> };
  myBookmarkedArticles: { edges: Array<{ title: string }> };
}

const COUNTERS = `{
  myBookmarkedTripsCount myBookmarkedArticlesCount myFinishedTripsCount myTotalKm
  myFinishedTrips { totalKm edges { title } }
  myBookmarkedTrips { edges { title } }
  myBookmarkedArticles { edges { title } }
}`;

/** Bookmarks 2 trips and 1 article and finishes 2 trips, through the API, as the page's user. */
async function beActive(token: string): Promise<void> {
  const { publishedTrips, publishedArticles } = await gql<{
    publishedTrips: { edges: Array<{ _id: string }> };
    publishedArticles: { edges: Array<{ _id: string }> };
  }>(
    E2E.appUrl,
    '{ publishedTrips(pagination: { pageSize: 3 }) { edges { _id } } publishedArticles { edges { _id } } }',
    {},
  );
  const [first, second, third] = publishedTrips.edges.map((trip) => trip._id);
  for (const mutation of [
    `mutation { toggleTripBookmark(id: "${first}") { _id } }`,
    `mutation { toggleTripBookmark(id: "${second}") { _id } }`,
    `mutation { toggleTripFinished(id: "${second}") { _id } }`,
    `mutation { toggleTripFinished(id: "${third}") { _id } }`,
    `mutation { toggleArticleBookmark(id: "${publishedArticles.edges[0]._id}") { _id } }`,
  ]) {
    await gql(E2E.appUrl, mutation, {}, token);
  }
}

for (const language of LANGUAGES) {
  const { pages, profile, common } = language.t;
  const km = (value: number) =>
    profile.km.replace('{{value}}', String(value).replace('.', language.code === 'cs_CZ' ? ',' : '.'));

  test.describe(`profile ${language.tag}`, () => {
    test('the counters, chart, map and lists say what the API says; an item opens its nested route and Back returns', async ({
      page,
    }) => {
      await signedIn(page, language);
      const token = await accessTokenOf(page);
      await beActive(token);
      const api = await gql<Counters>(E2E.appUrl, COUNTERS, {}, token, inLanguage(language));

      await openTab(page, common.nav.profile);
      const counters = page.getByRole('region', { name: profile.counters.label });
      await expect(counters.getByRole('link', { name: profile.counters.bookmarkedTrips })).toContainText(
        String(api.myBookmarkedTripsCount),
      );
      await expect(counters.getByRole('link', { name: profile.counters.bookmarkedArticles })).toContainText(
        String(api.myBookmarkedArticlesCount),
      );
      await expect(counters.getByRole('link', { name: profile.counters.finishedTrips })).toContainText(
        String(api.myFinishedTripsCount),
      );
      await expect(counters.getByRole('link', { name: profile.counters.totalKm })).toContainText(km(api.myTotalKm));
      // The chart's numbers, as screen readers get them: this month holds every finished kilometre.
      const table = page.getByRole('table', { name: profile.chart.caption });
      await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText(
        km(api.myTotalKm).replace(' km', ''),
      );
      await expect(page.getByRole('region', { name: profile.map.label })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('profile.png'), fullPage: true });

      await counters.getByRole('link', { name: profile.counters.finishedTrips }).click();
      await expect(page.getByRole('heading', { level: 1, name: pages.finishedTrips.title })).toBeVisible();
      await expect(
        page.getByText(profile.lists.totalKm.replace('{{km}}', km(api.myFinishedTrips.totalKm).replace(' km', ''))),
      ).toBeVisible();
      const titles = page.getByRole('article').getByRole('heading');
      await expect(titles).toHaveText(api.myFinishedTrips.edges.map((trip) => trip.title));
      await titles.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/app\/profile\/finished-trips\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: api.myFinishedTrips.edges[0].title })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/app\/profile\/finished-trips$/);
      await expect(titles).toHaveCount(api.myFinishedTrips.edges.length);

      await page.goto('/app/profile/favorite-trips');
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(
        api.myBookmarkedTrips.edges.map((trip) => trip.title),
      );
      await page.goto('/app/profile/bookmarked-articles');
      const article = page.getByRole('article').getByRole('heading');
      await expect(article).toHaveText(api.myBookmarkedArticles.edges.map((item) => item.title));
      await article.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/app\/profile\/bookmarked-articles\/[a-z0-9-]+$/);
    });

    test('a new user sees honest empty states that lead to Trips and the wall', async ({ page }) => {
      await signedIn(page, language, '/app/profile');
      await expect(page.getByRole('heading', { name: profile.empty.title })).toBeVisible();
      await page.goto('/app/profile/finished-trips');
      await expect(page.getByRole('heading', { name: pages.finishedTrips.emptyTitle })).toBeVisible();
      await page.getByRole('link', { name: pages.browseTrips }).click();
      await expect(page).toHaveURL(/\/app\/trips$/);
      await page.goto('/app/profile/bookmarked-articles');
      await page.getByRole('link', { name: profile.lists.openWall }).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });
  });
}
