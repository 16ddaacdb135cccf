import { describe, expect, it } from 'vitest';
import { pragueDate, weekdayName } from './prague-calendar';

const HOUR = 3_600_000;

/** Instants every 25 h 13 min of 2000–2040, and every quarter hour around each of its clock changes. */
function instants(): number[] {
  const all: number[] = [];
  for (let instant = Date.UTC(2000, 0, 1); instant < Date.UTC(2040, 0, 1); instant += 25 * HOUR + 13 * 60_000)
    all.push(instant);
  for (let year = 2000; year < 2040; year++) {
    for (const month of [2, 9]) {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
      for (let minutes = -24 * 60; minutes <= 24 * 60; minutes += 15) all.push(change + minutes * 60_000);
    }
  }
  return all;
}

describe('pragueDate', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  it("takes the day from Prague's calendar, whatever the device's time zone", () => {
    expect(pragueDate(Date.parse('2026-06-13T22:30:00Z'))).toBe('2026-06-14');
    expect(pragueDate(Date.parse('2026-01-13T22:30:00Z'))).toBe('2026-01-13');
    expect(pragueDate(Date.parse('2026-01-13T23:00:00Z'))).toBe('2026-01-14');
  });

  it('gives the day Intl.DateTimeFormat gives in Europe/Prague, around every clock change of 2000–2040', () => {
    for (const instant of instants()) {
      expect(pragueDate(instant), new Date(instant).toISOString()).toBe(intl.format(instant));
    }
  });
});

describe('weekdayName', () => {
  it('names the weekday in the language, short and long', () => {
    expect(weekdayName('2026-06-14', 'cs', 'short')).toBe('ne');
    expect(weekdayName('2026-06-14', 'cs', 'long')).toBe('neděle');
    expect(weekdayName('2026-06-14', 'en', 'short')).toBe('Sun');
    expect(weekdayName('2026-06-13', 'en_US', 'long')).toBe('Saturday');
  });

  it('names every weekday as Intl.DateTimeFormat does, in both languages and both widths', () => {
    for (const language of ['cs', 'en']) {
      for (const width of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
        for (let day = 1; day <= 14; day++) {
          const date = `2026-06-${String(day).padStart(2, '0')}`;
          expect(weekdayName(date, language, width), `${date} ${language} ${width}`).toBe(
            intl.format(new Date(`${date}T12:00:00Z`)),
          );
        }
      }
    }
  });
});
