import { registerTexts } from '../../app/i18n/i18n';
import { searchTexts as cs } from '../../locales/cs/search';
import { searchTexts as en } from '../../locales/en/search';

/** Adds search's texts in both languages when its code first loads, so the app's first load does not carry them. */
export function registerSearchTexts(): void {
  registerTexts('search', cs, en);
}
