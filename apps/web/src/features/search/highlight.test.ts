import { describe, expect, it } from 'vitest';
import { matchedParts } from './highlight';

const bold = (text: string, query: string) =>
  matchedParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('matchedParts', () => {
  it('bolds each word from its start as far as it agrees with a typed word, whatever the case and diacritics', () => {
    expect(bold('Sněžka z Pece pod Sněžkou', 'snezku')).toBe('[Sněžk]a z Pece pod [Sněžk]ou');
    expect(bold('Karlštejn a Velká Amerika', 'ka')).toBe('[Ka]rlštejn a Velká Amerika');
    expect(bold('Prachovské skály', 'prachovskych skal')).toBe('[Prachovsk]é [skál]y');
  });

  it('leaves alone what agrees in fewer than three letters with a longer word', () => {
    expect(bold('Krkonoše', 'krumlof')).toBe('Krkonoše');
    expect(bold('Český Krumlov', 'krumlof')).toBe('Český [Krumlo]v');
  });

  it('keeps every character of the text, HTML included, as text', () => {
    const parts = matchedParts('<b>Beroun</b> & okolí', 'beroun');
    expect(parts.map((part) => part.text).join('')).toBe('<b>Beroun</b> & okolí');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Beroun']);
    expect(matchedParts('Telč', '')).toEqual([{ text: 'Telč', match: false }]);
  });
});
