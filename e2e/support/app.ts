import { expect, type Locator, type Page } from '@playwright/test';
import { gql, type SeededUser, seedUser } from './api';
import { E2E } from './environment';
import type { Language } from './texts';

/**
 * Opens the app in the given language (unless the page already chose one, e.g. through the language switch). A
 * public page's language is its address's: open it at `sitePath(language, path)`.
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((code) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', code);
  }, language.code);
}

/** A public page's address in a language: Czech at the root, English under `/en` (`/` is `/en`). */
export function sitePath(language: Language, path: string): string {
  if (language.code === 'cs_CZ') return path;
  return path === '/' ? '/en' : `/en${path}`;
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

/**
 * A new account in the language's run, signed in as the sign-in screen leaves it: the API's tokens and the user they name in local storage,
 * then the app opened at `path`, by default where sign-in leads (Trips, checked by its heading). The sign-in screen
 * itself has journeys of its own (session, sign-up, password reset); the others start here, which spares each an app
 * load or two and a form on CI's two busy CPUs.
 */
export async function signedIn(page: Page, language: Language, path?: string): Promise<SeededUser> {
  const user = await seedUser(E2E.appUrl, 'hiker', { language });
  await useLanguage(page, language);
  // Written once, from a page of the same origin that runs no app, not by an init script: that would sign the person
  // in again on every page a journey opens after signing out.
  await page.goto(`${E2E.appUrl}/healthz`);
  // In the browser's name, so the session is listed as this browser's device, as after the sign-in screen.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const { signIn } = await gql<{ signIn: { accessToken: string; refreshToken: string } }>(
    E2E.appUrl,
    'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken refreshToken } }',
    { e: user.email, p: user.password },
    undefined,
    { 'user-agent': userAgent },
  );
  const claims = JSON.parse(Buffer.from(signIn.accessToken.split('.')[1], 'base64url').toString('utf8'));
  const session = {
    ...signIn,
    user: JSON.stringify({ _id: claims.sub, email: claims.email, roles: claims.roles ?? [] }),
  };
  await page.evaluate(({ accessToken, refreshToken, user }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
    localStorage.setItem('user', user);
  }, session);
  await page.goto(`${E2E.appUrl}${path ?? '/app/trips'}`);
  if (!path) await expect(page.getByRole('heading', { level: 1, name: language.t.pages.trips.title })).toBeVisible();
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
