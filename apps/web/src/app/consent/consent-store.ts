/** Spec §3 "Cookie consent": the choices plus when they were made, kept in local storage. */
export interface ConsentPreferences {
  necessary: true;
  diagnostics: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface StoredConsent {
  preferences: ConsentPreferences;
  /** ISO 8601 time of the choice. */
  timestamp: string;
}

export type OptionalConsent = Exclude<keyof ConsentPreferences, 'necessary'>;
export const OPTIONAL_CONSENTS: readonly OptionalConsent[] = ['diagnostics', 'analytics', 'marketing'];

export const CONSENT_STORAGE_KEY = 'cookieConsent';

export const ONLY_NECESSARY: ConsentPreferences = {
  necessary: true,
  diagnostics: false,
  analytics: false,
  marketing: false,
};
export const ALL_ACCEPTED: ConsentPreferences = {
  necessary: true,
  diagnostics: true,
  analytics: true,
  marketing: true,
};

/** The stored choice, or null when none was made yet (or what is stored is not a choice). */
export function readConsent(storage: Storage = localStorage): StoredConsent | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { preferences, timestamp } = raw as Record<string, unknown>;
    if (typeof timestamp !== 'string' || typeof preferences !== 'object' || preferences === null) return null;
    const choices = preferences as Record<string, unknown>;
    if (!OPTIONAL_CONSENTS.every((key) => typeof choices[key] === 'boolean')) return null;
    return {
      preferences: {
        necessary: true,
        diagnostics: choices.diagnostics as boolean,
        analytics: choices.analytics as boolean,
        marketing: choices.marketing as boolean,
      },
      timestamp,
    };
  } catch {
    return null;
  }
}

/** Stores the choice with the current time. */
export function saveConsent(
  preferences: ConsentPreferences,
  storage: Storage = localStorage,
  now = new Date(),
): StoredConsent {
  const stored: StoredConsent = { preferences: { ...preferences, necessary: true }, timestamp: now.toISOString() };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}
