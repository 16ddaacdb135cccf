import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

const intl = {
  cs: new Intl.DateTimeFormat('cs', { dateStyle: 'long', timeZone: 'Europe/Prague' }),
  en: new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Prague' }),
};

describe('formatLongDate', () => {
  it('writes the day on Prague’s calendar in each language', () => {
    expect(formatLongDate('2026-11-24T10:00:00.000Z', 'cs')).toBe('24. listopadu 2026');
    expect(formatLongDate('2026-11-24T10:00:00.000Z', 'en')).toBe('November 24, 2026');
    // 23:30 UTC in winter is already the next day in Prague, and 22:30 UTC in summer too.
    expect(formatLongDate('2026-01-31T23:30:00.000Z', 'cs')).toBe('1. února 2026');
    expect(formatLongDate('2026-06-30T22:30:00.000Z', 'en')).toBe('July 1, 2026');
  });

  it('writes what Intl.DateTimeFormat writes, every day or so of 2000–2040 and around every clock change', () => {
    const instants: number[] = [];
    for (let instant = Date.UTC(2000, 0, 1); instant < Date.UTC(2040, 0, 1); instant += 25 * 3_600_000 + 13 * 60_000)
      instants.push(instant);
    for (let year = 2000; year < 2040; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let minutes = -90; minutes <= 90; minutes += 15) instants.push(change + minutes * 60_000);
        // The hour before midnight in Prague, on the days around the change.
        for (let day = -1; day <= 1; day++)
          for (const hour of [21, 22, 23]) instants.push(change + (day * 24 + hour - 1) * 3_600_000);
      }
    }
    for (const language of ['cs', 'en'] as const) {
      for (const instant of instants) {
        const iso = new Date(instant).toISOString();
        expect(formatLongDate(iso, language), `${iso} in ${language}`).toBe(intl[language].format(instant));
      }
    }
  });

  it('refuses what is not a date', () => {
    expect(() => formatLongDate('yesterday', 'en')).toThrow(RangeError);
  });
});
