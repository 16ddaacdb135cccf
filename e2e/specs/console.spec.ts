import { gql, seedUser } from '../support/api';
import { useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInToConsole, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

const ADMIN = DEMO_EDITORS.admin;

for (const language of LANGUAGES) {
  const { console: texts } = language.t;

  test.describe(`editor console ${language.tag}`, () => {
    test('the console sign-in refuses an account without an editorial role and lets the admin in', async ({ page }) => {
      await useLanguage(page, language);
      const hiker = await seedUser();
      await signInToConsole(page, language, hiker);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(texts.signIn.errors.forbidden);
      await expect(alert.getByRole('link', { name: texts.signIn.toApp })).toHaveAttribute('href', '/app/signin');
      // Nothing typed is lost.
      await expect(page.getByLabel(language.t.auth.fields.email)).toHaveValue(hiker.email);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

      await page.getByLabel(language.t.auth.fields.email).fill(ADMIN.email);
      await page.getByLabel(language.t.auth.fields.password, { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: texts.signIn.submit }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(
        page.getByRole('heading', { level: 1, name: texts.home.greeting.replace('{{name}}', 'Adam') }),
      ).toBeVisible();
      await expect(page.getByText(texts.home.yourRoles.replace('{{roles}}', texts.roles.ADMIN))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a signed-out visit to the Users screen goes through the console sign-in and comes back', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/admin/users?q=admin');
      await expect(page).toHaveURL(/\/admin\/signin$/);
      await signInToConsole(page, language, ADMIN);
      await expect(page).toHaveURL(/\/admin\/users\?q=admin$/);
      await expect(page.getByRole('heading', { level: 1, name: texts.users.title })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
    });

    test('a person signed in to the app without an editorial role is told the console is not theirs', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const hiker = await seedUser(E2E.appUrl, 'hiker', { language });
      await page.goto('/app/signin');
      await page.getByLabel(language.t.auth.fields.email).fill(hiker.email);
      await page.getByLabel(language.t.auth.fields.password, { exact: true }).fill(hiker.password);
      await page.getByRole('button', { name: language.t.auth.signIn.submit }).click();
      await expect(page).not.toHaveURL(/\/app\/signin/);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: texts.noAccess.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: texts.nav.label })).toHaveCount(0);
    });

    test('an admin finds a user, grants and revokes a role, disables them after confirming and enables them', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const person = await seedUser(E2E.appUrl, 'console');
      const token = await tokenOf(person);
      const name = `${person.firstname} ${person.lastname}`;
      await signInToConsole(page, language, ADMIN);
      await expect(page).toHaveURL(/\/admin$/);
      await page
        .getByRole('navigation', { name: texts.nav.label })
        .getByRole('link', { name: texts.nav.users })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: texts.users.title })).toBeVisible();

      await page.getByLabel(texts.users.search).fill(person.email.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(person.email.toUpperCase())}`));
      const row = page.getByRole('row').filter({ hasText: person.email });
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(row).toContainText(texts.statuses.ACTIVE);

      await row.getByRole('button', { name: texts.users.grantFor.replace('{{name}}', name) }).click();
      await page.getByRole('menuitem', { name: texts.roles.TRIP_EDITOR }).click();
      const role = texts.roles.TRIP_EDITOR;
      await expect(
        page.getByText(texts.users.granted.replace('{{name}}', name).replace('{{role}}', role)),
      ).toBeVisible();
      await expect(row).toContainText(role);
      // The new role opens the console to them.
      await expect(
        gql(
          E2E.appUrl,
          'mutation A($e: String!, $p: String!) { signInAsAdmin(input: { email: $e, password: $p }) { accessToken } }',
          { e: person.email, p: person.password },
        ),
      ).resolves.toBeTruthy();

      const revokeName = texts.users.revokeRole.replace('{{role}}', role).replace('{{name}}', name);
      await row.getByRole('button', { name: revokeName }).click();
      await expect(
        page.getByText(texts.users.revoked.replace('{{name}}', name).replace('{{role}}', role)),
      ).toBeVisible();
      await expect(row.getByRole('button', { name: revokeName })).toHaveCount(0);

      await row.getByRole('button', { name: texts.users.disableFor.replace('{{name}}', name) }).click();
      const dialog = page.getByRole('dialog', { name: texts.users.confirmDisableTitle.replace('{{name}}', name) });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: texts.users.disable }).click();
      await expect(page.getByText(texts.users.disabled.replace('{{name}}', name))).toBeVisible();
      await expect(row).toContainText(texts.statuses.DISABLED);
      // Their token stops at once.
      await expect(gql(E2E.appUrl, '{ me { _id } }', {}, token)).rejects.toThrow(/not active/);

      await row.getByRole('button', { name: texts.users.enableFor.replace('{{name}}', name) }).click();
      await expect(page.getByText(texts.users.enabled.replace('{{name}}', name))).toBeVisible();
      await expect(row).toContainText(texts.statuses.ACTIVE);
      await expect(gql(E2E.appUrl, '{ me { _id } }', {}, token)).resolves.toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);

      // The person's history in the audit log: every change, the newest first, with who made it.
      await row.getByRole('link', { name: texts.users.historyFor.replace('{{name}}', name) }).click();
      const item = `${texts.audit.entities.user} ${name}`;
      await expect(
        page.getByRole('heading', { level: 1, name: texts.audit.titleFor.replace('{{item}}', item) }),
      ).toBeVisible();
      const entries = page.getByRole('row').filter({ hasText: 'Adam S.' });
      await expect(entries).toHaveCount(4);
      const actions = texts.audit.actions.user;
      await expect(entries.nth(0)).toContainText(actions.enable);
      await expect(entries.nth(1)).toContainText(actions.disable);
      await expect(entries.nth(1)).toContainText(
        `${texts.audit.fields.status}: ${texts.statuses.ACTIVE} → ${texts.statuses.DISABLED}`,
      );
      await expect(entries.nth(2)).toContainText(actions.revokeRole);
      await expect(entries.nth(3)).toContainText(actions.grantRole);
      await expect(entries.nth(3)).toContainText(
        `${texts.audit.fields.roles}: ${texts.roles.USER} → ${texts.roles.USER}, ${texts.roles.TRIP_EDITOR}`,
      );
      expect(await seriousViolations(page)).toEqual([]);

      // The Users link starts afresh: no search in the URL, none in the box.
      await page
        .getByRole('navigation', { name: texts.nav.label })
        .getByRole('link', { name: texts.nav.users })
        .click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByLabel(texts.users.search)).toHaveValue('');
    });

    test('the admin cannot remove their own administrator role: the toast says why', async ({ page }) => {
      await useLanguage(page, language);
      await signInToConsole(page, language, ADMIN);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto(`/admin/users?q=${ADMIN.email}`);
      const row = page.getByRole('row').filter({ hasText: ADMIN.email });
      await expect(row).toContainText(texts.users.you);
      await row
        .getByRole('button', {
          name: texts.users.revokeRole.replace('{{role}}', texts.roles.ADMIN).replace('{{name}}', 'Adam Správce'),
        })
        .click();
      await expect(page.getByText(texts.users.notAllowed)).toBeVisible();
      await expect(row).toContainText(texts.roles.ADMIN);
    });
  });
}
