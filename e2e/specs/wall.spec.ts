import { gql, inLanguage } from '../support/api';
import { accessTokenOf, openTab, signedIn } from '../support/app';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

for (const language of LANGUAGES) {
  const { common, pages, wall } = language.t;

  test.describe(`wall ${language.tag}`, () => {
    test('wall → article → bookmark with a toast → the API lists it among bookmarked articles', async ({ page }) => {
      await signedIn(page, language);
      await openTab(page, common.nav.wall);
      await expect(page.getByRole('heading', { level: 1, name: pages.dashboard.title })).toBeVisible();

      const card = page.getByRole('article').filter({ hasText: wall.kinds.PublishedArticle }).first();
      const title = (await card.getByRole('heading').innerText()).trim();
      await card.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/app\/dashboard\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await page.getByRole('button', { name: wall.bookmark.add }).click();
      await expect(page.getByText(wall.bookmark.added)).toBeVisible();
      await expect(page.getByRole('button', { name: wall.bookmark.remove })).toHaveAttribute('aria-pressed', 'true');

      const data = await gql<{ myBookmarkedArticles: { edges: Array<{ title: string }> } }>(
        E2E.appUrl,
        '{ myBookmarkedArticles { edges { title } } }',
        {},
        await accessTokenOf(page),
        inLanguage(language),
      );
      expect(data.myBookmarkedArticles.edges.map((article) => article.title)).toContain(title);

      await page.getByRole('button', { name: wall.bookmark.remove }).click();
      await expect(page.getByText(wall.bookmark.removed)).toBeVisible();
    });

    test('more of the wall loads on scrolling, and an announcement opens its trip', async ({ page }) => {
      await signedIn(page, language, '/app/dashboard');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(10);
      await page.getByRole('button', { name: wall.loadMore }).scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count()).toBeGreaterThan(10);

      const announcement = cards.filter({ hasText: wall.kinds.PublishedTripAnnouncement }).first();
      await announcement.getByRole('link').click();
      await expect(page).toHaveURL(/\/app\/trips\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
