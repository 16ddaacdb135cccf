import { expect, type Locator, type Page } from '@playwright/test';
import { type SeededUser, seedUser } from './api';
import { E2E } from './environment';
import type { Language } from './texts';

/**
 * Opens the app in the given language (unless the page already chose one, e.g. through the language switch), and
 * the public site's server-rendered pages too: as after a choice in the app, the `language` cookie tells the server.
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((code) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', code);
  }, language.code);
  await page.context().addCookies([{ name: 'language', value: language.code, url: E2E.appUrl }]);
  await page.context().addCookies([{ name: 'language', value: language.code, url: E2E.shortTtlUrl }]);
}

/** Signs in through the sign-in screen and waits until the app has navigated away from it. */
export async function signInThroughUi(page: Page, language: Language, user: SeededUser, baseUrl = ''): Promise<void> {
  const { auth } = language.t;
  if (!page.url().includes('/app/signin')) await page.goto(`${baseUrl}/app/signin`);
  await page.getByLabel(auth.fields.email).fill(user.email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.signIn.submit }).click();
  await expect(page).not.toHaveURL(/\/app\/signin/);
}

/** Follows a main-app tab (top bar on desktop, bottom tabs on phones): client-side navigation, no reload. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: /./ })
    .getByRole('link', { name, exact: true })
    .filter({ visible: true })
    .click();
}

/** A new account, signed in through the UI in the given language. */
export async function signedIn(page: Page, language: Language, baseUrl = ''): Promise<SeededUser> {
  const user = await seedUser();
  await useLanguage(page, language);
  await signInThroughUi(page, language, user, baseUrl);
  return user;
}

/** The access token the app holds, for checking through the API what the UI did. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('The page holds no access token');
  return token;
}

/** Clicks a chip by its text (its checkbox is visually hidden) and checks that it is now `checked`. */
export async function toggleChip(scope: Page | Locator, name: string, checked: boolean): Promise<void> {
  await scope.getByText(name, { exact: true }).click();
  await expect(scope.getByRole('checkbox', { name, exact: true })).toBeChecked({ checked });
}
