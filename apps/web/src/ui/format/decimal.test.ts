import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';

const intl = {
  cs: new Intl.NumberFormat('cs', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 1 }),
};

describe('formatDecimal', () => {
  it('keeps one decimal in the style of each language', () => {
    expect(formatDecimal(7.46, 'cs')).toBe('7,5');
    expect(formatDecimal(7.46, 'en')).toBe('7.5');
    expect(formatDecimal(12, 'cs')).toBe('12');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
    expect(formatDecimal(1234.5, 'cs')).toBe('1\u00a0234,5');
  });

  it('writes what Intl.NumberFormat writes', () => {
    const halves = [0.05, 0.95, 1.45, 2.5, 4.25, 4.35, 4.45, 9.95, 99.95, 999.95, 9999.96, 123456789.05];
    const signs = [0, -0, 0.04, -0.04, 1e-7, -1e-7, -7.46];
    const extremes = [2 ** 53 + 0.5, 9.999999e20, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
    const values = [...halves, ...signs, ...extremes];
    // Ratings averaged over up to 40 scores, lengths with up to three decimals, and arbitrary doubles.
    for (let count = 1; count <= 40; count++) for (let sum = count; sum <= count * 5; sum++) values.push(sum / count);
    for (let metres = 0; metres <= 60000; metres += 7) values.push(metres / 1000);
    let seed = 42;
    for (let index = 0; index < 2000; index++) {
      seed = (seed * 16807) % 2147483647;
      values.push((seed / 2147483647 - 0.5) * 10 ** (index % 12));
    }
    for (const language of ['cs', 'en'] as const) {
      for (const value of values)
        expect(formatDecimal(value, language), `${value} in ${language}`).toBe(intl[language].format(value));
    }
  });
});
