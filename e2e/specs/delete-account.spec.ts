import { gql } from '../support/api';
import { accessTokenOf, openTab, signedIn } from '../support/app';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES } from '../support/texts';

const SIGN_IN = 'mutation S($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { refreshToken } }';
const REFRESH = 'mutation R($t: String!) { refreshToken(refreshToken: $t) { accessToken } }';

for (const language of LANGUAGES) {
  const { settings, pages, common } = language.t;

  test.describe(`delete account ${language.tag}`, () => {
    test('stay, or delete: signed out here and on the other device, sign-in refused, ratings by "Deleted user"', async ({
      page,
    }) => {
      const user = await signedIn(page, language);
      const token = await accessTokenOf(page);
      const { publishedTrips } = await gql<{ publishedTrips: { edges: Array<{ _id: string }> } }>(
        E2E.appUrl,
        '{ publishedTrips(pagination: { pageSize: 1 }) { edges { _id } } }',
        {},
      );
      const tripId = publishedTrips.edges[0]._id;
      const text = `Pěkná vyhlídka ${Date.now()}`;
      await gql(
        E2E.appUrl,
        'mutation R($id: ID!, $text: String!) { rateTrip(id: $id, input: { score: 5, text: $text }) { _id } }',
        {
          id: tripId,
          text,
        },
        token,
      );
      // The same person signed in on another device.
      const otherDevice = await gql<{ signIn: { refreshToken: string } }>(E2E.appUrl, SIGN_IN, {
        e: user.email,
        p: user.password,
      });

      await openTab(page, common.nav.profile);
      await page.getByRole('link', { name: pages.profile.links.settings, exact: true }).click();
      await page.getByRole('link', { name: settings.entries.deleteAccount }).click();
      await expect(page.getByRole('heading', { level: 1, name: settings.deleteAccount.title })).toBeVisible();
      await expect(
        page.getByText(settings.deleteAccount.erased.account.replace('{{email}}', user.email)),
      ).toBeVisible();
      await expect(page.getByText(settings.deleteAccount.kept)).toBeVisible();

      await page.getByRole('link', { name: settings.deleteAccount.stay }).click();
      await expect(page.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();
      await page.goBack();

      await page.getByLabel(settings.deleteAccount.feedback).fill('Málo výletů na Vysočině.');
      await page.screenshot({ path: test.info().outputPath('delete-account.png'), fullPage: true });
      await page.getByRole('button', { name: settings.deleteAccount.delete }).click();
      const confirm = page.getByRole('dialog', { name: settings.deleteAccount.confirmTitle });
      await expect(confirm.getByRole('button', { name: settings.dialog.cancel })).toBeFocused();
      await confirm.getByRole('button', { name: settings.deleteAccount.confirm }).click();

      await expect(page.getByText(settings.deleteAccount.deleted)).toBeVisible();
      await expect(page).toHaveURL(`${E2E.appUrl}/app`);
      expect(
        await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
      ).toEqual([null, null]);
      await expect(gql(E2E.appUrl, SIGN_IN, { e: user.email, p: user.password })).rejects.toThrow();
      await expect(gql(E2E.appUrl, REFRESH, { t: otherDevice.signIn.refreshToken })).rejects.toThrow();

      // The rating stays, by nobody.
      const response = await page.request.post('/graphql', {
        headers: { 'accept-language': language.code === 'cs_CZ' ? 'cs' : 'en' },
        data: {
          query: 'query T($id: ID!) { publishedTrip(id: $id) { ratings { edges { text user { shortname } } } } }',
          variables: { id: tripId },
        },
      });
      const { data } = (await response.json()) as {
        data: { publishedTrip: { ratings: { edges: Array<{ text: string; user: { shortname: string } }> } } };
      };
      const rating = data.publishedTrip.ratings.edges.find((edge) => edge.text === text);
      expect(rating?.user.shortname).toBe(language.code === 'cs_CZ' ? 'Smazaný uživatel' : 'Deleted user');
    });
  });
}
