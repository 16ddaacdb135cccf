import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gql } from '../support/api';
import { accessTokenOf, openTab, signedIn, sitePath, toggleChip } from '../support/app';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mail';
import { expect, type Page, test } from '../support/test';
import { LANGUAGES, type Language, textPattern } from '../support/texts';

interface Me {
  firstname: string;
  lastname: string;
  language: string;
  interests: string[];
  newsletterSubscribed: boolean;
  city: { name: string; region: string } | null;
}

const ME = '{ me { firstname lastname language interests newsletterSubscribed city { name region } } }';

async function me(page: Page): Promise<Me> {
  return (await gql<{ me: Me }>(E2E.appUrl, ME, {}, await accessTokenOf(page))).me;
}

const SUPPORT_EMAIL = 'podpora@toulky.cz';

/** The settings screen, reached as a person does: the Profile tab, then its Settings link. */
async function openSettings(page: Page, language: Language): Promise<void> {
  const { common, pages, settings } = language.t;
  await openTab(page, common.nav.profile);
  await page.getByRole('link', { name: pages.profile.links.settings, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** Another device than either project's browser (desktop Chromium on Linux, the phone project's Android Chrome). */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs the user in on "another device": the API called with a phone browser's User-Agent. */
async function signInFrom(user: { email: string; password: string }, userAgent: string): Promise<string> {
  const response = await fetch(`${E2E.appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({
      query: 'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }',
      variables: { e: user.email, p: user.password },
    }),
  });
  const body = (await response.json()) as { data: { signIn: { accessToken: string } } };
  return body.data.signIn.accessToken;
}

for (const language of LANGUAGES) {
  const { settings, validation, common, trips } = language.t;
  const entry = (page: Page, key: keyof typeof settings.entries) =>
    page.getByRole('main').getByRole('button', { name: settings.entries[key], exact: true });

  test.describe(`settings ${language.tag}`, () => {
    test('the 13 entries of the spec, in its order, each named by its label, with Signed-in devices and Download my data', async ({
      page,
    }) => {
      await signedIn(page, language);
      await openSettings(page, language);
      // Polled: the entries about the account come once its data has loaded, the others at once.
      const names = () =>
        page
          .getByRole('main')
          .locator('li > :is(a, button)')
          .evaluateAll((elements) =>
            elements.map((element) => {
              const label = element.getAttribute('aria-labelledby');
              return (label && document.getElementById(label)?.textContent) || '';
            }),
          );
      await expect
        .poll(names)
        .toEqual([
          settings.entries.credentials,
          settings.entries.password,
          settings.entries.devices,
          settings.entries.subscription,
          settings.entries.interests,
          settings.entries.location,
          settings.entries.language,
          settings.entries.support,
          settings.entries.download,
          settings.entries.deleteAccount,
          settings.entries.privacy,
          settings.entries.terms,
          settings.entries.about,
          settings.entries.share,
          settings.entries.signOut,
        ]);
      await page.screenshot({ path: test.info().outputPath('settings.png'), fullPage: true });
      await expect(page.getByRole('link', { name: settings.entries.privacy })).toHaveAttribute(
        'href',
        sitePath(language, '/privacy-policy'),
      );
      await expect(page.getByRole('link', { name: settings.entries.terms })).toHaveAttribute(
        'href',
        sitePath(language, '/terms-of-service'),
      );
    });

    test('name and password: validation in the dialog, a wrong current password signs nobody out, toasts', async ({
      page,
    }) => {
      const user = await signedIn(page, language);
      await openSettings(page, language);

      await entry(page, 'credentials').click();
      let dialog = page.getByRole('dialog', { name: settings.credentials.title });
      await dialog.getByLabel(settings.credentials.firstname).fill('   ');
      await dialog.getByRole('button', { name: settings.dialog.save }).click();
      await expect(dialog.getByText(validation.REQUIRED)).toBeVisible();
      await dialog.getByLabel(settings.credentials.firstname).fill('Bára');
      await dialog.getByLabel(settings.credentials.lastname).fill('Nováková');
      await dialog.getByRole('button', { name: settings.dialog.save }).click();
      await expect(toast(page, settings.credentials.saved)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Bára Nováková', { exact: true })).toBeVisible();
      expect(await me(page)).toMatchObject({ firstname: 'Bára', lastname: 'Nováková' });

      await entry(page, 'password').click();
      dialog = page.getByRole('dialog', { name: settings.password.title });
      const current = dialog.getByLabel(settings.password.current, { exact: true });
      const next = dialog.getByLabel(settings.password.new, { exact: true });
      const again = dialog.getByLabel(settings.password.again, { exact: true });
      const submit = dialog.getByRole('button', { name: settings.password.submit });
      await current.fill(user.password);
      await next.fill(user.password);
      await again.fill(user.password);
      await submit.click();
      await expect(dialog.getByText(validation.PASSWORDS_MUST_BE_DIFFERENT)).toBeVisible();
      await next.fill('Nové heslo 2027');
      await again.fill('Nové heslo 2028');
      await submit.click();
      await expect(dialog.getByText(validation.PASSWORDS_DO_NOT_MATCH)).toBeVisible();
      await current.fill('not my password');
      await again.fill('Nové heslo 2027');
      await submit.click();
      await expect(dialog.getByText(settings.password.incorrect)).toBeVisible();
      await expect(current).toBeFocused();
      // Still signed in, and nothing typed is lost.
      expect((await me(page)).firstname).toBe('Bára');
      await expect(next).toHaveValue('Nové heslo 2027');

      await current.fill(user.password);
      await submit.click();
      await expect(toast(page, settings.password.saved)).toBeVisible();
      await expect(dialog).toBeHidden();
      const signIn =
        'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }';
      await expect(gql(E2E.appUrl, signIn, { e: user.email, p: 'Nové heslo 2027' })).resolves.toBeTruthy();
      await expect(gql(E2E.appUrl, signIn, { e: user.email, p: user.password })).rejects.toThrow();
    });

    test('newsletter, interests (at most five) and location ("ceske bud"), each with its toast', async ({ page }) => {
      const user = await signedIn(page, language);
      await openSettings(page, language);

      await entry(page, 'subscription').click();
      let dialog = page.getByRole('dialog', { name: settings.subscription.title });
      await dialog.getByRole('switch', { name: settings.subscription.toggle.replace('{{email}}', user.email) }).check();
      await dialog.getByRole('button', { name: settings.dialog.save }).click();
      await expect(toast(page, settings.subscription.subscribed)).toBeVisible();
      await expect(page.getByText(settings.summaries.subscribed.replace('{{email}}', user.email))).toBeVisible();
      expect((await me(page)).newsletterSubscribed).toBe(true);

      await entry(page, 'interests').click();
      dialog = page.getByRole('dialog', { name: settings.interests.title });
      const six = ['CHILDREN', 'DOGS', 'STROLLER', 'CASTLES', 'PICNIC', 'LOOKOUT_TOWERS'] as const;
      for (const interest of six) await toggleChip(dialog, trips.values[interest], true);
      await dialog.getByRole('button', { name: settings.dialog.save }).click();
      const tooMany = dialog.getByText(textPattern(validation.MAX_INTERESTS_other));
      await expect(tooMany).toBeVisible();
      await toggleChip(dialog, trips.values.PICNIC, false);
      await expect(tooMany).toBeHidden();
      await dialog.getByRole('button', { name: settings.dialog.save }).click();
      await expect(toast(page, settings.interests.saved)).toBeVisible();
      expect((await me(page)).interests).toHaveLength(5);

      await entry(page, 'location').click();
      dialog = page.getByRole('dialog', { name: settings.location.title });
      const city = dialog.getByRole('combobox', { name: settings.location.city });
      await city.fill('xyzzy');
      await expect(page.getByText(common.cityField.notFound.replace('{{search}}', 'xyzzy'))).toBeVisible();
      await city.fill('ceske bud');
      const option = page.getByRole('option', { name: /České Budějovice/ }).first();
      await expect(option).toContainText(common.regions.SOUTH_BOHEMIAN);
      await option.click();
      await dialog.getByRole('button', { name: settings.dialog.save }).click();
      await expect(toast(page, settings.location.saved)).toBeVisible();
      await expect(page.getByText(`České Budějovice, ${common.regions.SOUTH_BOHEMIAN}`, { exact: true })).toBeVisible();
      expect((await me(page)).city).toEqual({ name: 'České Budějovice', region: 'SOUTH_BOHEMIAN' });

      await entry(page, 'location').click();
      await dialog.getByRole('button', { name: common.cityField.clear }).click();
      await dialog.getByRole('button', { name: settings.dialog.save }).click();
      await expect(toast(page, settings.location.cleared)).toBeVisible();
      await expect(page.getByText(settings.summaries.noLocation)).toBeVisible();
      expect((await me(page)).city).toBeNull();
    });

    test('language switches at once, stays after a reload and is saved on the account', async ({ page }) => {
      await signedIn(page, language);
      await openSettings(page, language);
      const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
      const label = other.code === 'cs_CZ' ? 'Čeština' : 'English';

      await entry(page, 'language').click();
      await page.getByRole('dialog', { name: settings.language.title }).getByRole('radio', { name: label }).click();
      const switched = page.getByRole('dialog', { name: other.t.settings.language.title });
      await expect(switched.getByRole('radio', { name: label })).toBeChecked();
      await switched.getByRole('button', { name: other.t.settings.dialog.done }).click();
      await expect(page.getByRole('heading', { level: 1, name: other.t.settings.title })).toBeVisible();
      await expect.poll(async () => (await me(page)).language).toBe(other.code);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: other.t.settings.title })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other.code);
    });

    test('a support message reaches the support inbox naming the sender, with Reply-To set to them', async ({
      page,
    }) => {
      const user = await signedIn(page, language);
      await openSettings(page, language);
      await entry(page, 'support').click();
      const dialog = page.getByRole('dialog', { name: settings.support.title });
      await dialog.getByRole('button', { name: settings.support.submit }).click();
      await expect(dialog.getByText(validation.REQUIRED)).toBeVisible();
      const marker = `route-${randomBytes(4).toString('hex')}`;
      await dialog.getByLabel(settings.support.message).fill(`The trail ${marker} is closed by a fallen tree.`);
      await dialog.getByRole('button', { name: settings.support.submit }).click();
      await expect(toast(page, settings.support.sent)).toBeVisible();
      await expect(dialog).toBeHidden();

      const mail = await waitForMail(SUPPORT_EMAIL, { subjectPath: marker });
      expect(mail).toMatch(new RegExp(`^Reply-To: .*${user.email}`, 'im'));
      expect(mail).toContain(`${user.firstname} ${user.lastname}`);
    });

    test('about lists the version, the map credits and the generated licences; share copies the link', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // This Chromium has no share sheet on Linux; make sure the copy path is the one taken.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
      await signedIn(page, language);
      await openSettings(page, language);

      await entry(page, 'about').click();
      const dialog = page.getByRole('dialog', { name: settings.about.title });
      const { version } = await (await page.request.get('/healthz')).json();
      await expect(dialog.getByText(version, { exact: true })).toBeVisible();
      await expect(dialog.getByText(settings.about.osm)).toBeVisible();
      const licences = dialog.getByRole('list', { name: settings.about.licenses }).getByRole('listitem');
      await expect(licences.filter({ hasText: 'react-router' })).toHaveCount(1);
      expect(await licences.count()).toBeGreaterThan(50);
      await page.screenshot({ path: test.info().outputPath('about.png') });
      await dialog.getByRole('button', { name: settings.dialog.done }).click();
      await expect(dialog).toBeHidden();
      await expect(entry(page, 'about')).toBeFocused();

      await entry(page, 'share').click();
      await expect(toast(page, settings.share.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E.appUrl}/`);
    });

    test('download my data saves a ZIP of the account, with a toast', async ({ page }) => {
      await signedIn(page, language);
      await openSettings(page, language);
      const downloading = page.waitForEvent('download');
      await entry(page, 'download').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^toulky-data-\d{4}-\d\d-\d\d\.zip$/);
      const zip = readFileSync(await download.path());
      // A ZIP (its local file header), holding the data and the GPX file (names are stored as they are).
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      expect(zip.includes('my-data.json')).toBe(true);
      expect(zip.includes('finished-trips.gpx')).toBe(true);
      await expect(toast(page, settings.download.done)).toBeVisible();
    });

    test('signed-in devices: this one marked, another signed out at once, then every other one', async ({ page }) => {
      const user = await signedIn(page, language);
      const phone = await signInFrom(user, IPHONE);
      await openSettings(page, language);
      await entry(page, 'devices').click();
      const dialog = page.getByRole('dialog', { name: settings.devices.title });
      const devices = dialog.getByRole('listitem');
      // This browser, the phone, and the session sign-up itself opened (a client that names no browser).
      await expect(devices).toHaveCount(3);
      await expect(devices.filter({ hasText: settings.devices.thisDevice })).toHaveCount(1);
      await expect(devices.filter({ hasText: settings.devices.thisDevice })).toContainText(settings.devices.activeNow);
      await expect(devices.filter({ hasText: settings.devices.unknownDevice })).toHaveCount(1);
      const phoneRow = devices.filter({ hasText: 'Safari · iOS' });
      await expect(phoneRow).toContainText(settings.devices.lastUsed.replace('{{when}}', ''));

      await phoneRow
        .getByRole('button', { name: settings.devices.signOutOne.replace('{{device}}', 'Safari · iOS') })
        .click();
      await expect(toast(page, settings.devices.signedOut.replace('{{device}}', 'Safari · iOS'))).toBeVisible();
      await expect(devices).toHaveCount(2);
      // The phone's access token stops working at once, not when it would expire.
      await expect(gql(E2E.appUrl, '{ me { _id } }', {}, phone)).rejects.toThrow(/token is invalid/);

      await dialog.getByRole('button', { name: settings.devices.signOutOthers }).click();
      await expect(toast(page, settings.devices.signedOutOthers)).toBeVisible();
      await expect(devices).toHaveCount(1);
      await expect(dialog.getByRole('button', { name: settings.devices.signOutOthers })).toBeHidden();
      await dialog.getByRole('button', { name: settings.dialog.done }).click();
      await expect(dialog).toBeHidden();
      await expect(entry(page, 'devices')).toBeFocused();
      // This device is still signed in.
      expect((await me(page)).firstname).toBe(user.firstname);
    });

    test("sign out from settings goes to the landing page in the app's language", async ({ page }) => {
      await signedIn(page, language);
      await openSettings(page, language);
      await entry(page, 'signOut').click();
      await expect(page).toHaveURL(`${E2E.appUrl}${sitePath(language, '/')}`);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });
  });
}
