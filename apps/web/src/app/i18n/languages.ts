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

/** The cookie that tells the server which language to render the public site in (strictly necessary, a year). */
export const LANGUAGE_COOKIE = 'language';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Remembers the language: in local storage for the app, and in a cookie for the server-rendered public pages. */
export function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice then lasts only for this page load.
  }
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari, and this is one plain cookie.
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  }
}
