import { MODERATION_DECISIONS, REPORT_REASONS } from '../../db/schema.js';
import type { MonthFigures } from './moderation.figures.service.js';

/** A field as RFC 4180 has it: quoted, with quotes doubled, when it holds a comma, a quote or a line break. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The figures as CSV (RFC 4180: CRLF line ends, a header row), one row per month; an empty median is no decision. */
export function figuresCsv(months: MonthFigures[]): string {
  // Each month lists every reason and decision kind in these lists' order (the service).
  const header = [
    'month',
    ...REPORT_REASONS.map((reason) => `reports_${reason}`),
    ...MODERATION_DECISIONS.map((decision) => `decisions_${decision}`),
    'median_hours_to_decision',
    'appeals_received',
    'appeals_restored',
    'appeals_confirmed',
  ];
  const rows = months.map((month) => [
    month.month,
    ...month.reportsByReason.map((entry) => entry.count),
    ...month.decisionsByKind.map((entry) => entry.count),
    month.medianHoursToDecision,
    month.appealsReceived,
    month.appealsRestored,
    month.appealsConfirmed,
  ]);
  return [header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('');
}
