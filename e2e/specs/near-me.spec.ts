import { gql } from '../support/api';
import { accessTokenOf, openTab, signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, type Page, test } from '../support/test';
import { LANGUAGES, type Language, textPattern } from '../support/texts';

const PRAGUE = { latitude: 50.0755, longitude: 14.4378 };
/** Beroun (531057) in the municipality register. */
const BEROUN = { id: '531057', name: 'Beroun' };

async function setProfileCity(page: Page, cityId: string): Promise<void> {
  await gql(
    E2E.appUrl,
    'mutation U($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { _id } }',
    { input: { cityId } },
    await accessTokenOf(page),
  );
}

/** The distances the cards show, in km, in their order. */
async function cardDistances(page: Page, language: Language): Promise<number[]> {
  const pattern = textPattern(language.t.trips.near.away);
  const texts = await page.getByText(pattern).allTextContents();
  return texts.map((text) => Number(pattern.exec(text)?.[1]?.replace(/\s/g, '').replace(',', '.')));
}

for (const language of LANGUAGES) {
  const { trips, trail, common } = language.t;

  test.describe(`near me ${language.tag}`, () => {
    test.describe('with location allowed', () => {
      test.use({ geolocation: PRAGUE, permissions: ['geolocation'] });

      test('"Nearest" sorts by distance from the device and the radius narrows the list', async ({
        page,
      }, testInfo) => {
        await signedIn(page, language, '/app/trips');
        await page.getByRole('combobox', { name: trips.sort.label }).selectOption(trips.sort.DISTANCE);
        await expect(page).toHaveURL(/sort=DISTANCE/);
        await expect(page.getByText(trail.near.fromDevice)).toBeVisible();
        await expect(page.getByText(textPattern(trips.near.away)).first()).toBeVisible();
        const distances = await cardDistances(page, language);
        expect(distances.length).toBeGreaterThan(3);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));

        await page
          .getByRole('combobox', { name: trips.near.label })
          .selectOption(trips.near.within.replace('{{km}}', '25'));
        await expect(page).toHaveURL(/within=25/);
        await expect(async () => {
          const within = await cardDistances(page, language);
          expect(within.length).toBeGreaterThan(0);
          expect(Math.max(...within)).toBeLessThanOrEqual(25);
        }).toPass();
        await page.screenshot({ path: testInfo.outputPath('nearest.png'), fullPage: false });
        expect(await seriousViolations(page)).toEqual([]);

        // The URL keeps the choice: a reload measures again and shows the same list.
        await page.reload();
        await expect(page.getByRole('combobox', { name: trips.near.label })).toHaveValue('25');
        await expect(page.getByText(textPattern(trips.near.away)).first()).toBeVisible();
      });

      test('the map centres on the position', async ({ page }) => {
        await signedIn(page, language);
        await openTab(page, common.nav.map);
        await page.getByRole('button', { name: trips.map.locate }).click();
        await expect(page.getByRole('img', { name: trips.map.youAreHere })).toBeVisible();
      });

      test('getting there links IDOS to the nearest municipality and Mapy.com from here', async ({ page }) => {
        await signedIn(page, language);
        await setProfileCity(page, BEROUN.id);
        await page.goto('/app/trips');
        await page.locator('article h2 a').first().click();
        const section = page.getByRole('region', { name: trail.gettingThere.title });
        await expect(section).toBeVisible();
        await expect(section.getByText(textPattern(trail.gettingThere.nearest))).toBeVisible();
        const idos = section.getByRole('link', { name: trail.gettingThere.idosFrom.replace('{{city}}', BEROUN.name) });
        await expect(idos).toHaveAttribute(
          'href',
          /^https:\/\/idos\.idnes\.cz\/vlakyautobusymhdvse\/spojeni\/\?f=Beroun&t=/,
        );
        await expect(idos).toHaveAttribute('target', '_blank');
        await section.getByRole('button', { name: trail.gettingThere.findRoute }).click();
        await expect(section.getByRole('link', { name: trail.gettingThere.routeFromHere })).toHaveAttribute(
          'href',
          /^https:\/\/mapy\.com\/fnc\/v1\/route\?mapset=outdoor&start=14\.438%2C50\.076&end=/,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    test.describe('with location refused', () => {
      test('the profile city is used, and said', async ({ page, context }) => {
        await context.clearPermissions();
        await signedIn(page, language);
        await setProfileCity(page, BEROUN.id);
        await page.goto('/app/trips?sort=DISTANCE');
        await expect(page.getByText(trail.near.fromCity.replace('{{city}}', BEROUN.name))).toBeVisible();
        await expect(page.getByText(textPattern(trips.near.away)).first()).toBeVisible();
        const distances = await cardDistances(page, language);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));

        await openTab(page, common.nav.map);
        await page.getByRole('button', { name: trips.map.locate }).click();
        await expect(page.getByText(trail.map.fromCity.replace('{{city}}', BEROUN.name))).toBeVisible();
        await expect(
          page.getByRole('img', { name: trail.map.yourCity.replace('{{city}}', BEROUN.name) }),
        ).toBeVisible();
      });

      test('without a profile city it says how to fix it and shows the plain list', async ({ page, context }) => {
        await context.clearPermissions();
        await signedIn(page, language, '/app/trips?sort=DISTANCE&within=10');
        const alert = page.getByRole('alert').filter({ hasText: trail.near.unavailableTitle });
        await expect(alert).toBeVisible();
        await expect(alert.getByRole('link', { name: trail.near.settings })).toHaveAttribute(
          'href',
          '/app/profile/settings',
        );
        await expect(page.locator('article').first()).toBeVisible();
        await expect(page.getByText(textPattern(trips.near.away))).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  });
}
