import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it is now (or within the part `within` selects), one line each.
 * Transitions under way are waited for first: a dialog still fading in has text at part opacity, which axe judges as
 * too little contrast. Endless animations (spinners) are left running. A finding on an element that is gone once axe
 * has finished was on its way out while axe looked (a toast closing by itself mid-analysis, at part opacity): the
 * page is then judged once more, as it is now.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const first = await analyze(page, within);
  const gone = await page.evaluate(
    (selectors) => selectors.some((selector) => document.querySelector(selector) === null),
    first.flatMap((violation) => violation.targets),
  );
  const found = gone ? await analyze(page, within) : first;
  return found.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

async function analyze(page: Page, within?: string): Promise<Array<{ id: string; targets: string[] }>> {
  // Two frames first, so that a transition which a dialog just mounted for has started and is waited for below: judged
  // mid-fade, a dialog's title and buttons fail colour contrast (the console's restore dialog did, once in a rehearsal).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
