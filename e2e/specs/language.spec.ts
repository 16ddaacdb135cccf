import { useLanguage } from '../support/app';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

for (const [from, to] of [LANGUAGES, [...LANGUAGES].reverse()]) {
  test(`switching the language changes every text and survives a reload ${from.tag}→${to.tag}`, async ({ page }) => {
    await useLanguage(page, from);
    await page.goto('/app/signin');
    await expect(page.getByRole('heading', { level: 1, name: from.t.auth.signIn.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', from.code.slice(0, 2));

    await page.getByLabel(from.t.common.language.label).selectOption(to.code);
    await expect(page.getByRole('heading', { level: 1, name: to.t.auth.signIn.title })).toBeVisible();
    await expect(page.getByLabel(to.t.auth.fields.password, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${to.t.auth.signIn.title} · Toulky`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: to.t.auth.signIn.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', to.code.slice(0, 2));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(to.code);
    // The chosen language's texts were fetched with the app's entry (the preload in index.html), and no other's.
    const preloads = page.locator('link[rel=modulepreload][href*="/assets/"]');
    await expect(preloads.and(page.locator(`[href^="/assets/${to.code.slice(0, 2)}-"]`))).toHaveCount(1);
    await expect(preloads.and(page.locator(`[href^="/assets/${from.code.slice(0, 2)}-"]`))).toHaveCount(0);
  });
}
