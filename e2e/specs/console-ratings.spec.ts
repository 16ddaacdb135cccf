import { randomBytes } from 'node:crypto';
import { formatDecimal } from '../../apps/web/src/ui/format/decimal';
import { gql, seedUser } from '../support/api';
import { useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor } from '../support/console';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mail';
import { expect, type Page, test } from '../support/test';
import { DESKTOP_ONLY, type Language } from '../support/texts';

interface TripStats {
  _id: string;
  title: string;
  averageRating: number | null;
  ratingsCount: number;
}

/** A demo trip of this run's own (other journeys rate the oldest few), so parallel runs never meet on one. */
async function tripFor(index: number): Promise<TripStats> {
  const data = await gql<{ publishedTrips: { edges: TripStats[] } }>(
    E2E.appUrl,
    `{ publishedTrips(sort: { field: publishedAt, direction: ASC }, pagination: { pageNumber: 1, pageSize: 50 }) {
      edges { _id title averageRating ratingsCount } } }`,
    {},
  );
  const trip = data.publishedTrips.edges[index];
  if (!trip) throw new Error(`No trip number ${index}`);
  return trip;
}

async function statsOf(tripId: string): Promise<TripStats> {
  const data = await gql<{ publishedTrip: TripStats }>(
    E2E.appUrl,
    'query T($id: ID!) { publishedTrip(id: $id) { _id title averageRating ratingsCount } }',
    { id: tripId },
  );
  return data.publishedTrip;
}

/** A new hiker who speaks the run's language rates the trip with one star through the API, as the app does. */
async function badRating(language: Language, tripId: string, text: string) {
  const author = await seedUser(E2E.appUrl, 'rater');
  const { signIn } = await gql<{ signIn: { accessToken: string } }>(
    E2E.appUrl,
    'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { accessToken } }',
    { e: author.email, p: author.password },
  );
  await gql(
    E2E.appUrl,
    'mutation L($l: Language!) { updateMyProfile(input: { language: $l }) { _id } }',
    { l: language.code },
    signIn.accessToken,
  );
  await gql(
    E2E.appUrl,
    'mutation R($id: ID!, $text: String!) { rateTrip(id: $id, input: { score: 1, text: $text }) { _id } }',
    { id: tripId, text },
    signIn.accessToken,
  );
  return author;
}

/** The trip's detail in the app shows these figures, and lists the rating's text or not. */
async function expectDetail(page: Page, language: Language, trip: TripStats, rating: { text: string; shown: boolean }) {
  const { trips } = language.t;
  await page.goto(`/app/trips/${trip._id}`);
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
  const section = page.getByRole('region', { name: trips.ratings.title });
  if (trip.averageRating === null) {
    await expect(section.getByText(trips.ratings.none)).toBeVisible();
  } else {
    const average = formatDecimal(trip.averageRating, language.code.slice(0, 2));
    await expect(section.getByText(trips.ratings.average.replace('{{value}}', average))).toBeAttached();
    const form = new Intl.PluralRules(language.code.slice(0, 2)).select(trip.ratingsCount);
    const forms = trips as unknown as Record<string, string>;
    const count = (forms[`ratingsCount_${form}`] ?? forms.ratingsCount_other).replace(
      '{{count}}',
      String(trip.ratingsCount),
    );
    await expect(section.getByText(`(${count})`, { exact: true })).toBeVisible();
  }
  await expect(section.getByText(rating.text)).toHaveCount(rating.shown ? 1 : 0);
}

DESKTOP_ONLY.forEach((language) => {
  const { console: texts, validation } = language.t;
  const ratings = texts.ratings;
  const fill = (text: string, values: Record<string, string>) =>
    Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), text);

  test.describe(`console ratings ${language.tag}`, () => {
    test('a rating is hidden and leaves the average', async ({ page }, testInfo) => {
      await useLanguage(page, language);
      const trip = await tripFor(30);
      const text = `Kupte si boty na mém webu ${randomBytes(3).toString('hex')}`;
      const author = await badRating(language, trip._id, text);
      const rated = await statsOf(trip._id);
      expect(rated.ratingsCount).toBe(trip.ratingsCount + 1);

      await signInAsEditor(page, language, DEMO_EDITORS.chief);
      const nav = page.getByRole('navigation', { name: texts.nav.label });
      // A chief editor moderates ratings, but does not manage users.
      await expect(nav.getByRole('link', { name: texts.nav.users })).toHaveCount(0);
      await nav.getByRole('link', { name: ratings.nav }).click();
      await expect(page).toHaveURL(/\/admin\/ratings$/);
      await expect(page.getByRole('heading', { level: 1, name: ratings.title })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Find the trip by part of its title, then only one-star ratings: both in the URL.
      await page.getByRole('combobox', { name: ratings.filters.trip }).fill(trip.title.slice(0, 12));
      await page.getByRole('option', { name: trip.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`trip=${trip._id}`));
      await page.getByLabel(ratings.filters.score).selectOption('1');
      await expect(page).toHaveURL(/score=1/);
      const card = page.getByRole('article').filter({ hasText: text });
      await expect(card).toContainText(author.email);
      await expect(card).toContainText(ratings.visibleBadge);
      await expect(page.getByRole('article').filter({ hasNotText: trip.title })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('ratings-list.png'), fullPage: true });

      // Hiding needs a reason: refused without one, in the user's language, with the dialog still open.
      const name = `${author.firstname} ${author.lastname}`;
      await card.getByRole('button', { name: fill(ratings.hideFor, { name, trip: trip.title }) }).click();
      const dialog = page.getByRole('dialog', { name: ratings.dialog.title });
      const reason = dialog.getByRole('textbox', { name: ratings.dialog.reason });
      await expect(reason).toBeFocused();
      await dialog.getByRole('button', { name: ratings.dialog.submit }).click();
      await expect(dialog.getByText(validation.REQUIRED)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('ratings-hide-dialog.png') });
      const why = language.code === 'cs_CZ' ? 'Reklama na cizí obchod.' : 'An advert for another shop.';
      await reason.fill(why);
      await dialog.getByRole('button', { name: ratings.dialog.submit }).click();
      await expect(page.getByText(ratings.hiddenToast)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(card).toContainText(ratings.hiddenBadge);
      await expect(card).toContainText(why);
      // Focus went back to the card's button, which now restores.
      const restore = card.getByRole('button', { name: fill(ratings.restoreFor, { name, trip: trip.title }) });
      await expect(restore).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);

      // The author is told, in their language, with the trip's title and the reason.
      const mail = await waitForMail(author.email, { subjectPath: `/app/trips/${trip._id}` });
      expect(mail).toContain(why);
      expect(mail).toContain(trip.title);
      expect(mail).toContain(language.code === 'cs_CZ' ? 'Vaše hodnocení je skryté' : 'Your rating is hidden');

      // The trip's average and count leave it at once, in the app.
      const hidden = await statsOf(trip._id);
      expect(hidden).toMatchObject({ averageRating: trip.averageRating, ratingsCount: trip.ratingsCount });
      await expectDetail(page, language, hidden, { text, shown: false });

      // Restored, it counts again.
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/ratings\?/);
      await card.getByRole('button', { name: fill(ratings.restoreFor, { name, trip: trip.title }) }).click();
      await expect(page.getByText(ratings.restoredToast)).toBeVisible();
      await expect(card).toContainText(ratings.visibleBadge);
      const restored = await statsOf(trip._id);
      expect(restored).toMatchObject({ averageRating: rated.averageRating, ratingsCount: rated.ratingsCount });
      await expectDetail(page, language, restored, { text, shown: true });
    });
  });
});
