import type { Locator, Page } from '@playwright/test';
import { gql, inLanguage } from '../support/api';
import { openTab, signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES, type Language, pluralPattern, textPattern } from '../support/texts';

interface Trip {
  _id: string;
  title: string;
}

/** A published trip with a cover and a gallery (every demo trip has both), titled in the language. */
async function tripWithPictures(index: number, language: Language): Promise<Trip> {
  const data = await gql<{ publishedTrips: { edges: Array<Trip & { images: unknown[] }> } }>(
    E2E.appUrl,
    '{ publishedTrips(sort: { field: publishedAt, direction: ASC }, pagination: { pageNumber: 1, pageSize: 12 }) { edges { _id title images { _id } } } }',
    {},
    undefined,
    inLanguage(language),
  );
  const trip = data.publishedTrips.edges.filter((edge) => edge.images.length > 0)[index];
  if (!trip) throw new Error(`No trip with pictures number ${index}`);
  return trip;
}

/**
 * Waits until the service worker is installed and controls the page: installed after the first screen, it takes
 * charge of the pages loaded after it, so the page is loaded once more.
 */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Closes `page` and opens a new page of the same (offline) context with neither the data cache's snapshot nor the
 * service worker's media cache: whatever a trip shows then comes from the trips saved for offline.
 */
async function withoutOtherCaches(page: Page): Promise<Page> {
  const context = page.context();
  await page.close();
  const fresh = await context.newPage();
  // A precached file of the app's origin, served by the service worker without network.
  await fresh.goto('/favicon.svg');
  await fresh.evaluate(async () => {
    await caches.delete('media');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('toulky');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const transaction = open.result.transaction('apollo', 'readwrite');
        transaction.objectStore('apollo').clear();
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
  });
  return fresh;
}

/** Every picture of the trip's gallery is shown (scrolled to, as the lazy ones load only then). */
async function expectPicturesShown(page: Page, language: Language): Promise<void> {
  const pictures = page.getByRole('region', { name: language.t.trips.detail.gallery }).getByRole('img');
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
}

/** The start drawn from its coordinates, with the caption saying why, instead of a map of tiles. */
async function expectOverviewMap(page: Page, language: Language): Promise<void> {
  const startLabel = language.t.trips.map.startLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const map = page.getByRole('img', { name: new RegExp(`^${startLabel}: \\d`) });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(page.getByText(language.t.offline.map.caption)).toBeVisible();
}

/** The saved trips' list, through the profile as a person gets there. */
async function openSavedList(page: Page, language: Language): Promise<void> {
  await openTab(page, language.t.common.nav.profile);
  await page
    .getByRole('navigation', { name: language.t.pages.profile.title })
    .getByRole('link', { name: language.t.pages.profile.links.savedOffline })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: language.t.offline.list.title })).toBeVisible();
}

function savedCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

LANGUAGES.forEach((language, languageIndex) => {
  const { common, offline, trips } = language.t;

  test.describe(`trips saved for offline ${language.tag}`, () => {
    test('save a trip; offline it opens from the list and by its URL with its pictures and an overview map; other screens say they need a connection; online, remove it', async ({
      page,
      context,
    }, testInfo) => {
      test.slow();
      const trip = await tripWithPictures(languageIndex * 2 + (testInfo.project.name === 'phone' ? 1 : 0), language);
      await signedIn(page, language);
      await page.goto(`/app/trips/${trip._id}`);
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      await underServiceWorker(page);
      const usageBefore = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

      const save = page.getByRole('button', { name: offline.save.button });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      await expect(page.getByText(offline.save.saved)).toBeVisible();
      await expect(save).toHaveAttribute('aria-pressed', 'true');

      // The storage one saved trip takes: the sum of what it stored (its data and files), and the browser's estimate.
      const stored = await page.evaluate(async (tripId) => {
        const record = await new Promise<{ dataBytes: number; files: Array<{ url: string; bytes: number }> }>(
          (resolve, reject) => {
            const open = indexedDB.open('toulky');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const request = open.result.transaction('savedTrips').objectStore('savedTrips').get(tripId);
              request.onsuccess = () => {
                open.result.close();
                resolve(request.result);
              };
              request.onerror = () => reject(request.error);
            };
          },
        );
        return { dataBytes: record.dataBytes, files: record.files, usage: (await navigator.storage.estimate()).usage };
      }, trip._id);
      const fileBytes = stored.files.reduce((sum, file) => sum + file.bytes, 0);
      testInfo.annotations.push({
        type: 'saved trip storage',
        description: `${stored.dataBytes + fileBytes} bytes (data ${stored.dataBytes}, ${stored.files.length} files ${fileBytes}); storage estimate grew by ${(stored.usage ?? 0) - usageBefore} bytes`,
      });
      expect(stored.files.length).toBeGreaterThan(1);

      await context.setOffline(true);
      await openSavedList(page, language);
      const card = savedCard(page, trip.title);
      await expect(card.getByText(textPattern(offline.list.size))).toBeVisible();
      await card.getByRole('link', { name: trip.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      await expectPicturesShown(page, language);
      await expectOverviewMap(page, language);

      // By its own address, with nothing else cached: the saved copy. Pictures cannot come from the network, nor
      // from the browser's HTTP cache (which answers a service worker's requests even offline): only from the saved
      // trips' cache.
      await context.route('**/media/**', (route) => route.abort('internetdisconnected'));
      const fresh = await withoutOtherCaches(page);
      await fresh.goto(`/app/trips/${trip._id}`);
      await expect(fresh.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      await expect(fresh.getByText(offline.copy.title)).toBeVisible();
      await expectPicturesShown(fresh, language);
      await fresh.evaluate(() => window.scrollTo(0, 0));
      await fresh.screenshot({ path: testInfo.outputPath('saved-trip-offline.png') });
      await expectOverviewMap(fresh, language);
      await fresh.screenshot({ path: testInfo.outputPath('saved-trip-offline-start.png') });
      // What needs the server fails, and the toast says why.
      await fresh.getByRole('button', { name: trips.bookmark.add }).click();
      const toast = fresh.getByRole('alert').filter({ hasText: trips.bookmark.failed });
      await expect(toast.getByText(common.needsConnection.title)).toBeVisible();

      // A screen whose code is not kept offline, and one whose data is not: each says it needs a connection.
      await openTab(fresh, common.nav.map);
      await expect(fresh.getByRole('heading', { level: 1, name: common.needsConnection.title })).toBeVisible();
      await openTab(fresh, common.nav.wall);
      await expect(fresh.getByRole('main').getByText(common.needsConnection.title)).toBeVisible();
      await fresh.screenshot({ path: testInfo.outputPath('wall-offline.png'), fullPage: true });
      expect(await seriousViolations(fresh)).toEqual([]);

      await context.unrouteAll();
      await context.setOffline(false);
      await fresh.goto('/app/profile/saved');
      await savedCard(fresh, trip.title)
        .getByRole('button', { name: offline.list.removeTrip.replace('{{title}}', trip.title) })
        .click();
      await expect(fresh.getByText(offline.save.removed)).toBeVisible();
      await expect(fresh.getByRole('heading', { name: offline.list.emptyTitle })).toBeVisible();
      await fresh.screenshot({ path: testInfo.outputPath('saved-list-empty.png'), fullPage: true });
      expect(await seriousViolations(fresh)).toEqual([]);
    });

    test('a favourite is saved by itself and opens offline from the favourites; un-bookmarked it goes; turned off, favourites are not saved; remove all', async ({
      page,
      context,
    }, testInfo) => {
      test.slow();
      await signedIn(page, language);
      await page.goto('/app/trips');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(12);
      const [first, second] = await cards.getByRole('heading').allInnerTexts();
      if (!first || !second) throw new Error('The trips list has fewer than two trips');

      await cards.nth(0).getByRole('button', { name: trips.bookmark.add }).click();
      await expect(page.getByText(trips.bookmark.added)).toBeVisible();
      await openSavedList(page, language);
      await expect(savedCard(page, first).getByText(offline.list.forBookmark)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: pluralPattern(offline.list, 'count') })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('saved-list.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // Offline with nothing else cached, the favourites list shows the saved favourites, and the trip opens.
      await underServiceWorker(page);
      await context.setOffline(true);
      const fresh = await withoutOtherCaches(page);
      await fresh.goto('/app/profile/favorite-trips');
      await expect(fresh.getByText(offline.favourites.note)).toBeVisible();
      await fresh.getByRole('link', { name: first, exact: true }).click();
      await expect(fresh.getByRole('heading', { level: 1, name: first })).toBeVisible();
      await expect(fresh.getByText(offline.copy.title)).toBeVisible();
      await context.setOffline(false);

      // Turned off: a new favourite is not saved.
      await fresh.goto('/app/profile/saved');
      const automatic = fresh.getByRole('switch', { name: offline.auto.label });
      await expect(automatic).toBeChecked();
      await automatic.setChecked(false, { force: true });
      await fresh.goto('/app/trips');
      await fresh.getByRole('article').nth(1).getByRole('button', { name: trips.bookmark.add }).click();
      await expect(fresh.getByText(trips.bookmark.added)).toBeVisible();
      // What a bookmark sets off runs right after its answer; give it the time a save takes.
      await fresh.waitForTimeout(1500);
      await openSavedList(fresh, language);
      await expect(fresh.getByRole('switch', { name: offline.auto.label })).not.toBeChecked();
      await expect(fresh.getByRole('article')).toHaveCount(1);
      await expect(savedCard(fresh, first)).toBeVisible();

      // Un-bookmarked, the favourite's automatic copy goes with it.
      await savedCard(fresh, first).getByRole('link', { name: first }).click();
      await fresh.getByRole('button', { name: trips.bookmark.remove }).click();
      await expect(fresh.getByText(trips.bookmark.removed)).toBeVisible();
      await openSavedList(fresh, language);
      await expect(fresh.getByRole('heading', { name: offline.list.emptyTitle })).toBeVisible();

      // Saved by hand, and all removed after confirming.
      await openTab(fresh, common.nav.trips);
      await fresh.getByRole('link', { name: second, exact: true }).click();
      await fresh.getByRole('button', { name: offline.save.button }).click();
      await expect(fresh.getByText(offline.save.saved)).toBeVisible();
      await openSavedList(fresh, language);
      await expect(savedCard(fresh, second)).toBeVisible();
      await fresh.getByRole('button', { name: offline.list.removeAll }).click();
      const dialog = fresh.getByRole('dialog', { name: offline.removeAll.title });
      await expect(dialog.getByText(pluralPattern(offline.removeAll, 'text'))).toBeVisible();
      await dialog.getByRole('button', { name: offline.removeAll.confirm }).click();
      await expect(fresh.getByText(offline.removeAll.done)).toBeVisible();
      await expect(fresh.getByRole('heading', { name: offline.list.emptyTitle })).toBeVisible();
    });
  });
});
