import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';

describe('formatDecimal', () => {
  it('keeps one decimal in the style of each language', () => {
    expect(formatDecimal(7.46, 'cs')).toBe('7,5');
    expect(formatDecimal(7.46, 'en')).toBe('7.5');
    expect(formatDecimal(12, 'cs')).toBe('12');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
  });
});
