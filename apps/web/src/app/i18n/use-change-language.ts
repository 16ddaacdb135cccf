import { useCallback } from 'react';
import { isAuthenticated } from '../session/session-store';
import { applyLanguage } from './apply-language';
import type { LanguageCode } from './languages';
import { saveLanguageOnAccount } from './save-language';

/**
 * Changes the UI language; when signed in it also saves it on the account, which makes it the language of the e-mails
 * and of the person's other devices at their next load (issue 50). The UI switches even if saving fails.
 */
export function useChangeLanguage(): (code: LanguageCode) => Promise<void> {
  return useCallback(async (code: LanguageCode) => {
    await applyLanguage(code);
    if (isAuthenticated()) await saveLanguageOnAccount(code);
  }, []);
}
