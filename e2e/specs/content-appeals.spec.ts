import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gql, seedUser, tripFor } from '../support/api';
import { useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor, signInToConsole, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mail';
import { ratingBy, ratingTexts } from '../support/ratings';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

/** The CSV's columns (moderation-figures.csv.ts): what a transparency report is built from, so a contract. */
const CSV_HEADER = [
  'month',
  'reports_ILLEGAL_CONTENT',
  'reports_HATE_OR_HARASSMENT',
  'reports_SPAM',
  'reports_PERSONAL_DATA',
  'reports_OFF_TOPIC',
  'reports_OTHER',
  'decisions_HIDE',
  'decisions_KEEP',
  'median_hours_to_decision',
  'appeals_received',
  'appeals_restored',
  'appeals_confirmed',
];

/** The table's counts in its columns' order: the CSV's, the month aside (it heads the row). */
const TABLE_COLUMNS = CSV_HEADER.slice(1);

/** This month as the API counts months (Czech time), YYYY-MM, and `offset` months away from it. */
function pragueMonth(offset = 0): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = year * 12 + month - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A catalogue text with its `{{name}}`s filled in. */
function filled(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);
}

LANGUAGES.forEach((language, languageIndex) => {
  const { console: texts, validation } = language.t;
  const { appeals, figures, moderation } = texts;
  const czech = language.code === 'cs_CZ';

  test.describe(`content appeals ${language.tag}`, () => {
    test('an author appeals a hidden rating, another moderator restores it, and the figures count it', async ({
      page,
    }, testInfo) => {
      // A trip of this journey's own per language (content-reports takes 14–15).
      const trip = await tripFor(16 + languageIndex, language);
      // The console names trips by their Czech original, as editors write them.
      const original = (await tripFor(16 + languageIndex, LANGUAGES[0])).title;
      const text = `Výhled stál za to ${randomBytes(3).toString('hex')}`;
      const { author, token, ratingId } = await ratingBy(language, trip._id, text);
      const shortname = `${author.firstname} ${author.lastname.slice(0, 1)}.`;

      // Reported by another hiker, hidden by the chief editor and appealed by its author, each through the API.
      const reporter = await seedUser(E2E.appUrl, 'reporter');
      await gql(
        E2E.appUrl,
        'mutation R($input: ReportContentInput!) { reportContent(input: $input) }',
        { input: { targetKind: 'RATING', targetId: ratingId, reason: 'OFF_TOPIC', goodFaith: true } },
        await tokenOf(reporter),
      );
      const statement = czech ? 'Hodnocení se netýká výletu.' : 'The rating is not about the trip.';
      const { decideReports } = await gql<{ decideReports: { _id: string } }>(
        E2E.appUrl,
        'mutation D($input: DecideReportsInput!) { decideReports(input: $input) { _id } }',
        {
          input: {
            targetKind: 'RATING',
            targetId: ratingId,
            decision: 'HIDE',
            ground: 'OFF_TOPIC',
            explanation: statement,
          },
        },
        await tokenOf(DEMO_EDITORS.chief),
      );
      const appealText = czech
        ? 'Hodnocení popisuje výhled z vrcholu, tedy výlet.'
        : 'The rating describes the view from the top, so the trip.';
      await gql(
        E2E.appUrl,
        'mutation A($input: AppealDecisionInput!) { appealDecision(input: $input) { _id } }',
        { input: { decisionId: decideReports._id, explanation: appealText } },
        token,
      );
      expect(await ratingTexts(language, trip._id)).not.toContain(text);

      // The chief editor who hid it finds the appeal beside the reports, and is told someone else has to decide it.
      await useLanguage(page, language);
      await signInAsEditor(page, language, DEMO_EDITORS.chief);
      await page
        .getByRole('navigation', { name: texts.nav.label })
        .getByRole('link', { name: texts.reports.nav })
        .click();
      await expect(page).toHaveURL(/\/admin\/reports$/);
      const subnav = page.getByRole('navigation', { name: moderation.label });
      await expect(subnav.getByRole('link', { name: moderation.reports })).toHaveAttribute('aria-current', 'page');
      await subnav.getByRole('link', { name: moderation.appeals }).click();
      await expect(page).toHaveURL(/\/admin\/reports\/appeals$/);
      await expect(subnav.getByRole('link', { name: moderation.appeals })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: appeals.title })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: text });
      await expect(card.getByRole('heading', { name: original })).toBeVisible();
      await expect(card).toContainText(texts.reports.by.replace('{{name}}', shortname));
      await expect(card).toContainText(appeals.ground.replace('{{ground}}', texts.reports.reasons.OFF_TOPIC));
      await expect(card).toContainText(statement);
      await expect(card).toContainText(appealText);
      await expect(card.getByRole('link', { name: texts.reports.openTrip })).toHaveAttribute(
        'href',
        `/app/trips/${trip._id}`,
      );
      await expect(card).toContainText(appeals.yourDecision);
      await expect(card.getByRole('button')).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('appeals-own-decision.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // An admin, another moderator, restores the rating; the explanation for its author is required.
      await page.getByRole('button', { name: texts.nav.signOut }).click();
      await signInToConsole(page, language, DEMO_EDITORS.admin);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/reports/appeals');
      await expect(page.getByRole('heading', { level: 1, name: appeals.title })).toBeVisible();
      await expect(card).not.toContainText(appeals.yourDecision);
      const names = { trip: original, name: shortname };
      await expect(card.getByRole('button', { name: filled(appeals.confirmFor, names) })).toBeVisible();
      const restore = card.getByRole('button', { name: filled(appeals.restoreFor, names) });
      await restore.click();
      const dialog = page.getByRole('dialog', { name: appeals.restoreDialog.title });
      const explanation = dialog.getByRole('textbox', { name: appeals.explanation });
      await expect(explanation).toBeFocused();
      await dialog.getByRole('button', { name: appeals.restoreDialog.submit }).click();
      await expect(dialog.getByText(validation.REQUIRED)).toBeVisible();
      await expect(explanation).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('appeal-restore-dialog.png') });
      const why = czech
        ? 'Máte pravdu, hodnocení popisuje výlet. Znovu jsme ho zveřejnili.'
        : 'You are right, the rating describes the trip. We have published it again.';
      await explanation.fill(why);
      await dialog.getByRole('button', { name: appeals.restoreDialog.submit }).click();
      await expect(page.getByText(appeals.restoredToast)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveCount(0);

      // Readers see the rating again; its author is told, with the explanation.
      expect(await ratingTexts(language, trip._id)).toContain(text);
      await expect
        .poll(() => waitForMail(author.email, { subjectPath: `/app/trips/${trip._id}` }))
        .toContain(czech ? 'Rozhodli jsme o vašem odvolání' : 'We have decided on your appeal');
      expect(await waitForMail(author.email, { subjectPath: `/app/trips/${trip._id}` })).toContain(why);

      // The figures open on the last 12 months; this month counts the report, the hiding and the restored appeal.
      await page
        .getByRole('navigation', { name: moderation.label })
        .getByRole('link', { name: moderation.figures })
        .click();
      await expect(page).toHaveURL(/\/admin\/reports\/figures$/);
      await expect(page.getByRole('heading', { level: 1, name: figures.title })).toBeVisible();
      const [from, to] = [pragueMonth(-11), pragueMonth()];
      await expect(page.getByLabel(figures.from)).toHaveValue(from);
      await expect(page.getByLabel(figures.to)).toHaveValue(to);
      const monthName = new Intl.DateTimeFormat(language.code.slice(0, 2), {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
      }).format(new Date(`${to}-01T00:00:00Z`));
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: monthName, exact: true }) });
      await expect(row).toBeVisible();
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells).toHaveLength(TABLE_COLUMNS.length);
      const shown = Object.fromEntries(TABLE_COLUMNS.map((column, index) => [column, cells[index]]));
      for (const column of ['reports_OFF_TOPIC', 'decisions_HIDE', 'appeals_received', 'appeals_restored']) {
        expect(Number(shown[column]), column).toBeGreaterThanOrEqual(1);
      }
      // With a decision this month there is a median time to it, in the language's decimals.
      expect(shown.median_hours_to_decision).toMatch(czech ? /^\d[\d\u00a0]*(,\d)?$/ : /^\d[\d,]*(\.\d)?$/);
      await page.screenshot({ path: testInfo.outputPath('figures.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // The CSV of the same months: its header row and this month's counts.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: figures.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`toulky-moderation-${from}-${to}.csv`);
      const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
      expect(lines[0]).toBe(CSV_HEADER.join(','));
      expect(lines).toHaveLength(12 + 2);
      const thisMonth = lines.find((line) => line.startsWith(`${to},`))?.split(',') ?? [];
      const csv = Object.fromEntries(CSV_HEADER.map((column, index) => [column, thisMonth[index]]));
      for (const column of ['reports_OFF_TOPIC', 'decisions_HIDE', 'appeals_received', 'appeals_restored']) {
        expect(Number(csv[column]), column).toBeGreaterThanOrEqual(1);
      }
      await expect(page.getByText(figures.downloaded)).toBeVisible();

      // The API refuses a backward range and more than 24 months; each is said on the last month's field.
      await page.getByLabel(figures.from).fill(to);
      await page.getByLabel(figures.to).fill(from);
      await page.getByRole('button', { name: figures.show }).click();
      await expect(page.getByText(figures.order)).toBeVisible();
      await expect(page.getByLabel(figures.to)).toBeFocused();
      await expect(page.getByLabel(figures.to)).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(figures.from).fill(pragueMonth(-24));
      await page.getByLabel(figures.to).fill(to);
      await page.getByRole('button', { name: figures.show }).click();
      await expect(page.getByText(figures.span)).toBeVisible();
      await expect(page.getByLabel(figures.to)).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath('figures-refused.png') });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
