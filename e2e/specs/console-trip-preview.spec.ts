import { randomBytes } from 'node:crypto';
import { gql } from '../support/api';
import { useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

const FIELDS = '_id version title';

interface Draft {
  _id: string;
  version: number;
  title: string;
}

/** A draft's texts and what publishing needs, in the first area; `english` adds English texts. */
async function draftInput(title: string, english: Record<string, string> = {}) {
  const { areaSelectOptions } = await gql<{ areaSelectOptions: Array<{ value: string }> }>(
    E2E.appUrl,
    'query { areaSelectOptions { value } }',
    {},
  );
  return {
    title,
    areaId: areaSelectOptions[0]?.value,
    perex: 'Pískovcové věže, úzké průrvy a vyhlídky nad lesem.',
    preview: 'Okruh skalním městem s dětmi.',
    content: 'Z parkoviště vede značka **skalami** k vyhlídce.\n\nZpět se vrátíte lesem.',
    coordinates: { lat: 50.5612, lng: 15.9123 },
    lengthKm: 8.5,
    duration: 'HALF_DAY',
    routeType: 'CIRCUIT',
    ...english,
  };
}

async function createDraft(token: string, input: Awaited<ReturnType<typeof draftInput>>): Promise<Draft> {
  const { createTrip } = await gql<{ createTrip: Draft }>(
    E2E.appUrl,
    `mutation C($input: TripDraftInput!) { createTrip(input: $input) { ${FIELDS} } }`,
    { input },
    token,
  );
  return createTrip;
}

async function deleteDraft(token: string, draft: Draft) {
  await gql(
    E2E.appUrl,
    'mutation D($id: ID!, $version: Int!) { deleteTripDraft(id: $id, version: $version) }',
    { id: draft._id, version: draft.version },
    token,
  );
}

/** A draft of the trip editor's own, saved twice (two revisions): the first title, then the second. */
async function draftSavedTwice(token: string, first: string, second: string) {
  const input = await draftInput(first);
  const createTrip = await createDraft(token, input);
  const { updateTrip } = await gql<{ updateTrip: Draft }>(
    E2E.appUrl,
    `mutation U($id: ID!, $version: Int!, $input: TripDraftInput!) {
      updateTrip(id: $id, version: $version, input: $input) { ${FIELDS} } }`,
    { id: createTrip._id, version: createTrip.version, input: { ...input, title: second } },
    token,
  );
  return { input, trip: updateTrip };
}

/** The trip as the API has it now: what the console shows must be what was saved. */
async function editorTrip(token: string, id: string): Promise<Draft> {
  const { editorTrip } = await gql<{ editorTrip: Draft }>(
    E2E.appUrl,
    `query T($id: ID!) { editorTrip(id: $id) { ${FIELDS} } }`,
    { id },
    token,
  );
  return editorTrip;
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), text);

for (const language of LANGUAGES) {
  const { console: texts, trips } = language.t;

  test.describe(`trip preview and revisions ${language.tag}`, () => {
    test('a trip editor previews a draft at phone and desktop width, compares two revisions and restores one', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const token = await tokenOf(DEMO_EDITORS.trips);
      const suffix = randomBytes(3).toString('hex');
      const first = `Skalní město ${suffix}`;
      const second = `Skalní město a vyhlídky ${suffix}`;
      const { input, trip } = await draftSavedTwice(token, first, second);

      await signInAsEditor(page, language, DEMO_EDITORS.trips);
      await page.goto(`/admin/trips/${trip._id}`);
      await page.getByRole('tab', { name: texts.editor.tabs.preview }).click();

      // Phone width: the app's card and detail with the draft's texts, and none of the readers' actions.
      const preview = page.getByRole('region', { name: fill(texts.editor.preview.frame, { width: 390 }) });
      await expect(preview).toBeVisible();
      await expect(page.getByText(texts.tripPreview.note)).toBeVisible();
      const frame = preview.getByTestId('preview-frame');
      await expect(frame.getByRole('heading', { level: 2, name: second })).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1, name: second })).toBeVisible();
      await expect(frame.getByText(input.preview)).toHaveCount(2);
      await expect(frame.getByText(input.perex)).toBeVisible();
      await expect(frame.getByText('Zpět se vrátíte lesem.')).toBeVisible();
      await expect(frame.getByRole('strong')).toHaveText('skalami');
      await expect(
        frame.getByText(fill(trips.km, { value: language.code === 'en_US' ? '8.5' : '8,5' })).first(),
      ).toBeVisible();
      await expect(frame.getByRole('button', { name: trips.ratings.rate })).toHaveCount(0);
      await expect(frame.getByRole('heading', { name: trips.ratings.title })).toHaveCount(0);
      await expect(frame.getByRole('link', { name: second })).toHaveCount(0);
      expect((await frame.boundingBox())?.width).toBeCloseTo(390, 0);
      // The document's head stays the editor's: the preview's heading (with the draft's description) is not the page's.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        language.t.common.meta.description,
      );
      expect(await seriousViolations(page)).toEqual([]);

      // Desktop width: the same trip in a frame of 1,000 px, which a phone scrolls sideways.
      await page.getByText(texts.editor.preview.desktop, { exact: true }).click();
      const wide = page.getByRole('region', { name: fill(texts.editor.preview.frame, { width: 1000 }) });
      await expect(wide.getByRole('heading', { level: 1, name: second })).toBeVisible();
      await expect(wide.getByText(input.perex)).toBeVisible();
      expect((await wide.getByTestId('preview-frame').boundingBox())?.width).toBeCloseTo(1000, 0);
      const box = await wide.evaluate((element) => ({ inner: element.scrollWidth, outer: element.clientWidth }));
      if (test.info().project.name === 'phone') expect(box.inner).toBeGreaterThan(box.outer);

      // Two saves, two revisions, the newest first; ticking both compares them: only the title changed.
      await page.getByRole('tab', { name: texts.editor.tabs.revisions }).click();
      const revisions = page.getByRole('table', { name: texts.tripRevisions.caption });
      await expect(revisions.getByRole('rowheader')).toHaveText([
        new RegExp(`^2\\s*${texts.revisions.current}$`),
        /^1$/,
      ]);
      await expect(page.getByText(texts.revisions.pickTwo)).toBeVisible();
      await revisions.getByRole('checkbox', { name: fill(texts.revisions.compareVersion, { version: 1 }) }).check();
      await revisions.getByRole('checkbox', { name: fill(texts.revisions.compareVersion, { version: 2 }) }).check();
      const comparison = page.getByRole('region', {
        name: fill(texts.revisions.compareTitle, { from: 1, to: 2 }),
      });
      const changes = comparison.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(changes).toHaveCount(1);
      await expect(changes.getByRole('rowheader')).toHaveText(texts.tripRevisions.fields.title);
      await expect(changes.getByRole('cell')).toHaveText([first, second]);
      expect(await seriousViolations(page)).toEqual([]);

      // Restore the first version by keyboard, confirmed in a dialog that holds the focus.
      const restore = revisions.getByRole('button', {
        name: fill(texts.revisions.restoreVersion, { version: 1 }),
      });
      await restore.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: fill(texts.revisions.confirmTitle, { version: 1 }) });
      await expect(dialog.getByRole('button', { name: texts.revisions.cancel })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: texts.revisions.confirm, exact: true }).click();
      await expect(page.getByText(fill(texts.revisions.restored, { version: 1, newVersion: 3 }))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(restore).toBeFocused();

      // The old title is back: as a third revision, in the API, and in the preview.
      await expect(revisions.getByRole('rowheader')).toHaveCount(3);
      expect(await editorTrip(token, trip._id)).toEqual({ _id: trip._id, version: 3, title: first });
      await page.getByRole('tab', { name: texts.editor.tabs.preview }).click();
      await expect(page.getByTestId('preview-frame').getByRole('heading', { level: 1, name: first })).toBeVisible();

      // The draft was never published: it goes, with its revisions, so no other journey meets it.
      await deleteDraft(token, { ...trip, version: 3 });
    });

    test('a trip editor previews the English version, and the Czech one readers of English get until it is complete', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const [czech, english] = LANGUAGES.map((reader) => reader.t);
      const token = await tokenOf(DEMO_EDITORS.trips);
      const suffix = randomBytes(3).toString('hex');
      const completeEnglish = {
        titleEn: `Prachov Rocks ${suffix}`,
        previewEn: 'A loop through the rock town with children.',
        perexEn: 'Sandstone towers, narrow gorges and viewpoints above the forest.',
        contentEn: 'From the car park the trail leads **through the rocks** to a viewpoint.',
      };
      const startedEnglish = { titleEn: `Hrubá Skála ${suffix}`, previewEn: 'Castles on the rocks.' };
      const complete = await draftInput(`Prachovské skály ${suffix}`, completeEnglish);
      const started = await draftInput(`Hruboskalsko ${suffix}`, startedEnglish);
      const drafts = [await createDraft(token, complete), await createDraft(token, started)];

      // The overview says what readers of English still get in Czech.
      await signInAsEditor(page, language, DEMO_EDITORS.trips);
      await expect(page.getByRole('region', { name: texts.home.translationGaps.title })).toBeVisible();

      // A complete English version: a reader of English gets it, with the app's own texts in English.
      await page.goto(`/admin/trips/${drafts[0]._id}`);
      await page.getByRole('tab', { name: texts.editor.tabs.preview }).click();
      const readers = page.getByRole('radiogroup', { name: texts.editor.preview.reader });
      await readers.getByText('English', { exact: true }).click();
      await expect(readers.getByRole('radio', { name: 'English' })).toBeChecked();
      const frame = page.getByTestId('preview-frame');
      await expect(frame.getByRole('heading', { level: 1, name: completeEnglish.titleEn })).toBeVisible();
      await expect(frame.getByRole('heading', { level: 2, name: completeEnglish.titleEn })).toBeVisible();
      await expect(frame.getByText(completeEnglish.perexEn)).toBeVisible();
      await expect(frame.getByRole('strong')).toHaveText('through the rocks');
      await expect(frame.getByText(english.trips.values.HALF_DAY).first()).toBeVisible();
      await expect(frame.getByText(english.common.contentInCzech)).toHaveCount(0);
      await expect(page.getByText(texts.editor.preview.czechForEnglish)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      // A reader of Czech gets the Czech version, in a Czech app.
      await readers.getByText('Čeština', { exact: true }).click();
      await expect(frame.getByRole('heading', { level: 1, name: complete.title })).toBeVisible();
      await expect(frame.getByText(czech.trips.values.HALF_DAY).first()).toBeVisible();

      // An English version only started: a reader of English gets the Czech one, marked as Czech, and the editor is told.
      await page.goto(`/admin/trips/${drafts[1]._id}`);
      await page.getByRole('tab', { name: texts.editor.tabs.preview }).click();
      await readers.getByText('English', { exact: true }).click();
      await expect(page.getByText(texts.editor.preview.czechForEnglish)).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1, name: started.title })).toBeVisible();
      await expect(frame.getByRole('heading', { name: startedEnglish.titleEn })).toHaveCount(0);
      await expect(frame.getByText(english.common.contentInCzech).first()).toBeVisible();
      await expect(frame.getByText(english.trips.values.HALF_DAY).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      for (const draft of drafts) await deleteDraft(token, draft);
    });
  });
}
