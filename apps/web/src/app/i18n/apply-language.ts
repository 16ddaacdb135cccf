import { saveTripsInNewLanguage } from '../offline/saved-trips-triggers';
import { apolloClient, cachePersistence } from '../services';
import { isAuthenticated } from '../session/session-store';
import { changeUiLanguage } from './i18n';
import type { LanguageCode } from './languages';

/**
 * Switches the app to a language now and remembers it on this device: a person's choice (use-change-language.ts, which
 * also saves it on the account), the account's language at sign-in (session/sign-in.ts), or the account's language
 * learnt after the app started (main.tsx).
 */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  // What the cache holds is saved under the language it is in before that changes (offline/cache-persistence.ts).
  await cachePersistence.flush();
  await changeUiLanguage(code);
  // Labels, areas and the content itself come from the API in the language asked for (issue 30). Everything the cache
  // holds is in the old one, screens not open now included: it is emptied, and what is open is asked again.
  await apolloClient.resetStore();
  // Copies saved for offline follow, in the background: each is a query and its files again.
  if (isAuthenticated()) {
    void saveTripsInNewLanguage().catch((error) => console.warn('[offline] could not follow the language', error));
  }
}
