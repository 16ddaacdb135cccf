import { randomBytes } from 'node:crypto';
import { tripFor, uniqueEmail } from '../support/api';
import { signInThroughUi, sitePath, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor, signInToConsole } from '../support/console';
import { hikerPhotoCaptions, ratingWithPhotoBy } from '../support/hiker-photos';
import { waitForMail } from '../support/mail';
import { expect, type Page, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

/** Where the screenshots the closing note describes are kept, outside the run's own results. */
const SHOTS = '/tmp/h4-shots';

/** A catalogue text with its `{{name}}`s filled in. */
function filled(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);
}

/** Leaves this browser signed out, as if another person used it next (the journey has several). */
async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of ['accessToken', 'refreshToken', 'user']) localStorage.removeItem(key);
  });
}

/**
 * Opens a trip's public page as a visitor: without a session, which would take the browser to the trip in the app.
 * Its report buttons appear once the page is hydrated (without JavaScript they could do nothing).
 */
async function openTripPage(page: Page, path: string): Promise<void> {
  await forgetSession(page);
  await page.goto(path);
  await expect(page.locator('main button').first()).toBeVisible();
}

LANGUAGES.forEach((language, languageIndex) => {
  const { site, trips, console: texts } = language.t;
  const { tripPage, report } = site;
  const queue = texts.reports;
  const appeals = texts.appeals;
  const czech = language.code === 'cs_CZ';

  test.describe(`photo moderation ${language.tag}`, () => {
    test('a visitor reports a hiker’s photo on the public page, a moderator hides it, its author appeals and another moderator restores it', async ({
      page,
    }, testInfo) => {
      // A trip of this journey's own per language (api.ts tripFor lists who takes which).
      const trip = await tripFor(22 + languageIndex, language);
      // The console names trips by their Czech original, as editors write them.
      const original = (await tripFor(22 + languageIndex, LANGUAGES[0])).title;
      const tag = randomBytes(3).toString('hex');
      const text = czech ? `Krásná vyhlídka ${tag}` : `A lovely viewpoint ${tag}`;
      const caption = czech ? `Cesta k vrcholu ${tag}` : `The path to the top ${tag}`;
      const { author } = await ratingWithPhotoBy(language, trip._id, text, caption);
      const shortname = `${author.firstname} ${author.lastname.slice(0, 1)}.`;
      const tripUrl = sitePath(language, `/trips/${trip._id}`);
      // The console follows the app's language; the public pages their address's.
      await useLanguage(page, language);

      // A visitor sees the photo on the trip's public page: "From hikers", and with its rating.
      await page.goto(tripUrl);
      await expect(page.locator('main button').first()).toBeVisible();
      const strip = page.getByRole('region', { name: tripPage.hikerPhotos });
      const photo = strip.getByRole('listitem').filter({ has: page.getByRole('img', { name: caption }) });
      await expect(photo).toHaveCount(1);
      const image = photo.getByRole('img', { name: caption });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(photo.locator('picture source[type="image/avif"]')).toHaveCount(1);
      await expect(photo.locator('picture source[type="image/webp"]')).toHaveCount(1);
      // Opening it large is a plain link to its largest JPEG.
      await expect(photo.getByRole('link')).toHaveAttribute('href', /\.jpe?g(\?|$)/);
      const rating = page
        .getByRole('region', { name: tripPage.ratings })
        .getByRole('listitem')
        .filter({ hasText: text });
      await expect(rating.getByRole('img', { name: caption })).toBeVisible();
      await expect(
        rating.getByRole('button', { name: filled(tripPage.reportRating, { name: shortname }) }),
      ).toBeVisible();
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      await page.screenshot({ path: `${SHOTS}/trip-page-photos-${language.code}.png` });

      // The report dialog opens on the first reason; Escape closes it and gives focus back.
      const reportPhoto = photo.getByRole('button', { name: filled(tripPage.reportPhoto, { name: shortname }) });
      await reportPhoto.click();
      const dialog = page.getByRole('dialog', { name: report.photoTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: report.reasons.ILLEGAL_CONTENT })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/site-report-dialog-open-${language.code}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(reportPhoto).toBeFocused();

      // "Other" needs an explanation; the e-mail and the good-faith statement are required of a visitor.
      await reportPhoto.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: report.reasons.OTHER }).check();
      await dialog.getByRole('button', { name: report.submit }).click();
      await expect(dialog.getByText(report.required)).toHaveCount(3);
      const explanation = dialog.getByRole('textbox', { name: report.explanation });
      await expect(explanation).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/site-report-dialog-${language.code}.png` });
      await page.screenshot({ path: testInfo.outputPath('site-report-dialog.png') });

      // Tab stays in the dialog.
      await dialog.getByRole('button', { name: report.submit }).focus();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('radio', { name: report.reasons.OTHER })).toBeFocused();

      const why = czech
        ? 'Na fotce je vidět cizí SPZ, ta tam nemá co dělat.'
        : 'The photo shows someone’s number plate, which does not belong there.';
      await explanation.fill(why);
      await expect(dialog.getByText(filled(report.counter, { count: String(why.length), max: '1000' }))).toBeVisible();
      const visitor = uniqueEmail('visitor');
      await dialog.getByRole('textbox', { name: report.email }).fill(visitor);
      await dialog.getByRole('checkbox', { name: report.goodFaith }).check();
      await dialog.getByRole('button', { name: report.submit }).click();
      const sent = page.getByRole('dialog', { name: report.sentTitle });
      await expect(sent).toContainText(filled(report.sent, { email: visitor }));
      await expect(sent.getByRole('button', { name: report.close })).toBeFocused();
      await sent.getByRole('button', { name: report.close }).click();
      await expect(sent).toBeHidden();
      await expect(reportPhoto).toBeFocused();

      // The acknowledgement, in the page's language.
      const received = await waitForMail(visitor, { subjectPath: '/app/trips' });
      expect(received).toContain(
        czech ? 'Přijali jsme vaše nahlášení fotky u hodnocení' : 'We have received your report of a photo on a rating',
      );

      // A chief editor finds the photo in the queue, with the rating it is on, and hides it.
      await signInAsEditor(page, language, DEMO_EDITORS.chief);
      await page.goto('/admin/reports');
      await expect(page.getByRole('heading', { level: 1, name: queue.title })).toBeVisible();
      const item = page.getByRole('article').filter({ hasText: caption });
      await expect(item.getByRole('heading', { name: original })).toBeVisible();
      await expect(item.getByRole('img', { name: caption })).toBeVisible();
      await expect(item).toContainText(queue.photo.label);
      await expect(item).toContainText(filled(queue.photo.by, { name: shortname }));
      await expect(item).toContainText(text);
      await expect(item).toContainText(why);
      await expect(item).toContainText(
        queue.reasonCount.replace('{{reason}}', queue.reasons.OTHER).replace('{{count}}', '1'),
      );
      await item.scrollIntoViewIfNeeded();
      await expect(item.getByRole('img', { name: caption })).toHaveJSProperty('complete', true);
      expect(await seriousViolations(page)).toEqual([]);
      await item.screenshot({ path: `${SHOTS}/moderation-queue-photo-${language.code}.png` });
      await page.screenshot({ path: testInfo.outputPath('moderation-queue.png'), fullPage: true });

      const names = { trip: original, name: shortname };
      await item.getByRole('button', { name: filled(queue.photo.hideFor, names) }).click();
      const hide = page.getByRole('dialog', { name: queue.photo.hideDialog.title });
      await hide.getByRole('combobox', { name: queue.photo.hideDialog.ground }).selectOption('PERSONAL_DATA');
      const statement = czech
        ? 'Fotka ukazuje cizí SPZ, to jsou osobní údaje.'
        : 'The photo shows someone’s number plate, which is personal data.';
      await hide.getByRole('textbox', { name: queue.photo.hideDialog.explanation }).fill(statement);
      await hide.getByRole('button', { name: queue.photo.hideDialog.submit }).click();
      await expect(page.getByText(queue.photo.hiddenToast)).toBeVisible();
      await expect(item).toHaveCount(0);

      // Gone from the public page; the rating stays.
      expect(await hikerPhotoCaptions(language, trip._id)).not.toContain(caption);
      await openTripPage(page, tripUrl);
      await expect(page.getByRole('img', { name: caption })).toHaveCount(0);
      await expect(page.getByRole('region', { name: tripPage.ratings })).toContainText(text);

      // Its author gets the statement of reasons in their language, and appeals from the hidden photo in the app.
      const reasons = await waitForMail(author.email, { subjectPath: `/app/trips/${trip._id}` });
      expect(reasons).toContain(czech ? 'Odůvodnění skrytí vaší fotky' : 'Why your photo has been hidden');
      expect(reasons).toContain(statement);
      const appealText = czech
        ? 'SPZ na fotce není čitelná, jde jen o cestu k vrcholu.'
        : 'The plate is not readable; the photo is about the path.';
      await page.goto('/app/signin');
      await signInThroughUi(page, language, author);
      await page.goto(`/app/trips/${trip._id}`);
      const notice = page.getByRole('region', { name: trips.moderation.photo.title });
      await expect(notice).toContainText(statement);
      await notice.getByRole('button', { name: trips.moderation.appeal }).click();
      const appealDialog = page.getByRole('dialog', { name: trips.appeal.photo.title });
      await appealDialog.getByRole('textbox', { name: trips.appeal.explanation }).fill(appealText);
      await appealDialog.getByRole('button', { name: trips.appeal.submit }).click();
      await expect(page.getByText(trips.appeal.sent)).toBeVisible();
      await expect(appealDialog).toBeHidden();

      // Another moderator (the admin) restores it from the appeals.
      await forgetSession(page);
      await page.goto('/admin/signin');
      await signInToConsole(page, language, DEMO_EDITORS.admin);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/reports/appeals');
      await expect(page.getByRole('heading', { level: 1, name: appeals.title })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: appealText });
      await expect(card.getByRole('img', { name: caption })).toBeVisible();
      await expect(card).toContainText(statement);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('img', { name: caption })).toHaveJSProperty('complete', true);
      expect(await seriousViolations(page)).toEqual([]);
      await card.screenshot({ path: `${SHOTS}/appeal-photo-${language.code}.png` });
      await card.getByRole('button', { name: filled(appeals.photo.restoreFor, names) }).click();
      const restore = page.getByRole('dialog', { name: appeals.photo.restoreDialog.title });
      const restored = czech ? 'Máte pravdu, fotku jsme znovu zveřejnili.' : 'You are right; the photo is back.';
      await restore.getByRole('textbox', { name: appeals.explanation }).fill(restored);
      await restore.getByRole('button', { name: appeals.photo.restoreDialog.submit }).click();
      await expect(page.getByText(appeals.photo.restoredToast)).toBeVisible();
      await expect(card).toHaveCount(0);

      // The photo is back on the public page, and its author is told.
      expect(await hikerPhotoCaptions(language, trip._id)).toContain(caption);
      await openTripPage(page, tripUrl);
      await expect(strip.getByRole('img', { name: caption })).toHaveCount(1);
      await expect.poll(() => waitForMail(author.email, { subjectPath: `/app/trips/${trip._id}` })).toContain(restored);
    });
  });
});
