/** The longest span the API gives figures for at once (moderation-figures.inputs.ts). */
const MAX_MONTHS = 24;

/** How many months the figures open with: a year up to the current month. */
const DEFAULT_MONTHS = 12;

export interface MonthRange {
  /** YYYY-MM, as `<input type="month">` and the API have it. */
  from: string;
  to: string;
}

/** Months since year 0, so that spans are a subtraction. */
function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month of `now` in Czech time, as the API counts months (a moderator abroad sees the same rows). */
export function currentMonth(now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

/** The last 12 months, the current one included. */
export function defaultRange(now: Date): MonthRange {
  const to = currentMonth(now);
  return { from: monthOfIndex(monthIndex(to) - DEFAULT_MONTHS + 1), to };
}

/**
 * What is wrong with a range the API refused on `to` (both months well-formed): the last month before the first, or
 * more months than it gives at once; null when neither, so the API's own message is shown.
 */
export function rangeProblem({ from, to }: MonthRange): 'order' | 'span' | null {
  if (monthIndex(to) < monthIndex(from)) return 'order';
  if (monthIndex(to) - monthIndex(from) >= MAX_MONTHS) return 'span';
  return null;
}

/** A month as its name and year in the language ("listopad 2026", "November 2026"). */
export function formatMonth(month: string, language: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(date);
}
