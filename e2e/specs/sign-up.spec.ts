import { uniqueEmail } from '../support/api';
import { useLanguage } from '../support/app';
import { waitForMail } from '../support/mail';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

for (const language of LANGUAGES) {
  const { auth, onboarding, validation } = language.t;

  test.describe(`sign-up ${language.tag}`, () => {
    test('sign up, confirm with the mailed code and land on onboarding', async ({ page }) => {
      await useLanguage(page, language);
      const email = uniqueEmail('signup');
      await page.goto('/app');
      await page.getByRole('link', { name: auth.signUp.submit }).click();
      await expect(page).toHaveURL(/\/app\/signup$/);
      await page.getByLabel(auth.fields.email).fill(email);
      await page.getByRole('button', { name: auth.signUp.submit }).click();
      await expect(page.getByRole('heading', { name: auth.signUp.sent.title })).toBeVisible();

      const mail = await waitForMail(email);
      const link = /https?:\/\/\S+?(\/app\/finish-signup\?code=[A-Za-z0-9_-]+)/.exec(mail);
      expect(link, 'the mail carries the finish-sign-up link').not.toBeNull();
      const code = new URL(link?.[1] ?? '', 'http://x').searchParams.get('code') ?? '';
      await page.goto(link?.[1] ?? '');

      await expect(page.getByRole('heading', { name: auth.finishSignUp.title })).toBeVisible();
      await expect(page.getByLabel(auth.fields.code)).toHaveValue(code);
      await page.getByLabel(auth.fields.firstname).fill('Klára');
      await page.getByLabel(auth.fields.lastname).fill('Dvořáková');
      // A very guessable password: the meter says so as it is typed, and it is refused before it is sent.
      const password = page.getByLabel(auth.fields.password, { exact: true });
      const meter = page.getByTestId('password-strength');
      await password.fill('heslo123');
      await page.getByLabel(auth.fields.passwordAgain).fill('heslo123');
      await expect(meter).toContainText(auth.strength.label.replace('{{level}}', auth.strength.levels.weak));
      await expect(meter).toContainText(auth.strength.suggestions.anotherWord);
      await page.getByRole('button', { name: auth.finishSignUp.submit }).click();
      await expect(page.getByText(validation.PASSWORD_TOO_WEAK)).toBeVisible();
      await expect(password).toBeFocused();
      await expect(page).toHaveURL(/\/app\/finish-signup/);

      await password.fill('Procházka 2026');
      await page.getByLabel(auth.fields.passwordAgain).fill('Procházka 2026');
      await expect(meter).toContainText(auth.strength.label.replace('{{level}}', auth.strength.levels.fair));
      await password.fill('Smrk a buk na Šumavě');
      await page.getByLabel(auth.fields.passwordAgain).fill('Smrk a buk na Šumavě');
      await expect(meter).toContainText(auth.strength.label.replace('{{level}}', auth.strength.levels.strong));
      await page.getByRole('button', { name: auth.finishSignUp.submit }).click();

      await expect(page).toHaveURL(/\/app\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1, name: onboarding.aboutYou.title })).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
      expect(stored).toMatchObject({ email, roles: ['USER'] });
    });

    test('a used code is refused with a way to sign up again, and nothing typed is lost', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/app/finish-signup?code=not-a-real-code');
      await page.getByLabel(auth.fields.firstname).fill('Jan');
      await page.getByLabel(auth.fields.lastname).fill('Novák');
      await page.getByLabel(auth.fields.password, { exact: true }).fill('Procházka 2026');
      await page.getByLabel(auth.fields.passwordAgain).fill('Procházka 2026');
      await page.getByRole('button', { name: auth.finishSignUp.submit }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(auth.finishSignUp.errors.invalidCode);
      await expect(alert.getByRole('link', { name: auth.finishSignUp.errors.signUpAgain })).toBeVisible();
      await expect(page.getByLabel(auth.fields.firstname)).toHaveValue('Jan');
    });
  });
}
