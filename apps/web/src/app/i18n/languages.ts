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

/** The language chosen on this device (the app's switch, Settings, the public site's language links); null when none. */
export function storedLanguage(): LanguageCode | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language a browser prefers of the app's two, from its languages in order of preference (`navigator.languages`,
 * or an Accept-Language header's tags): the first that is Czech, Slovak (whose readers read Czech) or English; null
 * when it names none of them. The public site's offer of the other language uses the same rule.
 */
export function browserLanguage(tags: readonly string[]): LanguageCode | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === 'en') return 'en_US';
    if (primary === 'cs' || primary === 'sk') return 'cs_CZ';
  }
  return null;
}

/**
 * The language of this device before anyone signs in (the sign-in, sign-up and password screens, and the language a
 * sign-up gives the new account): the one chosen here, else the browser's preference, else Czech. Once someone is
 * signed in, their account's language is stored here instead (app/i18n/start-language.ts).
 */
export function deviceLanguage(): LanguageCode {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return storedLanguage() ?? browserLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
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
