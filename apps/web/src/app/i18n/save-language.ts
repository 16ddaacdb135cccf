import { updateMyLanguageMutation } from '../graphql/update-my-language.mutation';
import { apolloClient } from '../services';
import type { LanguageCode } from './languages';
import { rememberUnsavedLanguage } from './unsaved-language';

/**
 * Saves the app's language on the signed-in account: the language of its e-mails and of the person's other devices
 * (issue 50). Until the API has it, the choice is remembered and saved again at the next start (unsaved-language.ts).
 */
export async function saveLanguageOnAccount(code: LanguageCode): Promise<void> {
  // Remembered first: a page closed before the answer leaves the choice to be saved at the next start.
  rememberUnsavedLanguage(code);
  try {
    await apolloClient.mutate({ mutation: updateMyLanguageMutation, variables: { language: code } });
    rememberUnsavedLanguage(null);
  } catch (error) {
    console.warn('[i18n] could not save the language on the account', error);
  }
}
