import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, deviceLanguage, storedLanguage } from './languages';

describe('the device’s language', () => {
  afterEach(() => localStorage.clear());

  it('is the browser’s first of Czech, Slovak and English (navigator.languages or Accept-Language’s tags)', () => {
    expect(browserLanguage(['en-US', 'cs'])).toBe('en_US');
    expect(browserLanguage(['de-AT', 'sk', 'en'])).toBe('cs_CZ');
    expect(browserLanguage(['de', 'fr-FR'])).toBeNull();
    expect(browserLanguage(' en-GB;q=0.8, cs;q=0.9'.split(','))).toBe('en_US');
    expect(browserLanguage([])).toBeNull();
  });

  it('is the choice stored on the device, else the browser’s, else Czech', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['en-US', 'en']);
    expect(storedLanguage()).toBeNull();
    expect(deviceLanguage()).toBe('en_US');
    localStorage.setItem('language', 'cs_CZ');
    expect(deviceLanguage()).toBe('cs_CZ');
    localStorage.setItem('language', 'xx');
    expect(storedLanguage()).toBeNull();
    expect(deviceLanguage()).toBe('en_US');
    languages.mockReturnValue(['de-DE']);
    expect(deviceLanguage()).toBe('cs_CZ');
  });
});
