import { describe, expect, it } from 'vitest';
import { normalizeText, queryWords, stem, withinOneEdit, wordForms } from './search.text.js';

describe('search text', () => {
  it('drops case and diacritics and keeps letters and digits only', () => {
    expect(normalizeText('  Český ráj — Prachovské skály, 2× ')).toBe('cesky raj prachovske skaly 2');
    expect(normalizeText('Ještěd')).toBe('jested');
    expect(normalizeText('…!?')).toBe('');
  });

  it('stems Czech case endings to what the nominative begins with', () => {
    for (const [word, root] of [
      ['karlstejna', 'karlstejn'],
      ['karlstejnem', 'karlstejn'],
      ['pradedu', 'praded'],
      ['prachovskych', 'prachovsk'],
      ['prachovske', 'prachovsk'],
      ['skaly', 'skal'],
      ['snezka', 'snezk'],
      ['snezce', 'snezc'],
      ['berouna', 'beroun'],
    ]) {
      expect(stem(word), word).toBe(root);
    }
    // A short word keeps its letters: "les" is a word, not a stem.
    expect(stem('les')).toBe('les');
    expect(stem('hrad')).toBe('hrad');
  });

  it('matches inflected forms in both directions through the alternating consonant', () => {
    const matches = (query: string, document: string) => wordForms(query).some((form) => document.startsWith(form));
    expect(matches('snezce', 'snezka')).toBe(true);
    expect(matches('snezku', 'snezka')).toBe(true);
    expect(matches('snezka', 'snezce')).toBe(true);
    expect(matches('praze', 'praha')).toBe(true);
    expect(matches('praha', 'praze')).toBe(true);
    expect(matches('karlstejna', 'karlstejn')).toBe(true);
    expect(matches('castles', 'castle')).toBe(true);
    expect(matches('karls', 'karlstejn')).toBe(true);
    expect(matches('snezka', 'skal')).toBe(false);
  });

  it('keeps only the shortest of forms where one begins with another', () => {
    expect(wordForms('lednice')).toEqual(['lednic', 'lednik']);
    expect(wordForms('beroun')).toEqual(['beroun']);
  });

  it('leaves out prepositions and articles unless the query is nothing else', () => {
    expect(queryWords('na Sněžku').map((word) => word.text)).toEqual(['snezku']);
    expect(queryWords('z Karlštejna do Berouna').map((word) => word.text)).toEqual(['karlstejna', 'berouna']);
    expect(queryWords('castles near Beroun').map((word) => word.text)).toEqual(['castles', 'beroun']);
    expect(queryWords('na').map((word) => word.text)).toEqual(['na']);
  });

  it('finds words one edit apart', () => {
    expect(withinOneEdit('krumlof', 'krumlov')).toBe(true);
    expect(withinOneEdit('lednce', 'lednice')).toBe(true);
    expect(withinOneEdit('lednicee', 'lednice')).toBe(true);
    expect(withinOneEdit('jested', 'jested')).toBe(true);
    expect(withinOneEdit('krumlof', 'krumlova')).toBe(false);
    expect(withinOneEdit('lednce', 'ledniec')).toBe(false);
  });
});
