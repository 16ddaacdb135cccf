import { gql, tripFor } from '../support/api';
import { accessTokenOf, signedIn } from '../support/app';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES, pluralPattern } from '../support/texts';

LANGUAGES.forEach((language, languageIndex) => {
  const { trips, validation } = language.t;

  test.describe(`trip detail ${language.tag}`, () => {
    test('finish with a toast, rate (no star is refused, then 4 stars), seen live by another user, all ratings', async ({
      page,
      browser,
    }, testInfo) => {
      const trip = await tripFor(languageIndex * 2 + (testInfo.project.name === 'phone' ? 1 : 0), language);
      await signedIn(page, language, `/app/trips/${trip._id}`);
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();

      // Someone else has the same trip open.
      const otherContext = await browser.newContext();
      const other = await otherContext.newPage();
      await signedIn(other, language, `/app/trips/${trip._id}`);
      await expect(other.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();

      await page.getByRole('button', { name: trips.finished.mark }).click();
      await expect(page.getByText(trips.finished.added)).toBeVisible();
      await expect(page.getByRole('button', { name: trips.finished.mark })).toHaveAttribute('aria-pressed', 'true');
      const finished = await gql<{ myFinishedTrips: { edges: Array<{ _id: string }> } }>(
        E2E.appUrl,
        '{ myFinishedTrips { edges { _id } } }',
        {},
        await accessTokenOf(page),
      );
      expect(finished.myFinishedTrips.edges.map((item) => item._id)).toContain(trip._id);

      await page.getByRole('button', { name: trips.ratings.rate }).click();
      const dialog = page.getByRole('dialog', { name: trips.rating.title });
      await dialog.getByRole('button', { name: trips.rating.submit }).click();
      await expect(dialog.getByText(validation.RATING_STAR_REQUIRED)).toBeVisible();

      const comment = `Krásné výhledy ${testInfo.project.name} ${language.tag} ${Date.now()}`;
      await dialog.getByLabel(trips.rating.text).fill(comment);
      // Each star's radio lies, unseen, over the star drawn: a click on the star lands on it.
      const fourStars = dialog.getByRole('radio', { name: trips.ratings.stars.replace('{{value}}', '4'), exact: true });
      await fourStars.click();
      await expect(fourStars).toBeChecked();
      await dialog.getByRole('button', { name: trips.rating.submit }).click();
      await expect(page.getByText(trips.rating.saved)).toBeVisible();
      await expect(dialog).toBeHidden();

      // Among the 2 latest on the detail, and on the other user's screen without a reload.
      const ratings = page.getByRole('region', { name: trips.ratings.title });
      await expect(ratings.getByText(comment).first()).toBeVisible();
      await expect(other.getByText(comment)).toBeVisible();
      await expect(page.getByRole('button', { name: trips.ratings.change })).toBeVisible();
      await otherContext.close();

      await page.getByRole('link', { name: pluralPattern(trips.ratings, 'all') }).click();
      await expect(page).toHaveURL(new RegExp(`/app/trips/${trip._id}/ratings$`));
      await expect(
        page.getByRole('heading', { level: 1, name: trips.ratings.pageTitle.replace('{{title}}', trip.title) }),
      ).toBeVisible();
      await expect(page.getByText(comment)).toBeVisible();
    });

    test('the route suitability dialog explains children, dogs and stroller', async ({ page }) => {
      const trip = await tripFor(10 + languageIndex, language);
      await signedIn(page, language, `/app/trips/${trip._id}`);
      await page.getByRole('button', { name: trips.suitability.open }).click();
      const dialog = page.getByRole('dialog', { name: trips.suitability.title });
      for (const value of ['CHILDREN', 'DOGS', 'STROLLER'] as const) {
        await expect(dialog.getByText(trips.suitability[value])).toBeVisible();
      }
      await dialog.getByRole('button', { name: trips.suitability.close }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: trips.suitability.open })).toBeFocused();
    });
  });
});
