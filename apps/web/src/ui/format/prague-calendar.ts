// Prague's calendar written out rather than asked of Intl.DateTimeFormat: a page's first date format with a time zone
// or a weekday loads ICU's calendar and time-zone data, about 35 ms on a desktop and 130–180 ms on a mid-range phone,
// in the middle of rendering a screen (the trip detail's forecast took one whole long task for it, issue 31). The
// results are Intl's: prague-calendar.test.ts and long-date.test.ts compare the two around every clock change.

const HOUR = 3_600_000;

/** The instant of 01:00 UTC on the last Sunday of a month (0-based): when the EU's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Prague's offset from UTC at an instant: CET, or CEST from the last Sunday of March to that of October (since 1996). */
function pragueOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOne(year, 2) && instant < lastSundayAtOne(year, 9);
  return summer ? 2 * HOUR : HOUR;
}

/** Prague's wall clock at an instant, as a Date whose UTC fields (getUTCDate, getUTCHours…) read Prague's. */
export function pragueWallClock(instant: number): Date {
  return new Date(instant + pragueOffset(instant));
}

/** The day in Prague at an instant, `YYYY-MM-DD`. */
export function pragueDate(instant: number): string {
  return pragueWallClock(instant).toISOString().slice(0, 10);
}

const WEEKDAYS = {
  cs: {
    short: ['ne', 'po', 'út', 'st', 'čt', 'pá', 'so'],
    long: ['neděle', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota'],
  },
  en: {
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
};

/** The weekday of a `YYYY-MM-DD` date in the language, `short` (so, Sat) or `long` (sobota, Saturday). */
export function weekdayName(date: string, language: string, width: 'short' | 'long'): string {
  const [year, month, day] = date.split('-').map(Number);
  const names = language.startsWith('en') ? WEEKDAYS.en : WEEKDAYS.cs;
  return names[width][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}
