import { seedUser } from '../support/api';
import { useLanguage } from '../support/app';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

for (const language of LANGUAGES) {
  const { auth, validation } = language.t;

  test.describe(`form errors ${language.tag}`, () => {
    test('sign-in shows field errors, then the invalid-credentials alert, and keeps what was typed', async ({
      page,
    }) => {
      const user = await seedUser();
      await useLanguage(page, language);
      await page.goto('/app/signin');
      await page.getByRole('button', { name: auth.signIn.submit }).click();
      await expect(page.getByText(validation.REQUIRED)).toHaveCount(2);
      await expect(page.getByLabel(auth.fields.email)).toBeFocused();

      await page.getByLabel(auth.fields.email).fill('not-an-email');
      await page.getByRole('button', { name: auth.signIn.submit }).click();
      await expect(page.getByText(validation.INVALID_EMAIL)).toBeVisible();

      await page.getByLabel(auth.fields.email).fill(user.email);
      await page.getByLabel(auth.fields.password, { exact: true }).fill('wrong password');
      await page.getByRole('button', { name: auth.signIn.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(auth.signIn.errors.invalidCredentials);
      await expect(page.getByLabel(auth.fields.email)).toHaveValue(user.email);
      await expect(page.getByLabel(auth.fields.password, { exact: true })).toHaveValue('wrong password');
    });

    test('password reset: mismatched passwords are caught before anything is sent', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/app/reset-password?code=abc');
      await expect(page.getByLabel(auth.fields.code)).toHaveValue('abc');
      await page.getByLabel(auth.fields.newPassword).fill('Procházka 2026');
      await page.getByLabel(auth.fields.passwordAgain).fill('Procházka 2027');
      await page.getByRole('button', { name: auth.resetPassword.submit }).click();
      await expect(page.getByText(validation.PASSWORDS_DO_NOT_MATCH)).toBeVisible();
      await page.getByLabel(auth.fields.passwordAgain).fill('short');
      await page.getByLabel(auth.fields.newPassword).fill('short');
      await page.getByRole('button', { name: auth.resetPassword.submit }).click();
      await expect(
        page.getByText(validation.MIN_LENGTH_other.replace('{{count}}', '8'), { exact: true }),
      ).toBeVisible();
    });
  });
}
