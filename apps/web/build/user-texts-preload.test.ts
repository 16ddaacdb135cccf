import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceLanguage } from '../src/app/i18n/languages';
import { userTextsPreloadScript } from './user-texts-preload';

const FILES = { cs_CZ: '/assets/cs-1.js', en_US: '/assets/en-1.js' };

/** Runs the inline script as a page would, with this stored value and these browser languages; gives what it preloads. */
function preloaded(stored: string | null, languages: readonly string[] | undefined): string {
  const links: Array<{ rel: string; href: string }> = [];
  const storage = {
    getItem: (key: string) => (key === 'language' ? stored : null),
  };
  const browser = { languages, language: languages?.[0] ?? 'en-US' };
  const page = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('localStorage', 'navigator', 'document', userTextsPreloadScript(FILES))(storage, browser, page);
  expect(links).toHaveLength(1);
  expect(links[0]?.rel).toBe('modulepreload');
  return links[0]?.href ?? '';
}

/** What the app starts in before sign-in (languages.ts), in the same situation. */
function appLanguage(stored: string | null, languages: readonly string[]): string {
  localStorage.clear();
  if (stored !== null) localStorage.setItem('language', stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  return deviceLanguage();
}

const CASES: Array<[string | null, string[], 'cs_CZ' | 'en_US']> = [
  // Nothing stored: the browser's first of Czech, Slovak and English decides, else Czech.
  [null, ['en-US', 'en'], 'en_US'],
  [null, ['en-GB'], 'en_US'],
  [null, ['EN'], 'en_US'],
  [null, ['cs-CZ', 'en'], 'cs_CZ'],
  [null, ['sk-SK', 'en-US'], 'cs_CZ'],
  [null, ['de-DE', 'en-US', 'cs'], 'en_US'],
  [null, ['de-DE', 'fr'], 'cs_CZ'],
  [null, [], 'cs_CZ'],
  // Something else that merely begins like a known tag is not it.
  [null, ['ena', 'csb'], 'cs_CZ'],
  // A choice stored on the device wins; a value the app does not know is no choice.
  ['cs_CZ', ['en-US'], 'cs_CZ'],
  ['en_US', ['cs-CZ'], 'en_US'],
  ['de_DE', ['en-US'], 'en_US'],
];

describe("the preload of the user's texts in index.html", () => {
  afterEach(() => localStorage.clear());

  it.each(CASES)('stored %s, browser %j: %s, as the app starts', (stored, languages, expected) => {
    expect(preloaded(stored, languages)).toBe(FILES[expected]);
    expect(appLanguage(stored, languages)).toBe(expected);
  });

  it('copes with a browser that lists no languages and with storage it may not read', () => {
    expect(preloaded(null, undefined)).toBe(FILES.en_US);
    const links: Array<{ href: string }> = [];
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    new Function('localStorage', 'navigator', 'document', userTextsPreloadScript(FILES))(
      blocked,
      { languages: ['cs'] },
      { createElement: () => ({}), head: { appendChild: (link: { href: string }) => links.push(link) } },
    );
    expect(links[0]?.href).toBe(FILES.cs_CZ);
  });
});
