import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gql } from '../support/api';
import { signedIn, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor, signInToConsole, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mail';
import { expect, type Page, test } from '../support/test';
import { DESKTOP_ONLY, LANGUAGES, type Language } from '../support/texts';

/** A recorded walk near Kutná Hora (apps/api's GPX fixture): 251 points with elevations. */
const GPX = fileURLToPath(new URL('../../apps/api/src/features/tracks/fixtures/recorded-walk.gpx', import.meta.url));

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_match, key: string) => String(values[key] ?? ''));

/** Three real JPEG photos of different sizes: screenshots of the page, as a camera would give files. */
async function photos(page: Page): Promise<Array<{ name: string; mimeType: string; buffer: Buffer }>> {
  const shots = [];
  for (const [index, width] of [640, 800, 960].entries()) {
    const buffer = await page.screenshot({
      type: 'jpeg',
      quality: 80,
      clip: { x: 0, y: 0, width: Math.min(width, page.viewportSize()?.width ?? width), height: 300 },
    });
    shots.push({ name: `vyhlidka-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer });
  }
  return shots;
}

async function openConsoleSection(page: Page, language: Language, name: string) {
  await page.getByRole('navigation', { name: language.t.console.nav.label }).getByRole('link', { name }).click();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const language of DESKTOP_ONLY) {
  const { console: texts, trips: tripTexts } = language.t;
  const editor = texts.tripEditor;
  const common = texts.editor;

  test.describe(`console trips ${language.tag}`, () => {
    test('a partner writes a trip with a GPX track and three photos and submits it; a trip editor previews it, sends it back, then publishes it, and the app shows it', async ({
      page,
      browser,
      viewport,
      isMobile,
      deviceScaleFactor,
      hasTouch,
      userAgent,
    }, testInfo) => {
      test.slow();
      await useLanguage(page, language);
      const title = `Na vyhlídku ${randomBytes(3).toString('hex')}`;

      await signInToConsole(page, language, DEMO_EDITORS.partner);
      await openConsoleSection(page, language, texts.nav.trips);
      await expect(page.getByRole('heading', { level: 1, name: texts.trips.title })).toBeVisible();
      const files = await photos(page);
      await page.getByRole('link', { name: texts.trips.new }).click();
      await expect(page.getByRole('heading', { level: 1, name: editor.newTitle })).toBeVisible();

      // A draft needs only its title; the rest is filled in and checked on submitting.
      await page.getByRole('textbox', { name: editor.fields.title }).fill(title);
      await chooseOption(page, editor.fields.area, 'Český ráj');
      await page.getByRole('textbox', { name: editor.fields.preview }).fill('Ranní procházka na vyhlídku nad řekou.');
      await page.getByRole('textbox', { name: editor.fields.perex }).fill('Krátký okruh s výhledem do kraje.');
      const content = page.getByRole('textbox', { name: editor.fields.content });
      await content.fill('Vyhlídka nad řekou');
      await content.press('ControlOrMeta+a');
      await page.getByRole('button', { name: common.markdown.bold }).click();
      await expect(content).toHaveValue('**Vyhlídka nad řekou**');
      await expect(page.getByRole('region', { name: common.markdown.preview }).locator('strong')).toHaveText(
        'Vyhlídka nad řekou',
      );

      // The GPX track fills in the length and the start, and the map names the nearest municipality.
      await page.locator('input[type="file"][accept*=".gpx"]').setInputFiles(GPX);
      await expect(page.getByTestId('track-summary')).toBeVisible();
      await expect(page.getByRole('textbox', { name: editor.fields.lengthKm })).not.toHaveValue('');
      await expect(page.getByRole('textbox', { name: editor.start.lat })).toHaveValue(/^49[.,]95/);
      await expect(page.getByTestId('nearest-municipality')).toContainText(editor.start.nearest.split(':')[0]);
      await chooseOption(page, tripTexts.filter.groups.routeType, tripTexts.values.CIRCUIT);
      await chooseOption(page, tripTexts.filter.groups.duration, tripTexts.values.HALF_DAY);
      await page.getByRole('checkbox', { name: tripTexts.values.DOGS }).check();

      // Three photos: each needs its description before the trip can be saved.
      await page.locator('input[type="file"][accept*="image/jpeg"]').setInputFiles(files);
      for (const index of [1, 2, 3]) {
        await expect(page.getByRole('textbox', { name: fill(editor.photos.alt, { index }), exact: true })).toBeVisible({
          timeout: 30_000,
        });
      }
      await page.getByRole('button', { name: common.save }).first().click();
      await expect(
        page.getByRole('textbox', { name: fill(editor.photos.alt, { index: 1 }), exact: true }),
      ).toHaveAccessibleDescription(/./);
      await expect(page).toHaveURL(/\/admin\/trips\/new$/);
      for (const index of [1, 2, 3]) {
        await page
          .getByRole('textbox', { name: fill(editor.photos.alt, { index }), exact: true })
          .fill(`Vyhlídka, pohled ${index}`);
      }
      await page.getByRole('radio', { name: editor.photos.cover }).nth(1).check();
      await page.getByRole('button', { name: fill(editor.photos.up, { index: 3 }) }).click();
      await expect(page.getByRole('textbox', { name: fill(editor.photos.alt, { index: 2 }), exact: true })).toHaveValue(
        'Vyhlídka, pohled 3',
      );

      await page.getByRole('button', { name: common.save }).first().click();
      await expect(page.getByText(editor.saved)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/trips\/[0-9a-f-]{36}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('trip-editor.png'), fullPage: true });
      await page.getByRole('button', { name: common.workflow.submit }).click();
      await expect(page.getByText(editor.workflow.submitted)).toBeVisible();
      await expect(page.getByText(texts.trips.statuses.IN_REVIEW, { exact: true })).toBeVisible();
      const tripId = page.url().split('/').pop() as string;

      // The trip editor finds it among the trips in review, previews it, and sends it back with a comment.
      await page.getByRole('button', { name: texts.nav.signOut }).click();
      await signInToConsole(page, language, DEMO_EDITORS.trips);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto(`/admin/trips?status=IN_REVIEW&q=${encodeURIComponent(title)}`);
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('tab', { name: common.tabs.preview }).click();
      await expect(page.getByRole('tabpanel').getByText(title).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('trip-preview.png'), fullPage: true });
      await page.getByRole('tab', { name: common.tabs.edit }).click();
      await page.getByRole('button', { name: common.workflow.return }).click();
      const dialog = page.getByRole('dialog', { name: editor.workflow.returnTitle });
      await dialog.getByRole('button', { name: common.workflow.returnSubmit }).click();
      await expect(dialog.getByText(language.t.validation.REQUIRED)).toBeVisible();
      const comment = `Doplňte prosím, kde se dá zaparkovat (${title}).`;
      await dialog.getByRole('textbox', { name: common.workflow.comment }).fill(comment);
      await dialog.getByRole('button', { name: common.workflow.returnSubmit }).click();
      await expect(page.getByText(editor.workflow.returned)).toBeVisible();
      await expect(page.getByText(comment)).toBeVisible();
      expect(await waitForMail(DEMO_EDITORS.partner.email, { subjectPath: `/admin/trips/${tripId}` })).toContain(
        'zaparkovat',
      );

      await page.getByRole('button', { name: common.workflow.publish }).click();
      await expect(page.getByText(editor.workflow.published)).toBeVisible();
      await expect(page.getByText(texts.trips.statuses.PUBLISHED, { exact: true })).toBeVisible();

      // At once in the app: the list (newest first), the detail with its elevation profile and GPX download, and its
      // gallery drawn from the AVIF renditions.
      await page.goto('/app/trips');
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: language.t.trail.track.download })).toBeVisible();
      const photo = page.getByRole('img', { name: 'Vyhlídka, pohled 2' });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-\d+\.avif$/);

      // A first visit to the detail (a browser that has none of it yet, without the service worker's copy of the
      // shell) gets its cover preloaded with the app's code (`Link`): the AVIF rendition the gallery then takes, asked
      // for before the page's first script, and no other rendition of it.
      const visitor = await browser.newContext({
        viewport,
        isMobile,
        deviceScaleFactor,
        hasTouch,
        userAgent,
        serviceWorkers: 'block',
        storageState: await page.context().storageState(),
      });
      const visit = await visitor.newPage();
      const requested: string[] = [];
      visit.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const shell = await visit.goto(page.url());
      expect(shell?.headers().link).toContain('type="image/avif"; imagesrcset=');
      const cover = visit.getByRole('img', { name: 'Vyhlídka, pohled 2' });
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
      const shown = new URL(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
      expect(shown).toMatch(/-\d+\.avif$/);
      expect(requested.indexOf(shown)).toBeGreaterThanOrEqual(0);
      expect(requested.indexOf(shown)).toBeLessThan(requested.indexOf('/config.js'));
      const coverFiles = shown.replace(/-\d+\.avif$/, '');
      expect(requested.filter((path) => path.startsWith(coverFiles))).toEqual([shown]);
      await visitor.close();

      // On the map (its query answers with the trip) and announced on the wall.
      const locations = page.waitForResponse((response) =>
        `${response.url()} ${response.request().postData() ?? ''}`.includes('TripsLocations'),
      );
      await page.goto('/app/map');
      expect(JSON.stringify(await (await locations).json())).toContain(title);
      await page.goto('/app/dashboard');
      await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    });

    test('a trip editor writes the English version: a started one needs its title, and once complete readers of English get it', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const token = await tokenOf(DEMO_EDITORS.trips);
      const title = `Vyhlídka nad Jizerou ${randomBytes(3).toString('hex')}`;
      const { areaSelectOptions } = await gql<{ areaSelectOptions: Array<{ value: string }> }>(
        E2E.appUrl,
        '{ areaSelectOptions { value } }',
        {},
        token,
      );
      const { createTrip } = await gql<{ createTrip: { _id: string; version: number } }>(
        E2E.appUrl,
        'mutation C($input: TripDraftInput!) { createTrip(input: $input) { _id version } }',
        {
          input: {
            title,
            areaId: areaSelectOptions[0]?.value,
            preview: 'Krátká procházka nad řekou.',
            perex: 'Okruh lesem na skalní vyhlídku.',
            content: 'Po **modré** na vyhlídku.',
            coordinates: { lat: 50.59, lng: 15.14 },
            lengthKm: 5,
            routeType: 'CIRCUIT',
            duration: 'SHORT_WALK',
          },
        },
        token,
      );
      await gql(
        E2E.appUrl,
        'mutation P($id: ID!, $version: Int!) { publishTrip(id: $id, version: $version) { _id } }',
        { id: createTrip._id, version: createTrip.version },
        token,
      );

      await signInAsEditor(page, language, DEMO_EDITORS.trips);
      await page.goto(`/admin/trips/${createTrip._id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const englishTab = page.getByRole('tab', { name: /English/ });
      await expect(englishTab.getByText(common.languages.incomplete, { exact: true })).toBeVisible();
      await englishTab.click();
      await page
        .getByRole('textbox', { name: editor.fields.perexEn })
        .fill('A loop through the woods to a rock viewpoint.');
      // Saved from the Czech tab, the English version's missing title opens the English tab and says so.
      await page.getByRole('tab', { name: 'Čeština' }).click();
      await page.getByRole('button', { name: common.save }).first().click();
      const titleEn = page.getByRole('textbox', { name: editor.fields.titleEn });
      await expect(titleEn).toBeVisible();
      await expect(titleEn).toHaveAccessibleDescription(language.t.validation.REQUIRED);
      expect(await seriousViolations(page)).toEqual([]);

      await titleEn.fill('A viewpoint above the Jizera');
      await page.getByRole('textbox', { name: editor.fields.previewEn }).fill('A short walk above the river.');
      await page.getByRole('textbox', { name: editor.fields.contentEn }).fill('Follow the **blue** marks to the view.');
      await page.getByRole('button', { name: common.save }).first().click();
      await expect(page.getByText(editor.saved)).toBeVisible();
      await expect(englishTab.getByText(common.languages.complete, { exact: true })).toBeVisible();

      // A reader of English (an account in English: the app speaks the account's language) gets the trip in English at
      // once; the Czech one is unchanged.
      await signedIn(page, LANGUAGES[1], `/app/trips/${createTrip._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'A viewpoint above the Jizera' })).toBeVisible();
      await expect(page.getByText('A loop through the woods to a rock viewpoint.')).toBeVisible();
      const czech = await gql<{ publishedTrip: { title: string } }>(
        E2E.appUrl,
        'query T($id: ID!) { publishedTrip(id: $id) { title } }',
        { id: createTrip._id },
        undefined,
        { 'accept-language': 'cs' },
      );
      expect(czech.publishedTrip.title).toBe(title);

      // The public site's English page has it too, and the Czech page names it as its translation.
      const englishPage = await (await page.request.get(`/en/trips/${createTrip._id}`)).text();
      expect(englishPage).toContain('<html lang="en">');
      expect(englishPage).toContain('<h1>A viewpoint above the Jizera</h1>');
      const czechPage = await (await page.request.get(`/trips/${createTrip._id}`)).text();
      expect(czechPage).toContain(
        `<link rel="alternate" hreflang="en" href="${E2E.appUrl}/en/trips/${createTrip._id}">`,
      );
    });

    test('two editors change the same trip: the second is told who changed it, and keeps what they typed', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const token = await tokenOf(DEMO_EDITORS.trips);
      const { createTrip } = await gql<{ createTrip: { _id: string; version: number } }>(
        E2E.appUrl,
        'mutation C($input: TripDraftInput!) { createTrip(input: $input) { _id version } }',
        { input: { title: `Souběh ${randomBytes(3).toString('hex')}` } },
        token,
      );
      await signInToConsole(page, language, DEMO_EDITORS.trips);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto(`/admin/trips/${createTrip._id}`);
      const titleField = page.getByRole('textbox', { name: editor.fields.title });
      await expect(titleField).toBeVisible();

      // Meanwhile the chief editor saves the same trip from another device.
      await gql(
        E2E.appUrl,
        'mutation U($id: ID!, $version: Int!, $input: TripDraftInput!) { updateTrip(id: $id, version: $version, input: $input) { version } }',
        { id: createTrip._id, version: createTrip.version, input: { title: 'Šárčina verze' } },
        await tokenOf(DEMO_EDITORS.chief),
      );

      await titleField.fill('Moje verze');
      // Leaving with unsaved changes asks first.
      await page
        .getByRole('navigation', { name: texts.nav.label })
        .getByRole('link', { name: texts.nav.trips })
        .click();
      const leave = page.getByRole('dialog', { name: common.unsaved.title });
      await leave.getByRole('button', { name: common.unsaved.stay }).click();
      await expect(titleField).toHaveValue('Moje verze');

      await page.getByRole('button', { name: common.save }).first().click();
      const alert = page.getByRole('alert').filter({ hasText: editor.conflict.title });
      await expect(alert).toContainText('Šárka H.');
      await expect(titleField).toHaveValue('Moje verze');
      expect(await seriousViolations(page)).toEqual([]);
      await alert.getByRole('button', { name: common.conflict.load }).click();
      await expect(titleField).toHaveValue('Šárčina verze');
    });

    test('the trip list keeps its search, filters, sort and page in the address', async ({ page }) => {
      await useLanguage(page, language);
      await signInToConsole(page, language, DEMO_EDITORS.trips);
      // The overview describes the sections a trip editor's role opens (the nav links the same ones).
      const overview = page.getByRole('main');
      for (const section of [texts.nav.trips, texts.labels.title, texts.areas.title]) {
        await expect(overview.getByRole('link', { name: section, exact: true })).toBeVisible();
      }
      await expect(overview.getByRole('link', { name: texts.nav.users, exact: true })).toHaveCount(0);
      await openConsoleSection(page, language, texts.nav.trips);
      await page.getByRole('searchbox', { name: texts.trips.search }).fill('Sněžk');
      await expect(page).toHaveURL(/q=Sn%C4%9B%C5%BEk/);
      await expect(page.getByRole('link', { name: /Sněžk/ }).first()).toBeVisible();
      await page.getByText(texts.trips.statuses.PUBLISHED, { exact: true }).first().click();
      await expect(page).toHaveURL(/status=PUBLISHED/);
      await chooseOption(page, texts.trips.sort.label, texts.trips.sort['title-ASC']);
      await expect(page).toHaveURL(/sort=title-ASC/);
      await page.reload();
      await expect(page.getByRole('searchbox', { name: texts.trips.search })).toHaveValue('Sněžk');
      await expect(page.getByRole('link', { name: /Sněžk/ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
