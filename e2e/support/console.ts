import { gql } from './api';
import { E2E } from './environment';
import { expect, type Page } from './test';
import type { Language } from './texts';

/** The demo's editor accounts, one per role (README "Demo accounts"; apps/api/src/db/seed/demo). */
export const DEMO_EDITORS = {
  admin: { email: 'admin@toulky.cz', password: 'toulky-demo' },
  chief: { email: 'sefredaktor@toulky.cz', password: 'toulky-demo' },
  trips: { email: 'vylety@toulky.cz', password: 'toulky-demo' },
  blog: { email: 'blog@toulky.cz', password: 'toulky-demo' },
  partner: { email: 'partner@toulky.cz', password: 'toulky-demo' },
} as const;

/** Signs in through the console's own sign-in screen. */
export async function signInToConsole(page: Page, language: Language, user: { email: string; password: string }) {
  const { auth, console: texts } = language.t;
  if (!page.url().includes('/admin/signin')) await page.goto('/admin/signin');
  await expect(page.getByRole('heading', { level: 1, name: texts.signIn.title })).toBeVisible();
  await page.getByLabel(auth.fields.email).fill(user.email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: texts.signIn.submit }).click();
}

/** Signs an editor in through the console's sign-in and waits for its overview. */
export async function signInAsEditor(page: Page, language: Language, user: { email: string; password: string }) {
  await page.goto('/admin/signin');
  await signInToConsole(page, language, user);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs a person in through the API, as another device would, and gives the access token. */
export async function tokenOf(user: { email: string; password: string }): Promise<string> {
  const { signIn } = await gql<{ signIn: { accessToken: string } }>(
    E2E.appUrl,
    'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }',
    { e: user.email, p: user.password },
  );
  return signIn.accessToken;
}
