import type { Page } from '@playwright/test';
import { openTab, signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

// Content in the reader's language (issue 30), as a reader of English meets it, at both widths: trips and articles
// in English where the demo content has English, an article without it in Czech marked "In Czech" (and `lang="cs"`,
// so a screen reader reads it in Czech), and everything in Czech again after switching the language, without a reload.

const [czech, english] = LANGUAGES;
/** A demo trip (apps/api/src/db/seed/demo/trips-north-east.ts) in both languages. */
const SNEZKA = { cs: 'Na Sněžku z Pece pod Sněžkou', en: 'Up Sněžka from Pec pod Sněžkou' };
/** The newest demo article, left without English on purpose (apps/api/src/db/seed/demo/articles.ts). */
const CZECH_ONLY_ARTICLE = 'Co si zabalit na výlet s dětmi';
/** A demo article in both languages. */
const AUTUMN = { cs: 'Podzimní výlety do barevných lesů', en: 'Autumn walks in colourful forests' };

async function switchLanguage(page: Page, from: typeof czech | typeof english, to: typeof czech | typeof english) {
  const { common, pages, settings } = from.t;
  await openTab(page, common.nav.profile);
  await page.getByRole('link', { name: pages.profile.links.settings, exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: settings.entries.language, exact: true }).click();
  await page
    .getByRole('dialog', { name: settings.language.title })
    .getByRole('radio', { name: to.code === 'cs_CZ' ? 'Čeština' : 'English' })
    .click();
  await page
    .getByRole('dialog', { name: to.t.settings.language.title })
    .getByRole('button', { name: to.t.settings.dialog.done })
    .click();
}

/** Opens a trip as a person does from any screen: `/`, its name typed, its suggestion chosen. */
async function openTripBySearch(page: Page, language: typeof czech | typeof english, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await page.getByRole('combobox', { name: language.t.common.searchField.label }).fill('snezk');
  await page.getByRole('listbox').getByRole('option', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * A wall card by its text, loading more of the wall until it is there: other journeys publish to the same wall while
 * this one runs, so a demo item is not always on the first page.
 */
async function wallCard(page: Page, language: typeof czech | typeof english, text: string) {
  const card = page.getByRole('article').filter({ hasText: text });
  for (let more = 0; more < 5 && (await card.count()) === 0; more++) {
    const loadMore = page.getByRole('button', { name: language.t.wall.loadMore });
    if ((await loadMore.count()) === 0) break;
    const shown = await page.getByRole('article').count();
    await loadMore.click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(shown);
  }
  await expect(card).toBeVisible();
  return card;
}

test.describe(`content in the reader’s language ${english.tag} @all-sizes`, () => {
  test('a reader of English gets trips and articles in English, Czech ones marked, and Czech at once after a switch', async ({
    page,
  }) => {
    const { common, pages } = english.t;
    await signedIn(page, english, '/app/trips');
    await expect(page.getByRole('heading', { level: 1, name: pages.trips.title })).toBeVisible();

    // A demo trip has English: its title, perex and text, nothing marked Czech.
    await openTripBySearch(page, english, SNEZKA.en);
    await expect(page.getByRole('heading', { level: 1, name: SNEZKA.en })).not.toHaveAttribute('lang');
    await expect(page.getByText('the highest peak of Czechia').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(common.contentInCzech, { exact: true })).toHaveCount(0);

    // The wall: the newest article has no English, so its Czech is shown, marked; an English one is not marked.
    await openTab(page, common.nav.wall);
    await expect(page.getByRole('heading', { level: 1, name: pages.dashboard.title })).toBeVisible();
    const czechCard = await wallCard(page, english, CZECH_ONLY_ARTICLE);
    await expect(czechCard.getByText(common.contentInCzech, { exact: true })).toBeVisible();
    await expect(czechCard.getByRole('heading', { name: CZECH_ONLY_ARTICLE })).toHaveAttribute('lang', 'cs');
    const englishCard = await wallCard(page, english, AUTUMN.en);
    await expect(englishCard.getByText(common.contentInCzech, { exact: true })).toHaveCount(0);

    await czechCard.getByRole('link', { name: CZECH_ONLY_ARTICLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: CZECH_ONLY_ARTICLE })).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('main').getByText(common.contentInCzech, { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Switched to Czech in the settings, the content is Czech at once, on the screens seen before too.
    await switchLanguage(page, english, czech);
    await openTab(page, czech.t.common.nav.wall);
    await wallCard(page, czech, AUTUMN.cs);
    await expect(page.getByText(czech.t.common.contentInCzech, { exact: true })).toHaveCount(0);
    await openTripBySearch(page, czech, SNEZKA.cs);
  });
});
