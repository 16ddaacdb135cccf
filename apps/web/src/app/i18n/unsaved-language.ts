import { isLanguageCode, type LanguageCode } from './languages';

// A language a signed-in person chose on this device that their account does not have yet: saving it failed (offline,
// say). Until it is saved, it wins over the account's when the app starts, and the app saves it then (main.tsx), so a
// choice made on a trail without signal is not undone by the account at the next load.
const KEY = 'languageUnsaved';

/** The language chosen here and not yet saved on the account; null when there is none. */
export function unsavedLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a language the account does not have yet, or (null) that it has it now. */
export function rememberUnsavedLanguage(code: LanguageCode | null): void {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the choice lasts for this page load.
  }
}
