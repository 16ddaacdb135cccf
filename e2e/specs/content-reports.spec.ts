import { randomBytes } from 'node:crypto';
import { gql, tripFor } from '../support/api';
import { accessTokenOf, signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor } from '../support/console';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mail';
import { ratingBy, ratingTexts } from '../support/ratings';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

LANGUAGES.forEach((language, languageIndex) => {
  const { trips, console: texts, validation } = language.t;
  const report = trips.report;
  const queue = texts.reports;
  const czech = language.code === 'cs_CZ';

  test.describe(`content reports ${language.tag}`, () => {
    test('a hiker reports a rating, a chief editor hides it with a ground, and everyone is told', async ({
      page,
    }, testInfo) => {
      // A trip of this journey's own per language (trip-detail and rating-keyboard take 0–3 and 8–11).
      const trip = await tripFor(14 + languageIndex, language);
      // The console names trips by their Czech original, as editors write them.
      const original = (await tripFor(14 + languageIndex, LANGUAGES[0])).title;
      const text = `Nejlevnější boty jen u nás ${randomBytes(3).toString('hex')}`;
      const { author } = await ratingBy(language, trip._id, text);
      const shortname = `${author.firstname} ${author.lastname.slice(0, 1)}.`;

      // The hiker opens the trip's ratings; someone else's rating has a Report button named after its author.
      const reporter = await signedIn(page, language, `/app/trips/${trip._id}/ratings`);
      // Mails follow the account's language, as after a language change in the app's settings.
      await gql(
        E2E.appUrl,
        'mutation L($l: Language!) { updateMyProfile(input: { language: $l }) { _id } }',
        {
          l: language.code,
        },
        await accessTokenOf(page),
      );
      const rating = page.getByRole('listitem').filter({ hasText: text });
      const open = rating.getByRole('button', { name: report.buttonFor.replace('{{name}}', shortname) });
      await open.click();
      const dialog = page.getByRole('dialog', { name: report.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: report.reasons.ILLEGAL_CONTENT })).toBeFocused();
      await expect(dialog.getByText(report.email.replace('{{email}}', reporter.email))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // "Other" needs an explanation, and the good-faith statement is required.
      await dialog.getByRole('radio', { name: report.reasons.OTHER }).check();
      await dialog.getByRole('button', { name: report.submit }).click();
      await expect(dialog.getByText(validation.REQUIRED)).toHaveCount(2);
      await expect(dialog.getByRole('textbox', { name: report.explanation })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('report-dialog.png') });
      const why = czech ? 'Je to reklama na e-shop, ne hodnocení výletu.' : 'It is an advert for a shop, not a rating.';
      await dialog.getByRole('textbox', { name: report.explanation }).fill(why);
      await dialog.getByRole('checkbox', { name: report.goodFaith }).check();
      await dialog.getByRole('button', { name: report.submit }).click();
      await expect(page.getByText(report.sent)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      // The acknowledgement, in the reporter's language.
      const received = await waitForMail(reporter.email, { subjectPath: '/app/trips' });
      expect(received).toContain(czech ? 'Děkujeme za nahlášení' : 'Thank you for your report');

      // A chief editor finds it in the console's queue: the reports counted by reason, the rating in context.
      await signInAsEditor(page, language, DEMO_EDITORS.chief);
      await page.getByRole('navigation', { name: texts.nav.label }).getByRole('link', { name: queue.nav }).click();
      await expect(page).toHaveURL(/\/admin\/reports$/);
      await expect(page.getByRole('heading', { level: 1, name: queue.title })).toBeVisible();
      const item = page.getByRole('article').filter({ hasText: text });
      await expect(item.getByRole('heading', { name: original })).toBeVisible();
      await expect(item).toContainText(queue.count_one.replace('{{count}}', '1'));
      await expect(item).toContainText(
        queue.reasonCount.replace('{{reason}}', queue.reasons.OTHER).replace('{{count}}', '1'),
      );
      await expect(item).toContainText(why);
      await expect(item).toContainText(queue.by.replace('{{name}}', shortname));
      await expect(item.getByRole('link', { name: queue.openTrip })).toHaveAttribute('href', `/app/trips/${trip._id}`);
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('report-queue.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // Hiding needs an explanation for the author; the ground starts at the most frequent reason.
      const names = { trip: original, name: shortname };
      const hideFor = Object.entries(names).reduce(
        (label, [key, value]) => label.replace(`{{${key}}}`, value),
        queue.hideFor,
      );
      await item.getByRole('button', { name: hideFor }).click();
      const hide = page.getByRole('dialog', { name: queue.hideDialog.title });
      await expect(hide.getByRole('combobox', { name: queue.hideDialog.ground })).toBeFocused();
      await hide.getByRole('button', { name: queue.hideDialog.submit }).click();
      await expect(hide.getByText(validation.REQUIRED)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('report-hide-dialog.png') });
      await hide.getByRole('combobox', { name: queue.hideDialog.ground }).selectOption('SPAM');
      const statement = czech ? 'Hodnocení propaguje obchod, ne výlet.' : 'The rating promotes a shop, not the trip.';
      await hide.getByRole('textbox', { name: queue.hideDialog.explanation }).fill(statement);
      await hide.getByRole('button', { name: queue.hideDialog.submit }).click();
      await expect(page.getByText(queue.hiddenToast)).toBeVisible();
      await expect(hide).toBeHidden();
      await expect(item).toHaveCount(0);

      // Gone for readers, in the app (a reader of this language: the chief editor's app speaks their account's) and
      // through the API.
      expect(await ratingTexts(language, trip._id)).not.toContain(text);
      await signedIn(page, language, `/app/trips/${trip._id}/ratings`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(trip.title);
      await expect(page.getByText(text)).toHaveCount(0);

      // The author gets the statement of reasons; the reporter the outcome.
      const reasons = await waitForMail(author.email, { subjectPath: `/app/trips/${trip._id}` });
      expect(reasons).toContain(statement);
      expect(reasons).toContain(czech ? 'Odůvodnění skrytí vašeho hodnocení' : 'Why your rating has been hidden');
      await expect
        .poll(() => waitForMail(reporter.email, { subjectPath: '/app/trips' }))
        .toContain(czech ? 'Rozhodli jsme o vašem nahlášení' : 'We have decided on your report');
    });
  });
});
