import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  const date = new Date(2026, 6, 5, 9, 7);

  it('writes d.M.yyyy H:mm in Czech and d/M/yyyy H:mm in English (spec §9)', () => {
    expect(formatDateTime(date, 'cs')).toBe('5.7.2026 9:07');
    expect(formatDateTime(date, 'en')).toBe('5/7/2026 9:07');
    expect(formatDateTime(new Date(2026, 11, 24, 18, 30), 'cs')).toBe('24.12.2026 18:30');
  });

  it('leaves an invalid date empty instead of printing "Invalid Date"', () => {
    expect(formatDateTime('not a date', 'cs')).toBe('');
  });
});
