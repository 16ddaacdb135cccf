import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/app';
import { LANGUAGES } from '../support/texts';

const SCREENS = [
  '/',
  '/blog',
  '/privacy-policy',
  '/no-such-page',
  '/app',
  '/app/signin',
  '/app/signup',
  '/app/finish-signup?code=abc',
  '/app/forgot-password',
  '/app/reset-password?code=abc',
];

for (const language of LANGUAGES) {
  for (const path of SCREENS) {
    test(`axe finds nothing serious on ${path} ${language.tag}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
