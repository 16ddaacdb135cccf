import { randomBytes } from 'node:crypto';
import { gql, inLanguage } from '../support/api';
import { useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { DESKTOP_ONLY } from '../support/texts';

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

for (const language of DESKTOP_ONLY) {
  const { console: texts } = language.t;
  const ratio = (value: number) => value.toLocaleString(language.code.slice(0, 2), { minimumFractionDigits: 2 });

  test.describe(`console labels and areas ${language.tag}`, () => {
    test('a trip editor creates a label (a too-light colour is refused, a dark one saved) and deletes it again', async ({
      page,
    }) => {
      await useLanguage(page, language);
      // Own names, so parallel runs and other journeys never meet this label.
      const suffix = randomBytes(3).toString('hex');
      const labelCs = `Vodopády ${suffix}`;
      const labelEn = `Waterfalls ${suffix}`;
      await signInAsEditor(page, language, DEMO_EDITORS.trips);
      const nav = page.getByRole('navigation', { name: texts.nav.label });
      // A trip editor manages trip labels and areas, not users.
      await expect(nav.getByRole('link', { name: texts.nav.users })).toHaveCount(0);
      await nav.getByRole('link', { name: texts.labels.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.labels.title })).toBeVisible();
      // Only trip labels: there is no switch to article labels for a trip editor.
      await expect(page.getByRole('group', { name: texts.labels.kindLabel })).toHaveCount(0);
      await expect(page.getByRole('row').nth(1)).toBeVisible();

      await page.getByRole('button', { name: texts.labels.new }).click();
      const dialog = page.getByRole('dialog', {
        name: fill(texts.labels.createTitle, { kind: texts.labels.kinds.TRIP }),
      });
      await expect(dialog).toBeVisible();
      const czech = dialog.getByLabel(texts.labels.fields.labelCs);
      await expect(czech).toBeFocused();
      await czech.fill(labelCs);
      await dialog.getByLabel(texts.labels.fields.labelEn).fill(labelEn);
      const color = dialog.getByRole('textbox', { name: texts.labels.fields.color, exact: true });
      await color.fill('#777777');
      // Said while typing, before any saving.
      await expect(dialog.getByText(fill(texts.labels.contrastFails, { ratio: ratio(4.48) }))).toBeVisible();
      await dialog.getByRole('button', { name: texts.labels.save }).click();
      await expect(dialog.getByText(fill(texts.labels.lowContrast, { ratio: ratio(4.48) }))).toBeVisible();
      await expect(color).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toBeVisible();

      await color.fill('#1d6b3a');
      await expect(dialog.getByText(fill(texts.labels.contrastPasses, { ratio: ratio(6.53) }))).toBeVisible();
      // Checked now: the preview of a refused colour shows its poor contrast on purpose.
      expect(await seriousViolations(page)).toEqual([]);
      // The preview is the app's chip, named in the reader's language.
      await expect(dialog.getByText(labelCs, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: texts.labels.save }).click();
      await expect(page.getByText(fill(texts.labels.created, { name: labelCs }))).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByLabel(texts.labels.search).fill(suffix);
      await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
      const row = page.getByRole('row').filter({ hasText: labelCs });
      await expect(row).toContainText(labelEn);
      await expect(row).toContainText('#1d6b3a');
      await expect(row).toContainText(fill(texts.labels.usage_other, { count: 0 }));
      expect(await seriousViolations(page)).toEqual([]);

      // The trip editor's picker offers it at once.
      const { editorLabels } = await gql<{ editorLabels: Array<{ labelCs: string }> }>(
        E2E.appUrl,
        '{ editorLabels(kind: TRIP) { labelCs } }',
        {},
        await tokenOf(DEMO_EDITORS.trips),
      );
      expect(editorLabels.map((label) => label.labelCs)).toContain(labelCs);

      await row.getByRole('button', { name: fill(texts.labels.deleteFor, { name: labelCs }) }).click();
      const confirm = page.getByRole('dialog', { name: fill(texts.labels.confirmDeleteTitle, { name: labelCs }) });
      await expect(confirm.getByRole('button', { name: texts.labels.cancel })).toBeFocused();
      await confirm.getByRole('button', { name: texts.labels.delete }).click();
      await expect(page.getByText(fill(texts.labels.deleted, { name: labelCs }))).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: labelCs })).toHaveCount(0);
    });

    test('a label changed meanwhile by another editor: the save is refused naming them, the typed names stay, the newer version loads', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const mine = `Moje jeskyně ${suffix}`;
      const theirs = { labelCs: `Krasové jeskyně ${suffix}`, labelEn: `Karst caves ${suffix}`, color: '#0b6477' };
      // Its own label, so nothing other journeys see changes.
      const { createLabel } = await gql<{ createLabel: { _id: string; labelCs: string; version: number } }>(
        E2E.appUrl,
        'mutation C($input: LabelInput!) { createLabel(kind: TRIP, input: $input) { _id labelCs version } }',
        { input: { labelCs: `Jeskyně ${suffix}`, labelEn: `Caves ${suffix}`, color: '#1d6b3a' } },
        await tokenOf(DEMO_EDITORS.trips),
      );
      await signInAsEditor(page, language, DEMO_EDITORS.trips);
      await page
        .getByRole('navigation', { name: texts.nav.label })
        .getByRole('link', { name: texts.labels.title })
        .click();
      await page.getByLabel(texts.labels.search).fill(suffix);
      await page
        .getByRole('row')
        .filter({ hasText: createLabel.labelCs })
        .getByRole('button', { name: fill(texts.labels.editFor, { name: createLabel.labelCs }) })
        .click();
      const dialog = page.getByRole('dialog', { name: fill(texts.labels.editTitle, { name: createLabel.labelCs }) });
      const czech = dialog.getByLabel(texts.labels.fields.labelCs);
      await expect(czech).toHaveValue(createLabel.labelCs);

      // Meanwhile the chief editor renames and recolours it from another device.
      await gql(
        E2E.appUrl,
        'mutation U($id: ID!, $version: Int!, $input: LabelInput!) { updateLabel(id: $id, version: $version, input: $input) { version } }',
        { id: createLabel._id, version: createLabel.version, input: theirs },
        await tokenOf(DEMO_EDITORS.chief),
      );

      await czech.fill(mine);
      await dialog.getByRole('button', { name: texts.labels.save }).click();
      const alert = dialog.getByRole('alert').filter({ hasText: texts.labels.conflict.title });
      await expect(alert).toContainText('Šárka H.');
      await expect(page.getByText(fill(texts.labels.conflict.toast, { name: 'Šárka H.' }))).toBeVisible();
      await expect(czech).toHaveValue(mine);
      expect(await seriousViolations(page)).toEqual([]);

      await alert.getByRole('button', { name: texts.editor.conflict.load }).click();
      await expect(alert).toBeHidden();
      await expect(czech).toHaveValue(theirs.labelCs);
      await expect(dialog.getByRole('textbox', { name: texts.labels.fields.color, exact: true })).toHaveValue(
        theirs.color,
      );
      // Based on the newer version, the change is saved.
      await czech.fill(mine);
      await dialog.getByRole('button', { name: texts.labels.save }).click();
      await expect(page.getByText(fill(texts.labels.saved, { name: mine }))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: mine })).toContainText(theirs.labelEn);

      // Undo: the label goes again, as its third version.
      const { deleteLabel } = await gql<{ deleteLabel: boolean }>(
        E2E.appUrl,
        'mutation D($id: ID!) { deleteLabel(id: $id, version: 3) }',
        { id: createLabel._id },
        await tokenOf(DEMO_EDITORS.trips),
      );
      expect(deleteLabel).toBe(true);
    });

    test('a trip editor renames an area, names it in English and moves it to another region; a label in use cannot be deleted', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const token = await tokenOf(DEMO_EDITORS.trips);
      // Its own area, so renaming it changes nothing other journeys see.
      const { createArea } = await gql<{ createArea: { _id: string } }>(
        E2E.appUrl,
        'mutation C($name: String!) { createArea(input: { name: $name, region: LIBEREC }) { _id } }',
        { name: `Lužické hory ${suffix}` },
        token,
      );
      const renamed = `Lužické a Žitavské hory ${suffix}`;
      const renamedEn = `Lusatian and Zittau Mountains ${suffix}`;
      await signInAsEditor(page, language, DEMO_EDITORS.trips);
      await page
        .getByRole('navigation', { name: texts.nav.label })
        .getByRole('link', { name: texts.areas.title })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: texts.areas.title })).toBeVisible();
      await page.getByLabel(texts.areas.search).fill(`luzicke hory ${suffix}`);
      const row = page.getByRole('row').filter({ hasText: `Lužické hory ${suffix}` });
      await expect(row).toContainText(language.t.common.regions.LIBEREC);
      await expect(page.getByRole('row')).toHaveCount(2);

      await row.getByRole('button', { name: fill(texts.areas.editFor, { name: `Lužické hory ${suffix}` }) }).click();
      const dialog = page.getByRole('dialog', {
        name: fill(texts.areas.editTitle, { name: `Lužické hory ${suffix}` }),
      });
      const name = dialog.getByRole('textbox', { name: texts.areas.fields.name, exact: true });
      await expect(name).toBeFocused();
      await name.fill('');
      await dialog.getByRole('button', { name: texts.areas.save }).click();
      await expect(dialog.getByText(language.t.validation.REQUIRED)).toBeVisible();
      await name.fill(renamed);
      // The English name is optional, with the Czech one's length limit.
      const nameEn = dialog.getByRole('textbox', { name: texts.areas.fields.nameEn, exact: true });
      await nameEn.fill('x'.repeat(61));
      await dialog.getByRole('button', { name: texts.areas.save }).click();
      await expect(nameEn).toHaveAttribute('aria-invalid', 'true');
      await nameEn.fill(renamedEn);
      await dialog.getByLabel(texts.areas.fields.region).click();
      await page.getByRole('option', { name: language.t.common.regions.USTI }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: texts.areas.save }).click();
      await expect(page.getByText(fill(texts.areas.saved, { name: renamed }))).toBeVisible();

      await page.getByLabel(texts.areas.search).fill(suffix);
      const renamedRow = page.getByRole('row').filter({ hasText: renamed });
      await expect(renamedRow).toContainText(language.t.common.regions.USTI);
      await expect(renamedRow).toContainText(renamedEn);
      // The app's area filter names it anew at once.
      const { areaSelectOptions } = await gql<{ areaSelectOptions: Array<{ value: string; label: string }> }>(
        E2E.appUrl,
        '{ areaSelectOptions { value label } }',
        {},
      );
      expect(areaSelectOptions).toContainEqual({ value: createArea._id, label: renamed });
      // Readers of English get its English name.
      const inEnglish = await gql<{ areaSelectOptions: Array<{ value: string; label: string }> }>(
        E2E.appUrl,
        '{ areaSelectOptions { value label } }',
        {},
        undefined,
        inLanguage({ code: 'en_US' }),
      );
      expect(inEnglish.areaSelectOptions).toContainEqual({ value: createArea._id, label: renamedEn });
      expect(await seriousViolations(page)).toEqual([]);

      // Undo: the area goes again (no trip is in it).
      await renamedRow.getByRole('button', { name: fill(texts.areas.deleteFor, { name: renamed }) }).click();
      const confirm = page.getByRole('dialog', { name: fill(texts.areas.confirmDeleteTitle, { name: renamed }) });
      await confirm.getByRole('button', { name: texts.areas.delete }).click();
      await expect(page.getByText(fill(texts.areas.deleted, { name: renamed }))).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

      // A demo label that trips carry: the dialog says why it cannot be deleted instead of offering to.
      await page
        .getByRole('navigation', { name: texts.nav.label })
        .getByRole('link', { name: texts.labels.title })
        .click();
      const used = page.getByRole('row').filter({ hasText: 'Hrady a zámky' });
      await used.getByRole('button', { name: fill(texts.labels.deleteFor, { name: 'Hrady a zámky' }) }).click();
      const refusal = page.getByRole('dialog', { name: fill(texts.labels.inUseTitle, { name: 'Hrady a zámky' }) });
      await expect(refusal).toBeVisible();
      await expect(refusal.getByRole('button', { name: texts.labels.delete })).toHaveCount(0);
      await refusal.getByRole('button', { name: texts.labels.understood }).click();
      await expect(refusal).toBeHidden();
    });
  });
}
