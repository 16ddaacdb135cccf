import { describe, expect, it } from 'vitest';
import { applyMarkdown } from './markdown-actions';

describe('the Markdown toolbar', () => {
  it('wraps the selection in bold, and a second press unwraps it', () => {
    const once = applyMarkdown('Na Sněžku pěšky', 3, 9, 'bold');
    expect(once).toEqual({ text: 'Na **Sněžku** pěšky', selectionStart: 5, selectionEnd: 11 });
    expect(applyMarkdown(once.text, once.selectionStart, once.selectionEnd, 'bold').text).toBe('Na Sněžku pěšky');
  });

  it('numbers every selected line and replaces a heading’s level', () => {
    expect(applyMarkdown('Start\nVrchol\nCíl', 0, 15, 'numberedList').text).toBe('1. Start\n2. Vrchol\n3. Cíl');
    expect(applyMarkdown('úvod\n## Trasa', 8, 8, 'heading3').text).toBe('úvod\n### Trasa');
  });

  it('makes the selection a link and selects the address to type over', () => {
    const edit = applyMarkdown('viz mapa', 4, 8, 'link');
    expect(edit.text).toBe('viz [mapa](https://)');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });
});
