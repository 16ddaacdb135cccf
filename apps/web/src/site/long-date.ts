// Written out rather than with Intl.DateTimeFormat: a page's first date format loads ICU's calendar and time-zone
// data, about 35 ms on a desktop and 130 ms on a mid-range phone, in the middle of hydrating the landing page's
// cards. The output is Intl's (`dateStyle: 'long'` in Europe/Prague), character for character: long-date.test.ts
// compares the two across every day and every clock change of the years the site's content can have.

const MONTHS = {
  // Czech names the month in the genitive after the day: "24. listopadu 2026".
  cs: [
    'ledna',
    'února',
    'března',
    'dubna',
    'května',
    'června',
    'července',
    'srpna',
    'září',
    'října',
    'listopadu',
    'prosince',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

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

/** A date as the site shows it: "24. listopadu 2026" / "November 24, 2026", on Prague's calendar. */
export function formatLongDate(iso: string, language: 'cs' | 'en'): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${iso}`);
  const prague = new Date(instant + pragueOffset(instant));
  const [day, month, year] = [prague.getUTCDate(), prague.getUTCMonth(), prague.getUTCFullYear()];
  return language === 'cs' ? `${day}. ${MONTHS.cs[month]} ${year}` : `${MONTHS.en[month]} ${day}, ${year}`;
}
