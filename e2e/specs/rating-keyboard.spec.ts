import type { Locator } from '@playwright/test';
import { gql, tripFor } from '../support/api';
import { accessTokenOf, signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

LANGUAGES.forEach((language, languageIndex) => {
  const { trips } = language.t;
  const star = (dialog: Locator, value: number) =>
    dialog.getByRole('radio', { name: trips.ratings.stars.replace('{{value}}', String(value)), exact: true });

  test.describe(`rating by keyboard ${language.tag}`, () => {
    test('Tab to the stars, Space and the arrow keys choose, Tab on to the comment and save; the chosen star is the Tab stop next time', async ({
      page,
    }, testInfo) => {
      const trip = await tripFor(8 + languageIndex * 2 + (testInfo.project.name === 'phone' ? 1 : 0), language);
      await signedIn(page, language, `/app/trips/${trip._id}`);
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      const myRating = async () => {
        const data = await gql<{ publishedTrip: { myRating: { score: number; text: string } | null } }>(
          E2E.appUrl,
          'query($id: ID!) { publishedTrip(id: $id) { myRating { score text } } }',
          { id: trip._id },
          await accessTokenOf(page),
        );
        return data.publishedTrip.myRating;
      };

      await page.getByRole('button', { name: trips.ratings.rate }).press('Enter');
      const dialog = page.getByRole('dialog', { name: trips.rating.title });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The dialog starts on its close button; the stars are the next Tab stop, the first star while none is chosen.
      await page.keyboard.press('Tab');
      await expect(star(dialog, 1)).toBeFocused();
      await expect(star(dialog, 1)).not.toBeChecked();
      await page.keyboard.press('Space');
      await expect(star(dialog, 1)).toBeChecked();
      await page.keyboard.press('ArrowLeft');
      await expect(star(dialog, 5)).toBeFocused();
      await expect(star(dialog, 5)).toBeChecked();
      // Round past the last to the first, and on to the fourth.
      for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
      await expect(star(dialog, 4)).toBeFocused();
      await expect(star(dialog, 4)).toBeChecked();

      // One Tab stop for all five stars: the next Tab is the comment.
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel(trips.rating.text)).toBeFocused();
      const comment = `Pěkné výhledy ${testInfo.project.name} ${language.tag} ${Date.now()}`;
      await page.keyboard.type(comment);
      // Then "Add photos", Cancel and Save.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: trips.photos.add })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: trips.rating.submit })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(trips.rating.saved)).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await myRating()).toEqual({ score: 4, text: comment });

      // Changing it: the chosen star is the Tab stop; Down and Up move and choose as well.
      await page.getByRole('button', { name: trips.ratings.change }).press('Enter');
      const change = page.getByRole('dialog', { name: trips.rating.changeTitle });
      await expect(change).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(star(change, 4)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(star(change, 5)).toBeChecked();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(star(change, 3)).toBeFocused();
      await expect(star(change, 3)).toBeChecked();
      await change.getByRole('button', { name: trips.rating.submit }).press('Enter');
      await expect(change).toBeHidden();
      expect(await myRating()).toEqual({ score: 3, text: comment });
    });
  });
});
