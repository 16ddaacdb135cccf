import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, CONSENT_STORAGE_KEY, ONLY_NECESSARY, readConsent, saveConsent } from './consent-store';

describe('consent store', () => {
  beforeEach(() => localStorage.clear());

  it('has no choice until one is saved, then keeps it with its time', () => {
    expect(readConsent()).toBeNull();
    const saved = saveConsent({ ...ONLY_NECESSARY, analytics: true }, localStorage, new Date('2026-11-22T10:00:00Z'));
    expect(readConsent()).toEqual(saved);
    expect(saved).toEqual({
      preferences: { necessary: true, diagnostics: false, analytics: true, marketing: false },
      timestamp: '2026-11-22T10:00:00.000Z',
    });
  });

  it('keeps necessary on whatever is passed', () => {
    saveConsent({ ...ALL_ACCEPTED, necessary: false as unknown as true });
    expect(readConsent()?.preferences.necessary).toBe(true);
  });

  it('treats junk in storage as no choice, so the dialog asks again', () => {
    for (const junk of ['{', '"yes"', '{"preferences":{"analytics":"yes"},"timestamp":"x"}', '{"preferences":{}}']) {
      localStorage.setItem(CONSENT_STORAGE_KEY, junk);
      expect(readConsent()).toBeNull();
    }
  });
});
