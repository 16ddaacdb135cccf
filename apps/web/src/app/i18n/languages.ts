/** The API's language codes (spec §3), as stored in local storage under `language`. */
export type LanguageCode = 'cs_CZ' | 'en_US';
/** The i18next / BCP 47 language used for plural rules, `<html lang>` and formatting. */
export type UiLanguage = 'cs' | 'en';

export const DEFAULT_LANGUAGE: LanguageCode = 'cs_CZ';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Languages offered to the user, each labelled in its own language. */
export const LANGUAGES: ReadonlyArray<{ code: LanguageCode; ui: UiLanguage; label: string }> = [
  { code: 'cs_CZ', ui: 'cs', label: 'Čeština' },
  { code: 'en_US', ui: 'en', label: 'English' },
];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return value === 'cs_CZ' || value === 'en_US';
}

export function toUiLanguage(code: LanguageCode): UiLanguage {
  return code === 'en_US' ? 'en' : 'cs';
}

export function toLanguageCode(ui: string): LanguageCode {
  return ui.startsWith('en') ? 'en_US' : 'cs_CZ';
}

/** The stored language, or Czech (the default) when none or an unknown value is stored. */
export function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Remembers the language in local storage for the app. The public pages need no cookie: their address says their
 * language (`/en/…`), and the site's language links store the choice here too, so the app opens in it.
 */
export function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice then lasts only for this page load.
  }
}
