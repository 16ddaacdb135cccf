import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { updateMyLanguageMutation } from '../graphql/update-my-language.mutation';
import { isAuthenticated } from '../session/session-store';
import { changeUiLanguage } from './i18n';
import type { LanguageCode } from './languages';

/**
 * Changes the UI language; when signed in it also saves it on the account (it decides the e-mails' language).
 * Saving is best-effort: the UI switches even if the request fails.
 */
export function useChangeLanguage(): (code: LanguageCode) => Promise<void> {
  const [updateLanguage] = useMutation(updateMyLanguageMutation);
  return useCallback(
    async (code: LanguageCode) => {
      await changeUiLanguage(code);
      if (!isAuthenticated()) return;
      try {
        await updateLanguage({ variables: { language: code } });
      } catch (error) {
        console.warn('[i18n] could not save the language on the account', error);
      }
    },
    [updateLanguage],
  );
}
