import { registerTexts } from '../../../app/i18n/i18n';
import { offlineTexts as cs } from '../../../locales/cs/offline';
import { offlineTexts as en } from '../../../locales/en/offline';

/**
 * Adds the texts of trips saved for offline in both languages when their code first loads (as the trail features do
 * with theirs), so the app's first load does not carry them.
 */
export function registerOfflineTexts(): void {
  registerTexts('offline', cs, en);
}
