// Written out rather than with Intl.DateTimeFormat, for the reason ui/format/prague-calendar.ts gives (here: in the
// middle of hydrating the landing page's cards). The output is Intl's (`dateStyle: 'long'` in Europe/Prague),
// character for character: long-date.test.ts compares the two across every day and every clock change of the years
// the site's content can have.
import { pragueWallClock } from '../ui/format/prague-calendar';

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

/** A date as the site shows it: "24. listopadu 2026" / "November 24, 2026", on Prague's calendar. */
export function formatLongDate(iso: string, language: 'cs' | 'en'): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${iso}`);
  const prague = pragueWallClock(instant);
  const [day, month, year] = [prague.getUTCDate(), prague.getUTCMonth(), prague.getUTCFullYear()];
  return language === 'cs' ? `${day}. ${MONTHS.cs[month]} ${year}` : `${MONTHS.en[month]} ${day}, ${year}`;
}
