import sharp from 'sharp';
import { tripFor } from '../support/api';
import { signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { landscapeJpeg } from '../support/hiker-photos';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

/** Where the journey's screenshots go, to be looked at (the gallery on a phone, the dialog with photos). */
const SHOTS = '/tmp/h3-shots';

/** `{{name}}`-style placeholders filled in. */
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)), template);

LANGUAGES.forEach((language, languageIndex) => {
  const { trips } = language.t;
  const czech = language.code === 'cs_CZ';

  test.describe(`hikers' photos ${language.tag}`, () => {
    test('a hiker rates a trip with two photos from the file picker, sees them on the detail and in the gallery by keyboard', async ({
      page,
    }, testInfo) => {
      // A trip of this journey's own per language (others take 0–19).
      const trip = await tripFor(20 + languageIndex, language);
      const hiker = await signedIn(page, language, `/app/trips/${trip._id}`);
      const shortname = `${hiker.firstname} ${hiker.lastname.slice(0, 1)}.`;
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png` });

      // Two photos as a phone takes them: the landscape, and the same at dusk, mirrored.
      const first = await landscapeJpeg();
      const second = await sharp(first).flop().modulate({ brightness: 0.8, hue: 30 }).jpeg().toBuffer();

      await page.getByRole('button', { name: trips.ratings.rate }).click();
      const dialog = page.getByRole('dialog', { name: trips.rating.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: fill(trips.ratings.stars, { value: 5 }), exact: true }).check();
      const comment = czech
        ? 'Krásné výhledy z hřebene, cesta místy blátivá.'
        : 'Lovely views from the ridge, muddy here and there.';
      await dialog.getByRole('textbox', { name: trips.rating.text }).fill(comment);

      // The upload is held a moment on its way, so its progress can be seen before it finishes.
      await page.route('**/api/ratings/photos', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const picker = dialog.locator('input[type="file"]');
      await picker.setInputFiles([
        { name: 'hreben.jpg', mimeType: 'image/jpeg', buffer: first },
        { name: 'soumrak.jpg', mimeType: 'image/jpeg', buffer: second },
      ]);
      // Each upload has its progress bar (attached: at 0 % it has no width to be visible), gone once it is done.
      await expect(
        dialog.getByRole('progressbar', { name: fill(trips.photos.uploading, { index: 1 }) }),
      ).toBeAttached();
      await expect(dialog.getByRole('progressbar')).toHaveCount(0);
      await expect(dialog.getByRole('status')).toHaveText(/./);
      const caption = czech ? 'Výhled z hřebene' : 'The view from the ridge';
      await dialog.getByRole('textbox', { name: fill(trips.photos.caption, { index: 1 }) }).fill(caption);
      await expect(dialog.getByRole('textbox', { name: fill(trips.photos.caption, { index: 2 }) })).toHaveValue('');

      // A text file named .jpg is refused with the reason, and nothing typed is lost.
      await picker.setInputFiles({
        name: 'poznamky.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Jen poznámky.'),
      });
      await expect(dialog.getByRole('alert')).toHaveText(
        fill(trips.photos.refused.NOT_AN_IMAGE, { name: 'poznamky.jpg' }),
      );
      await expect(dialog.getByRole('textbox', { name: trips.rating.text })).toHaveValue(comment);
      await expect(dialog.getByRole('textbox', { name: fill(trips.photos.caption, { index: 1 }) })).toHaveValue(
        caption,
      );
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
      await shot('rating-dialog-photos');

      await dialog.getByRole('button', { name: trips.rating.submit }).click();
      await expect(page.getByText(trips.rating.saved)).toBeVisible();
      await expect(dialog).toBeHidden();

      // The detail: "From hikers" with both photos, and both on the hiker's rating.
      const strip = page.getByRole('list', { name: trips.hikerPhotos.title });
      await expect(strip.getByRole('button')).toHaveCount(2);
      await expect(page.getByRole('heading', { level: 2, name: trips.hikerPhotos.title })).toBeVisible();
      // The toast has said its thanks and gone, so the screenshots show the page alone.
      await expect(page.getByText(trips.rating.saved)).toBeHidden({ timeout: 15_000 });
      await page.getByRole('heading', { level: 2, name: trips.hikerPhotos.title }).scrollIntoViewIfNeeded();
      await shot('detail-photos');
      const onRating = page.getByRole('list', { name: fill(trips.photos.onRating, { name: shortname }) });
      await expect(onRating.first().getByRole('button')).toHaveCount(2);
      await expect(onRating.first().getByRole('button').first()).toHaveAccessibleName(new RegExp(`^${caption} \\(`));
      await onRating.first().scrollIntoViewIfNeeded();
      await shot('hiker-photos');

      // The gallery, by keyboard: Enter on a thumbnail opens it there, the arrow keys move, Escape closes.
      const thumbnail = strip
        .getByRole('button')
        .filter({ has: page.getByRole('img', { name: new RegExp(`^${caption}`) }) });
      await thumbnail.focus();
      await page.keyboard.press('Enter');
      const gallery = page.getByRole('dialog', { name: trips.gallery.title });
      await expect(gallery).toBeVisible();
      await expect(gallery.getByText(caption, { exact: true })).toBeVisible();
      await expect(gallery).toContainText(shortname);
      const position = gallery.getByRole('status');
      const shown = Number((await position.textContent())?.match(/\d+/)?.[0]);
      expect([1, 2]).toContain(shown);
      await expect(position).toHaveText(fill(trips.gallery.positionLabel, { index: shown, count: 2 }));
      await expect(gallery).toContainText(fill(trips.gallery.position, { index: shown, count: 2 }));
      await expect(gallery.locator('picture source[type="image/avif"]')).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      const next = shown === 2 ? 1 : 2;
      await expect(position).toHaveText(fill(trips.gallery.positionLabel, { index: next, count: 2 }));
      await expect(gallery.getByText(caption, { exact: true })).toHaveCount(0);
      await page.keyboard.press('ArrowLeft');
      await expect(position).toHaveText(fill(trips.gallery.positionLabel, { index: shown, count: 2 }));
      // Your own photos have no Report button.
      await expect(gallery.getByRole('button', { name: trips.report.button })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot('gallery');
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();
      await expect(thumbnail).toBeFocused();
    });
  });
});
