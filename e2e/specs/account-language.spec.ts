import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { gql, seedUser, uniqueEmail } from '../support/api';
import { accessTokenOf, openTab, signInThroughUi, useLanguage } from '../support/app';
import { E2E } from '../support/environment';
import { linkIn, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

/**
 * Issue 50: a person's language follows them to every device. Signed in, the app speaks the account's language (set at
 * sign-up, changed in Settings › Language on any device); before sign-in, the device's choice, else the browser's.
 */

const [czech, english] = LANGUAGES;

/** What a page shows at a moment: its path, `<html lang>`, title, and the app's own words (headings, navigation, controls). */
interface Shown {
  path: string;
  lang: string;
  title: string;
  texts: string[];
}

declare global {
  interface Window {
    shownStates?: Shown[];
  }
}

/**
 * Runs in every page before its own scripts: notes what the page shows each time its document changes, from before
 * the first paint on (a MutationObserver's callback runs before the browser paints the change), so a screen shown in
 * one language and then another cannot pass unseen.
 */
function recordWhatIsShown(): void {
  const states: Shown[] = [];
  window.shownStates = states;
  let last = '';
  const note = () => {
    const texts = [
      ...document.querySelectorAll('h1, h2, h3, nav a, button, label, [role="tab"], [aria-label]'),
    ].flatMap((element) => [element.textContent?.trim() ?? '', element.getAttribute('aria-label') ?? '']);
    const state = {
      path: location.pathname,
      lang: document.documentElement.lang,
      title: document.title,
      texts: [...new Set(texts.filter(Boolean))],
    };
    const key = JSON.stringify(state);
    if (key !== last) states.push(state);
    last = key;
  };
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** Every text of these namespaces that Czech says differently from English: none may show in an English screen. */
function czechOnlyTexts(): Set<string> {
  const found = new Set<string>();
  const walk = (cs: unknown, en: unknown) => {
    if (typeof cs === 'string') {
      if (cs !== en && cs.length > 2 && !cs.includes('{{')) found.add(cs);
      return;
    }
    if (typeof cs !== 'object' || cs === null) return;
    for (const [key, value] of Object.entries(cs)) walk(value, (en as Record<string, unknown> | undefined)?.[key]);
  };
  for (const namespace of ['common', 'pages', 'trips', 'profile'] as const) {
    walk(czech.t[namespace], english.t[namespace]);
  }
  return found;
}

/** Saves a screenshot beside the journey's results and attaches it to the report. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The project's device as a new browser context: another browser of the same person. */
function sameDevice(options: BrowserContextOptions, overrides: BrowserContextOptions): BrowserContextOptions {
  const { viewport, isMobile, deviceScaleFactor, hasTouch, userAgent, baseURL, storageState } = options;
  return { viewport, isMobile, deviceScaleFactor, hasTouch, userAgent, baseURL, storageState, ...overrides };
}

async function accountLanguage(page: Page): Promise<string> {
  const { me } = await gql<{ me: { language: string } }>(
    E2E.appUrl,
    '{ me { language } }',
    {},
    await accessTokenOf(page),
  );
  return me.language;
}

test.describe('a fresh browser that prefers Czech, no choice stored', () => {
  // No storage at all: the cookie choice is asked for too, as on anybody's first visit.
  test.use({ locale: 'cs-CZ', storageState: { cookies: [], origins: [] } });

  test('an English account signs in and sees English at once, never Czech @all-sizes', async ({ page }, testInfo) => {
    const user = await seedUser(E2E.appUrl, 'english', { language: english });
    await page.addInitScript(recordWhatIsShown);

    await page.goto('/app/signin');
    await expect(page.getByRole('heading', { level: 1, name: czech.t.auth.signIn.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: czech.t.common.consent.onlyNecessary }).click();
    await reloaded;
    await signInThroughUi(page, czech, user);

    await expect(page).toHaveURL(/\/app\/trips$/);
    await expect(page.getByRole('heading', { level: 1, name: english.t.pages.trips.title })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${english.t.pages.trips.title} · Toulky`);
    await screenshot(page, testInfo, 'english-account-first-signed-in-screen');

    // Everything the first signed-in screen showed, from its first paint on, was English.
    const shown = (await page.evaluate(() => window.shownStates ?? [])).filter((state) => state.path === '/app/trips');
    expect(shown.length).toBeGreaterThan(0);
    const czechTexts = czechOnlyTexts();
    for (const state of shown) {
      expect(state.lang, JSON.stringify(state)).toBe('en');
      expect(state.title, JSON.stringify(state)).not.toBe(`${czech.t.pages.trips.title} · Toulky`);
      expect(state.texts.filter((text) => czechTexts.has(text))).toEqual([]);
    }
    expect(shown.at(-1)?.texts).toContain(english.t.pages.trips.title);
    // The device keeps the account's language for its next start, and the server paints in it.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en_US');
    const painted = await (await page.context().request.get('/app/trips')).text();
    expect(painted).toContain('<html lang="en"');
    expect(painted).toContain('data-first-screen');

    // Signed out, this device goes on in English: the landing page at /en.
    await openTab(page, english.t.common.nav.profile);
    await page.getByRole('button', { name: english.t.pages.profile.signOut }).click();
    await expect(page).toHaveURL(`${E2E.appUrl}/en`);
  });
});

for (const [from, to] of [LANGUAGES, [...LANGUAGES].reverse()]) {
  test(`a language changed in Settings on one browser is the other browser's after a reload ${from.tag}`, async ({
    page,
    browser,
    contextOptions,
    viewport,
    isMobile,
    deviceScaleFactor,
    hasTouch,
    userAgent,
    baseURL,
    storageState,
  }, testInfo) => {
    const user = await seedUser(E2E.appUrl, 'two-browsers', { language: from });
    await useLanguage(page, from);
    await signInThroughUi(page, from, user);
    await expect(page.getByRole('heading', { level: 1, name: from.t.pages.trips.title })).toBeVisible();

    // The other browser: a Czech one where nothing was chosen; it signs in on Czech screens.
    const other = await anotherBrowser(browser, {
      ...contextOptions,
      viewport,
      isMobile,
      deviceScaleFactor,
      hasTouch,
      userAgent,
      baseURL,
      storageState,
    });
    const second = await other.newPage();
    await signInThroughUi(second, czech, user);
    await expect(second.getByRole('heading', { level: 1, name: from.t.pages.trips.title })).toBeVisible();

    // Settings › Language on the first browser: saved on the account.
    const { settings } = from.t;
    await openTab(page, from.t.common.nav.profile);
    await page.getByRole('link', { name: from.t.pages.profile.links.settings, exact: true }).click();
    await page.getByRole('main').getByRole('button', { name: settings.entries.language, exact: true }).click();
    await page
      .getByRole('dialog', { name: settings.language.title })
      .getByRole('radio', { name: to.code === 'cs_CZ' ? 'Čeština' : 'English' })
      .click();
    await expect(page.getByRole('dialog', { name: to.t.settings.language.title })).toBeVisible();
    await expect.poll(() => accountLanguage(page)).toBe(to.code);

    // The second browser, still on Trips in the old language, speaks the new one from its next load on.
    await expect(second.getByRole('heading', { level: 1, name: from.t.pages.trips.title })).toBeVisible();
    await second.addInitScript(recordWhatIsShown);
    await second.reload();
    await expect(second.getByRole('heading', { level: 1, name: to.t.pages.trips.title })).toBeVisible();
    await expect(second.getByRole('article').first()).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('lang', to.code.slice(0, 2));
    const shown = await second.evaluate(() => window.shownStates ?? []);
    expect(shown.filter((state) => state.texts.includes(from.t.pages.trips.title))).toEqual([]);
    await screenshot(second, testInfo, 'other-browser-after-reload');
    // And what the server paints for it is in the new language too.
    const painted = await (await other.request.get('/app/trips')).text();
    expect(painted).toContain(`<html lang="${to.code.slice(0, 2)}"`);
    await other.close();
  });
}

/** A second browser of the same kind as the project's, with the journeys' cookie choice made and no language chosen. */
async function anotherBrowser(browser: Browser, options: BrowserContextOptions) {
  return browser.newContext(sameDevice(options, { locale: 'cs-CZ' }));
}

test.describe('before sign-in, a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('gets English sign-in, sign-up and password screens, and signs up an English account @all-sizes', async ({
    page,
    browser,
    contextOptions,
    viewport,
    isMobile,
    deviceScaleFactor,
    hasTouch,
    userAgent,
    baseURL,
    storageState,
  }, testInfo) => {
    const { auth } = english.t;
    await page.goto('/app/signin');
    await expect(page.getByRole('heading', { level: 1, name: auth.signIn.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${auth.signIn.title} · Toulky`);
    // The texts of that language come with the app's entry (the preload in index.html), and no other's.
    const preloads = page.locator('link[rel=modulepreload][href*="/assets/"]');
    await expect(preloads.and(page.locator('[href^="/assets/en-"]'))).toHaveCount(1);
    await expect(preloads.and(page.locator('[href^="/assets/cs-"]'))).toHaveCount(0);
    await screenshot(page, testInfo, 'english-browser-sign-in');

    await page.getByRole('link', { name: auth.signIn.forgotPassword }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.forgotPassword.title })).toBeVisible();
    await page.goto('/app/signup');
    await expect(page.getByRole('heading', { level: 1, name: auth.signUp.title })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

    // Signing up here makes an English account: its mail is in English, and so is the app wherever the link is
    // opened, here on a Czech browser.
    const email = uniqueEmail('english-browser');
    await page.getByLabel(auth.fields.email).fill(email);
    await page.getByRole('button', { name: auth.signUp.submit }).click();
    await expect(page.getByRole('heading', { name: auth.signUp.sent.title })).toBeVisible();
    const link = linkIn(await waitForMail(email), '/app/finish-signup');

    const other = await browser.newContext(
      sameDevice(
        { ...contextOptions, viewport, isMobile, deviceScaleFactor, hasTouch, userAgent, baseURL, storageState },
        { locale: 'cs-CZ' },
      ),
    );
    const czechBrowser = await other.newPage();
    await czechBrowser.goto(link);
    await expect(czechBrowser.getByRole('heading', { name: czech.t.auth.finishSignUp.title })).toBeVisible();
    await czechBrowser.getByLabel(czech.t.auth.fields.firstname).fill('Emma');
    await czechBrowser.getByLabel(czech.t.auth.fields.lastname).fill('Novak');
    await czechBrowser.getByLabel(czech.t.auth.fields.password, { exact: true }).fill('Smrk a buk na Šumavě');
    await czechBrowser.getByLabel(czech.t.auth.fields.passwordAgain).fill('Smrk a buk na Šumavě');
    await czechBrowser.getByRole('button', { name: czech.t.auth.finishSignUp.submit }).click();
    await expect(czechBrowser).toHaveURL(/\/app\/onboarding$/);
    await expect(
      czechBrowser.getByRole('heading', { level: 1, name: english.t.onboarding.aboutYou.title }),
    ).toBeVisible();
    await expect(czechBrowser.locator('html')).toHaveAttribute('lang', 'en');
    expect(await accountLanguage(czechBrowser)).toBe('en_US');
    await other.close();

    // A choice stored on the device wins over the browser's language.
    await page.goto('/app/signin');
    await page.getByLabel(english.t.common.language.label).selectOption('cs_CZ');
    await expect(page.getByRole('heading', { level: 1, name: czech.t.auth.signIn.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: czech.t.auth.signIn.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  });
});
