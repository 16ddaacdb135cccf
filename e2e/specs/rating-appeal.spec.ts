import { randomBytes } from 'node:crypto';
import { gql, seedUser, tripFor } from '../support/api';
import { accessTokenOf, signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mail';
import { expect, test } from '../support/test';
import { LANGUAGES, textPattern } from '../support/texts';

/** The appeal on the author's own rating, as the API tells its author. */
async function myAppeal(tripId: string, token: string) {
  const data = await gql<{ publishedTrip: { myRating: { moderation: { appeal: { _id: string } | null } } } }>(
    E2E.appUrl,
    'query M($id: ID!) { publishedTrip(id: $id) { myRating { moderation { appeal { _id } } } } }',
    { id: tripId },
    token,
  );
  return data.publishedTrip.myRating.moderation.appeal;
}

LANGUAGES.forEach((language, languageIndex) => {
  const { trips, validation } = language.t;
  const { moderation, appeal } = trips;
  const czech = language.code === 'cs_CZ';

  test.describe(`rating appeal ${language.tag}`, () => {
    test('a hiker sees why the editors hid their rating, appeals by keyboard, and later sees the decision confirmed', async ({
      page,
    }, testInfo) => {
      // A trip of this journey's own per language (content-appeals takes 16–17).
      const trip = await tripFor(18 + languageIndex, language);
      const author = await signedIn(page, language, `/app/trips/${trip._id}`);
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();

      // Through the API: the hiker rates the trip (mails in their language), another hiker reports the rating and the
      // chief editor hides it on a ground.
      const token = await accessTokenOf(page);
      await gql(
        E2E.appUrl,
        'mutation L($l: Language!) { updateMyProfile(input: { language: $l }) { _id } }',
        { l: language.code },
        token,
      );
      const text = `Nejlevnější boty jen u nás ${randomBytes(3).toString('hex')}`;
      const { rateTrip } = await gql<{ rateTrip: { myRating: { _id: string } } }>(
        E2E.appUrl,
        'mutation R($id: ID!, $text: String!) { rateTrip(id: $id, input: { score: 1, text: $text }) { myRating { _id } } }',
        { id: trip._id, text },
        token,
      );
      const reporter = await seedUser(E2E.appUrl, 'reporter');
      await gql(
        E2E.appUrl,
        'mutation R($input: ReportContentInput!) { reportContent(input: $input) }',
        { input: { targetKind: 'RATING', targetId: rateTrip.myRating._id, reason: 'SPAM', goodFaith: true } },
        await tokenOf(reporter),
      );
      const statement = czech ? 'Hodnocení propaguje obchod, ne výlet.' : 'The rating promotes a shop, not the trip.';
      await gql(
        E2E.appUrl,
        'mutation D($input: DecideReportsInput!) { decideReports(input: $input) { _id } }',
        {
          input: {
            targetKind: 'RATING',
            targetId: rateTrip.myRating._id,
            decision: 'HIDE',
            ground: 'SPAM',
            explanation: statement,
          },
        },
        await tokenOf(DEMO_EDITORS.chief),
      );

      // The statement of reasons says to appeal from the rating in the app, and its link is the trip's page.
      const mail = await waitForMail(author.email, { subjectPath: `/app/trips/${trip._id}` });
      expect(mail).toContain(statement);
      const intro = czech
        ? 'Do 6 měsíců se můžete odvolat přímo v aplikaci: na stránce výletu ('
        : "on the trip's page (";
      const start = mail.indexOf(intro);
      expect(start).toBeGreaterThanOrEqual(0);
      const linked = new URL(mail.slice(start + intro.length).split(')')[0]);
      expect(linked.pathname).toBe(`/app/trips/${trip._id}`);
      await page.goto(linked.pathname);
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();

      // On the trip, the hiker's own rating says the editors hid it, on which ground and why, and offers the appeal.
      const notice = page.getByRole('region', { name: moderation.title });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(moderation.intro);
      await expect(notice).toContainText(moderation.ground.replace('{{ground}}', trips.report.reasons.SPAM));
      await expect(notice).toContainText(statement);
      await expect(page.getByText(text)).toBeVisible();
      const appealButton = notice.getByRole('button', { name: moderation.appeal });
      await appealButton.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('rating-hidden.png') });
      expect(await seriousViolations(page)).toEqual([]);

      // By keyboard: the dialog opens on the explanation; sending it empty says what is missing and goes back there.
      await appealButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: appeal.title });
      await expect(dialog).toBeVisible();
      const explanation = dialog.getByRole('textbox', { name: appeal.explanation });
      await expect(explanation).toBeFocused();
      await expect(dialog).toContainText(statement);
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: appeal.cancel })).toBeFocused();
      await page.keyboard.press('Tab');
      const send = dialog.getByRole('button', { name: appeal.submit });
      await expect(send).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByText(validation.REQUIRED)).toBeVisible();
      await expect(explanation).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('appeal-dialog.png') });

      const why = czech
        ? 'Psal jsem o botách, které se mi na této trase osvědčily, ne o obchodě.'
        : 'I wrote about the boots that served me well on this route, not about a shop.';
      await page.keyboard.type(why);
      await expect(explanation).toHaveAccessibleDescription(new RegExp(`${why.length}/2000`));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(send).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(appeal.sent)).toBeVisible();
      await expect(dialog).toBeHidden();

      // The appeal is sent, dated, with the hiker's words; focus is on what replaced the button.
      const sent = notice.getByText(textPattern(moderation.sent));
      await expect(sent).toBeVisible();
      await expect(sent).toBeFocused();
      await expect(notice).toContainText(why);
      await expect(appealButton).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('appeal-sent.png') });

      // An admin, a moderator other than the one who hid it, confirms the decision through the API.
      const appealed = await myAppeal(trip._id, token);
      const reasons = czech
        ? 'Text odkazuje na obchod, rozhodnutí proto platí.'
        : 'The text points to a shop, so the decision stands.';
      await gql(
        E2E.appUrl,
        'mutation D($input: DecideAppealInput!) { decideAppeal(input: $input) { _id } }',
        { input: { appealId: appealed?._id, outcome: 'CONFIRM', explanation: reasons } },
        await tokenOf(DEMO_EDITORS.admin),
      );

      // After a reload the hiker sees the decision confirmed, the reasons, and where else they may turn.
      await page.reload();
      await expect(notice).toBeVisible();
      await expect(notice.getByText(textPattern(moderation.confirmed))).toBeVisible();
      await expect(notice).toContainText(reasons);
      await expect(notice).toContainText(moderation.remedies);
      await expect(notice.getByRole('button', { name: moderation.appeal })).toHaveCount(0);
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('appeal-confirmed.png') });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
