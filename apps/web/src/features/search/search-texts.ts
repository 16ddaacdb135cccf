import { i18n } from '../../app/i18n/i18n';
import { searchTexts as cs } from '../../locales/cs/search';
import { searchTexts as en } from '../../locales/en/search';

/** Adds search's texts in both languages when its code first loads, so the app's first load does not carry them. */
export function registerSearchTexts(): void {
  if (i18n.hasResourceBundle('cs', 'search')) return;
  i18n.addResourceBundle('cs', 'search', cs, true, true);
  i18n.addResourceBundle('en', 'search', en, true, true);
}
