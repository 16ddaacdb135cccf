import { describe, expect, it } from 'vitest';
import { localized, readerAlt, readerLabel, textsLanguage } from './preview-language';

describe('the texts a preview shows its reader', () => {
  it('are English for a reader of English once the English version is complete, Czech otherwise', () => {
    expect(textsLanguage('en', true)).toBe('en_US');
    expect(textsLanguage('en', false)).toBe('cs_CZ');
    expect(textsLanguage('cs', true)).toBe('cs_CZ');
    expect(localized('en_US', 'Sněžka', 'Mount Sněžka')).toBe('Mount Sněžka');
    expect(localized('cs_CZ', 'Sněžka', 'Mount Sněžka')).toBe('Sněžka');
  });

  it('describe each picture in English where it has an English description, as the API does', () => {
    const described = { alt: 'Vyhlídka', altEn: 'Viewpoint' };
    expect(readerAlt(described, 'en')).toBe('Viewpoint');
    expect(readerAlt(described, 'cs')).toBe('Vyhlídka');
    expect(readerAlt({ alt: 'Vyhlídka', altEn: ' ' }, 'en')).toBe('Vyhlídka');
    expect(readerAlt({ alt: 'Vyhlídka', altEn: null }, 'en')).toBe('Vyhlídka');
  });

  it('name the label in the reader’s language, from the console’s labels', () => {
    const label = { _id: 'l1', label: 'Pro rodiny', color: '#1d6b3a' };
    const named = [{ _id: 'l1', labelCs: 'Pro rodiny', labelEn: 'For families' }];
    expect(readerLabel(label, named, 'en')).toEqual({ ...label, label: 'For families' });
    expect(readerLabel({ ...label, label: 'For families' }, named, 'cs')).toEqual(label);
    // Before the labels load, the label stays as the API named it.
    expect(readerLabel(label, [], 'en')).toEqual(label);
    expect(readerLabel(null, named, 'en')).toBeNull();
  });
});
