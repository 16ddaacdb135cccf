import { registerTexts } from '../../app/i18n/i18n';
import { settings as cs } from '../../locales/cs/settings';
import { settings as en } from '../../locales/en/settings';

/**
 * Adds the texts of Settings (the screen, its dialogs, deleting the account) when its code loads, so the first load
 * does not carry them.
 */
export function registerSettingsTexts(): void {
  registerTexts('settings', cs, en);
}
