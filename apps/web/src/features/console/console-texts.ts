import { registerTexts } from '../../app/i18n/i18n';
import { consoleTexts as cs } from '../../locales/cs/console';
import { consoleTexts as en } from '../../locales/en/console';

/**
 * Adds the console's texts in both languages when the console's code first loads, so the app's own catalogue (which
 * every visitor downloads) does not carry them and a language switch in the console needs nothing more.
 */
export function registerConsoleTexts(): void {
  registerTexts('console', cs, en);
}
