import { seedUser } from '../support/api';
import { signInThroughUi, useLanguage } from '../support/app';
import { E2E } from '../support/environment';
import { linkIn, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

for (const language of LANGUAGES) {
  const { auth, pages } = language.t;

  test(`forgotten password: mailed link, new password, sign in with it ${language.tag}`, async ({ page }) => {
    const user = await seedUser(E2E.appUrl, 'hiker', { language });
    await useLanguage(page, language);
    await page.goto('/app/signin');
    await page.getByRole('link', { name: auth.signIn.forgotPassword }).click();
    // The sign-in screen has an e-mail field too: fill the new screen's only once it is there.
    await expect(page.getByRole('heading', { level: 1, name: auth.forgotPassword.title })).toBeVisible();
    await page.getByLabel(auth.fields.email).fill(user.email);
    await page.getByRole('button', { name: auth.forgotPassword.submit }).click();
    await expect(page.getByRole('heading', { name: auth.forgotPassword.sent.title })).toBeVisible();

    await page.goto(
      linkIn(await waitForMail(user.email, { subjectPath: '/app/reset-password' }), '/app/reset-password'),
    );
    await page.getByLabel(auth.fields.newPassword).fill('Nové heslo 2026');
    await page.getByLabel(auth.fields.passwordAgain).fill('Nové heslo 2026');
    await page.getByRole('button', { name: auth.resetPassword.submit }).click();
    await expect(page).toHaveURL(/\/app\/signin$/);
    await expect(page.getByText(auth.resetPassword.done)).toBeVisible();

    await signInThroughUi(page, language, { ...user, password: 'Nové heslo 2026' });
    await expect(page.getByRole('heading', { level: 1, name: pages.trips.title })).toBeVisible();
  });
}
