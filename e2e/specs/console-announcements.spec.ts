import { randomBytes } from 'node:crypto';
import { gql, inLanguage } from '../support/api';
import { signedIn, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { expect, type Page, test } from '../support/test';
import { DESKTOP_ONLY, type Language, pluralPattern, textPattern } from '../support/texts';

const FIELDS = '_id version status publishedAt';

interface Announcement {
  _id: string;
  version: number;
  status: string;
  publishedAt: string | null;
}

interface Trip {
  _id: string;
  version: number;
  title: string;
}

const editorAnnouncement = async (token: string, id: string) =>
  (
    await gql<{ editorAnnouncement: Announcement | null }>(
      E2E.appUrl,
      `query A($id: ID!) { editorAnnouncement(id: $id) { ${FIELDS} } }`,
      { id },
      token,
    )
  ).editorAnnouncement;

/**
 * Leaves a journey's own announcement as nobody's business: off the wall, and deleted when it was never published
 * (a published one stays, unpublished, as the API keeps it). The trip editor may do both.
 */
async function cleanUpAnnouncement(id: string): Promise<void> {
  const token = await tokenOf(DEMO_EDITORS.trips);
  let announcement = await editorAnnouncement(token, id);
  if (!announcement) return;
  if (announcement.status === 'PUBLISHED' || announcement.status === 'SCHEDULED') {
    announcement = (
      await gql<{ unpublishAnnouncement: Announcement }>(
        E2E.appUrl,
        `mutation U($id: ID!, $version: Int!) { unpublishAnnouncement(id: $id, version: $version) { ${FIELDS} } }`,
        { id, version: announcement.version },
        token,
      )
    ).unpublishAnnouncement;
  }
  if (!announcement.publishedAt && ['DRAFT', 'IN_REVIEW'].includes(announcement.status)) {
    await gql(
      E2E.appUrl,
      'mutation D($id: ID!, $version: Int!) { deleteAnnouncementDraft(id: $id, version: $version) }',
      { id, version: announcement.version },
      token,
    );
  }
}

/** A never-published trip of the editor's own (a draft, with the title only), for a journey to announce. */
async function draftTrip(token: string, title: string): Promise<Trip> {
  const { createTrip } = await gql<{ createTrip: Trip }>(
    E2E.appUrl,
    'mutation C($input: TripDraftInput!) { createTrip(input: $input) { _id version title } }',
    { input: { title } },
    token,
  );
  return createTrip;
}

/** Deletes a journey's draft trip as the trip editor (its announcements go with it). */
async function deleteTrip(id: string): Promise<void> {
  const token = await tokenOf(DEMO_EDITORS.trips);
  const { editorTrip } = await gql<{ editorTrip: { version: number } | null }>(
    E2E.appUrl,
    'query T($id: ID!) { editorTrip(id: $id) { version } }',
    { id },
    token,
  );
  if (!editorTrip) return;
  await gql(
    E2E.appUrl,
    'mutation D($id: ID!, $version: Int!) { deleteTripDraft(id: $id, version: $version) }',
    { id, version: editorTrip.version },
    token,
  );
}

/** A published trip of the demo, for the trip editor to announce. */
async function publishedDemoTrip(token: string): Promise<Trip> {
  const { editorTrips } = await gql<{ editorTrips: { edges: Trip[] } }>(
    E2E.appUrl,
    '{ editorTrips(filter: { status: [PUBLISHED], sort: { field: title, direction: ASC } }, pagination: { pageNumber: 1, pageSize: 1 }) { edges { _id version title } } }',
    {},
    token,
  );
  const [trip] = editorTrips.edges;
  if (!trip) throw new Error('The demo has no published trip');
  return trip;
}

/** The trip labels' names in the language (the editor's label picker offers these). */
async function tripLabelNames(token: string, language: Language): Promise<string[]> {
  const { editorLabels } = await gql<{ editorLabels: Array<{ labelCs: string; labelEn: string }> }>(
    E2E.appUrl,
    '{ editorLabels(kind: TRIP) { labelCs labelEn } }',
    {},
    token,
  );
  return editorLabels.map((label) => (language.code === 'en_US' ? label.labelEn : label.labelCs));
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Finds a trip in the editor's trip picker by typing its title, and chooses it. */
async function chooseTrip(page: Page, language: Language, title: string) {
  const field = page.getByRole('combobox', { name: language.t.console.announcementEditor.fields.trip, exact: true });
  await field.click();
  await field.fill(title);
  await page.getByRole('option', { name: title, exact: true }).click();
  await expect(field).toHaveValue(title);
}

/** The announcement's id from the editor's address, once the new announcement is saved. */
async function savedAnnouncementId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/announcements\/(?!new$)[^/]+$/);
  return page.url().split('/').pop() as string;
}

for (const language of DESKTOP_ONLY) {
  const { console: texts } = language.t;
  const editor = texts.announcementEditor;
  const common = texts.editor;

  test.describe(`console announcements ${language.tag}`, () => {
    test('a trip editor announces a published trip with a picture, previews it and publishes it; a reader sees it on the wall until it is unpublished', async ({
      page,
      browser,
    }, testInfo) => {
      test.slow();
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const title = `Novinka na trase ${suffix}`;
      const token = await tokenOf(DEMO_EDITORS.trips);
      const trip = await publishedDemoTrip(token);
      const [label] = await tripLabelNames(token, language);
      if (!label) throw new Error('The demo has no trip label');
      let announcementId: string | undefined;

      try {
        await signInAsEditor(page, language, DEMO_EDITORS.trips);
        await page
          .getByRole('navigation', { name: texts.nav.label })
          .getByRole('link', { name: texts.announcements.title, exact: true })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: texts.announcements.title })).toBeVisible();
        await expect(page.getByText(pluralPattern(texts.announcements, 'total'))).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        // A real JPEG, as a camera would give one.
        const picture = await page.screenshot({ type: 'jpeg', quality: 80 });

        await page.getByRole('link', { name: texts.announcements.new }).click();
        await expect(page.getByRole('heading', { level: 1, name: editor.newTitle })).toBeVisible();
        // A draft needs its trip: saving without one marks the field.
        await page.getByRole('textbox', { name: editor.fields.title }).fill(title);
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByRole('combobox', { name: editor.fields.trip, exact: true })).toHaveAccessibleDescription(
          new RegExp(language.t.validation.REQUIRED),
        );
        await chooseTrip(page, language, trip.title);
        await page.getByRole('textbox', { name: editor.fields.preview }).fill('Nová lávka přes potok zkracuje cestu.');
        await chooseOption(page, editor.fields.label, label);
        await page
          .locator('input[type="file"][accept*="image/jpeg"]')
          .setInputFiles({ name: 'lavka.jpg', mimeType: 'image/jpeg', buffer: picture });
        await expect(page.getByRole('img', { name: editor.image.preview })).toBeVisible({ timeout: 30_000 });

        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(editor.saved)).toBeVisible();
        announcementId = await savedAnnouncementId(page);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(texts.trips.statuses.DRAFT, { exact: true })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('announcement-editor.png'), fullPage: true });

        // The preview: the wall's own card, with the label and the picture, leading to the trip.
        await page.getByRole('tab', { name: common.tabs.preview }).click();
        const frame = page.getByTestId('preview-frame');
        const card = frame.getByRole('article');
        await expect(card.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(card.getByText(label, { exact: true })).toBeVisible();
        await expect(card.getByText(language.t.wall.kinds.PublishedTripAnnouncement)).toBeVisible();
        await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/app/trips/${trip._id}`);
        await expect(card.locator('img')).not.toHaveAttribute('src', /favicon/);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('announcement-preview.png'), fullPage: true });
        await page.getByRole('tab', { name: common.tabs.edit }).click();

        await page.getByRole('button', { name: common.workflow.publish }).click();
        await expect(page.getByText(editor.workflow.published)).toBeVisible();
        await expect(page.getByText(texts.trips.statuses.PUBLISHED, { exact: true })).toBeVisible();

        // A reader (another account, another browser) finds it on the wall, and it leads to the trip.
        const readerContext = await browser.newContext();
        const reader = await readerContext.newPage();
        await signedIn(reader, language, '/app/dashboard');
        const onWall = reader.getByRole('article').filter({ has: reader.getByRole('heading', { name: title }) });
        await expect(onWall).toBeVisible();
        await onWall.getByRole('link', { name: title }).click();
        await expect(reader).toHaveURL(new RegExp(`/app/trips/${trip._id}$`));
        await expect(reader.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();

        // The list shows it with its trip; the editor unpublishes it, and the wall no longer has it.
        await page.getByRole('link', { name: editor.back }).click();
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
        await expect(row.getByRole('link', { name: trip.title })).toBeVisible();
        await row.getByRole('link', { name: title }).click();
        await page.getByRole('button', { name: common.workflow.unpublish }).click();
        await expect(page.getByText(editor.workflow.unpublished)).toBeVisible();
        await expect(page.getByText(texts.trips.statuses.UNPUBLISHED, { exact: true })).toBeVisible();
        await reader.goto('/app/dashboard');
        await expect(reader.getByRole('article').first()).toBeVisible();
        await expect(reader.getByRole('heading', { name: title })).toHaveCount(0);
        await readerContext.close();
      } finally {
        if (announcementId) await cleanUpAnnouncement(announcementId);
      }
    });

    test('a partner announces their own trip and submits it for review; publishing waits for the trip', async ({
      page,
    }, testInfo) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const trip = await draftTrip(await tokenOf(DEMO_EDITORS.partner), `Partnerův výlet ${suffix}`);
      const title = `Pozvánka na výlet ${suffix}`;
      let announcementId: string | undefined;

      try {
        await signInAsEditor(page, language, DEMO_EDITORS.partner);
        await page
          .getByRole('navigation', { name: texts.nav.label })
          .getByRole('link', { name: texts.announcements.title, exact: true })
          .click();
        await page.getByRole('link', { name: texts.announcements.new }).click();
        await chooseTrip(page, language, trip.title);
        // Not published yet: the field says the announcement waits for it.
        await expect(page.getByRole('combobox', { name: editor.fields.trip, exact: true })).toHaveAccessibleDescription(
          textPattern(editor.fields.tripNotPublished),
        );
        await page.getByRole('textbox', { name: editor.fields.title }).fill(title);
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(editor.saved)).toBeVisible();
        announcementId = await savedAnnouncementId(page);

        // Submitting needs the teaser.
        await page.getByRole('button', { name: common.workflow.submit }).click();
        await expect(page.getByText(editor.workflow.incomplete)).toBeVisible();
        const preview = page.getByRole('textbox', { name: editor.fields.preview });
        await expect(preview).toHaveAccessibleDescription(new RegExp(language.t.validation.REQUIRED));
        await preview.fill('Přijďte s námi na jarní procházku.');
        await expect(page.getByText(common.workflow.saveFirst)).toBeVisible();
        await page.getByRole('button', { name: common.save }).first().click();
        // Saved: the workflow's steps work on the saved announcement again.
        await expect(page.getByText(common.workflow.saveFirst)).toHaveCount(0);
        await page.getByRole('button', { name: common.workflow.submit }).click();
        await expect(page.getByText(editor.workflow.submitted)).toBeVisible();
        await expect(page.getByText(texts.trips.statuses.IN_REVIEW, { exact: true })).toBeVisible();
        await expect(page.getByText(editor.workflow.waitingForReview)).toBeVisible();
        await expect(page.getByRole('button', { name: common.workflow.publish })).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('announcement-submitted.png'), fullPage: true });
        expect(await editorAnnouncement(await tokenOf(DEMO_EDITORS.trips), announcementId)).toMatchObject({
          status: 'IN_REVIEW',
        });

        // The partner's list has it in review, with its trip.
        await page.goto(`/admin/announcements?status=IN_REVIEW&q=${encodeURIComponent(title)}`);
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
        await expect(row.getByRole('link', { name: trip.title })).toBeVisible();
        await expect(row.getByText(textPattern(texts.announcements.tripStatus))).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        if (announcementId) await cleanUpAnnouncement(announcementId);
        await deleteTrip(trip._id);
      }
    });

    test('a trip editor cannot publish the announcement of a trip that is not published, and is told why', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const token = await tokenOf(DEMO_EDITORS.trips);
      const trip = await draftTrip(token, `Nedokončený výlet ${suffix}`);
      const { createAnnouncement } = await gql<{ createAnnouncement: Announcement }>(
        E2E.appUrl,
        `mutation C($input: AnnouncementDraftInput!) { createAnnouncement(input: $input) { ${FIELDS} } }`,
        { input: { title: `Předčasné oznámení ${suffix}`, preview: 'Už brzy.', tripId: trip._id } },
        token,
      );

      try {
        await signInAsEditor(page, language, DEMO_EDITORS.trips);
        await page.goto(`/admin/announcements/${createAnnouncement._id}`);
        await page.getByRole('button', { name: common.workflow.publish }).click();
        await expect(page.getByText(editor.workflow.tripNotPublished)).toBeVisible();
        await expect(page.getByText(texts.trips.statuses.DRAFT, { exact: true })).toBeVisible();
      } finally {
        await cleanUpAnnouncement(createAnnouncement._id);
        await deleteTrip(trip._id);
      }
    });

    test('a trip editor writes the English version of an announcement: a started one needs its title, and once complete readers of English get it on the wall', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const title = `Lávka přes Jizeru ${suffix}`;
      const titleEn = `A footbridge over the Jizera ${suffix}`;
      const previewEn = 'The new footbridge shortens the way to the viewpoint.';
      const token = await tokenOf(DEMO_EDITORS.trips);
      const trip = await publishedDemoTrip(token);
      // On the wall in Czech only, as an announcement is before anyone translates it.
      const { createAnnouncement } = await gql<{ createAnnouncement: Announcement }>(
        E2E.appUrl,
        `mutation C($input: AnnouncementDraftInput!) { createAnnouncement(input: $input) { ${FIELDS} } }`,
        { input: { title, preview: 'Nová lávka zkracuje cestu na vyhlídku.', tripId: trip._id } },
        token,
      );
      await gql(
        E2E.appUrl,
        'mutation P($id: ID!, $version: Int!) { publishAnnouncement(id: $id, version: $version) { _id } }',
        { id: createAnnouncement._id, version: createAnnouncement.version },
        token,
      );
      /** The announcement as the wall answers a reader of the language (their Accept-Language). */
      const onTheWallIn = async (code: 'cs_CZ' | 'en_US') => {
        const { feed } = await gql<{ feed: { edges: Array<{ _id: string; title?: string; language?: string }> } }>(
          E2E.appUrl,
          '{ feed(filter: { kinds: [TRIP_ANNOUNCEMENT] }, pagination: { pageSize: 50 }) { edges { _id ... on PublishedTripAnnouncement { title language } } } }',
          {},
          undefined,
          inLanguage({ code }),
        );
        return feed.edges.find((edge) => edge._id === createAnnouncement._id);
      };

      try {
        expect(await onTheWallIn('en_US')).toMatchObject({ title, language: 'cs_CZ' });
        await signInAsEditor(page, language, DEMO_EDITORS.trips);
        // The list finds it among those whose English is missing.
        await page.goto(`/admin/announcements?q=${encodeURIComponent(suffix)}`);
        const missing = page.getByRole('checkbox', { name: texts.trips.filters.missingEnglish });
        // A click, not check(): the box follows the URL, which the list's navigation (a React transition, kept
        // until the filtered page has loaded) changes a moment after the click on a busy machine.
        await missing.click();
        await expect(page).toHaveURL(/english=missing/);
        await expect(missing).toBeChecked();
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
        await expect(row).toBeVisible();
        await row.getByRole('link', { name: title }).click();

        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const englishTab = page.getByRole('tab', { name: /English/ });
        await expect(englishTab.getByText(common.languages.incomplete, { exact: true })).toBeVisible();
        await englishTab.click();
        await page.getByRole('textbox', { name: editor.fields.previewEn, exact: true }).fill(previewEn);
        // Saved from the Czech tab, the English version's missing title opens the English tab and says so.
        await page.getByRole('tab', { name: 'Čeština' }).click();
        await page.getByRole('button', { name: common.save }).first().click();
        const titleField = page.getByRole('textbox', { name: editor.fields.titleEn, exact: true });
        await expect(titleField).toBeVisible();
        await expect(titleField).toHaveAccessibleDescription(language.t.validation.REQUIRED);
        expect(await seriousViolations(page)).toEqual([]);

        await titleField.fill(titleEn);
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(editor.saved)).toBeVisible();
        await expect(englishTab.getByText(common.languages.complete, { exact: true })).toBeVisible();

        // The preview shows the card readers of English now get, beside the Czech one.
        await page.getByRole('tab', { name: common.tabs.preview }).click();
        const frame = page.getByTestId('preview-frame');
        await expect(frame.getByText(editor.preview.cardEn, { exact: true })).toBeVisible();
        await expect(frame.getByRole('article').getByRole('heading', { level: 2, name: titleEn })).toBeVisible();
        await expect(frame.getByRole('article').getByRole('heading', { level: 2, name: title })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        // Readers of English get it in English at once; readers of Czech keep the Czech one.
        expect(await onTheWallIn('en_US')).toEqual({
          _id: createAnnouncement._id,
          title: titleEn,
          language: 'en_US',
        });
        expect(await onTheWallIn('cs_CZ')).toMatchObject({ title, language: 'cs_CZ' });
        // And the list of missing English has it no more.
        await page.goto(`/admin/announcements?q=${encodeURIComponent(suffix)}&english=missing`);
        await expect(page.getByText(texts.announcements.empty)).toBeVisible();
      } finally {
        await cleanUpAnnouncement(createAnnouncement._id);
      }
    });

    test("a published trip's editor starts a new announcement of that trip", async ({ page }) => {
      await useLanguage(page, language);
      const trip = await publishedDemoTrip(await tokenOf(DEMO_EDITORS.trips));
      await signInAsEditor(page, language, DEMO_EDITORS.trips);
      await page.goto(`/admin/trips/${trip._id}`);
      await page.getByRole('link', { name: texts.tripEditor.announce }).click();
      await expect(page.getByRole('heading', { level: 1, name: editor.newTitle })).toBeVisible();
      await expect(page.getByRole('combobox', { name: editor.fields.trip, exact: true })).toHaveValue(trip.title);
    });
  });
}
