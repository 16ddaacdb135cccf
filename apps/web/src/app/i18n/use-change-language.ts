import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { updateMyLanguageMutation } from '../graphql/update-my-language.mutation';
import { saveTripsInNewLanguage } from '../offline/saved-trips-triggers';
import { cachePersistence } from '../services';
import { isAuthenticated } from '../session/session-store';
import { changeUiLanguage } from './i18n';
import type { LanguageCode } from './languages';

/**
 * Changes the UI language; when signed in it also saves it on the account (it decides the e-mails' language).
 * Saving is best-effort: the UI switches even if the request fails.
 */
export function useChangeLanguage(): (code: LanguageCode) => Promise<void> {
  const [updateLanguage] = useMutation(updateMyLanguageMutation);
  const client = useApolloClient();
  return useCallback(
    async (code: LanguageCode) => {
      // What the cache holds is saved under the language it is in before that changes (offline/cache-persistence.ts).
      await cachePersistence.flush();
      await changeUiLanguage(code);
      // Labels, areas and the content itself come from the API in the language asked for (issue 30). Everything the
      // cache holds is in the old one, screens not open now included: it is emptied, and what is open is asked again.
      await client.resetStore();
      if (!isAuthenticated()) return;
      // Copies saved for offline follow, in the background: each is a query and its files again.
      void saveTripsInNewLanguage().catch((error) => console.warn('[offline] could not follow the language', error));
      try {
        await updateLanguage({ variables: { language: code } });
      } catch (error) {
        console.warn('[i18n] could not save the language on the account', error);
      }
    },
    [updateLanguage, client],
  );
}
