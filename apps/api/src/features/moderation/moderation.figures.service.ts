import type { Database } from '../../db/client.js';
import { MODERATION_DECISIONS, REPORT_REASONS } from '../../db/schema.js';
import { authorize } from '../../platform/auth/permissions.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { figuresRangeInput } from './moderation.figures.inputs.js';
import { findMonthlyFigures } from './moderation.figures.repository.js';

/** One calendar month of notice and action, every reason and decision kind listed (0 included). */
export interface MonthFigures {
  month: string;
  reportsByReason: Array<{ reason: (typeof REPORT_REASONS)[number]; count: number }>;
  decisionsByKind: Array<{ decision: (typeof MODERATION_DECISIONS)[number]; count: number }>;
  medianHoursToDecision: number | null;
  appealsReceived: number;
  appealsRestored: number;
  appealsConfirmed: number;
}

/**
 * The transparency figures (DSA Art. 15 and 24) per calendar month in Czech time, for moderators (`rating.moderate`),
 * as GraphQL and as CSV; the database counts, this only checks and shapes.
 */
export class ModerationFiguresService {
  constructor(private readonly deps: { db: Database }) {}

  /** The figures of every month from `from` to `to` (YYYY-MM), the oldest first. */
  async monthly(viewer: UserRow, range: unknown): Promise<MonthFigures[]> {
    authorize(viewer, 'rating.moderate');
    const rows = await findMonthlyFigures(this.deps.db, parseInput(figuresRangeInput, range));
    return rows.map((row) => ({
      month: row.month,
      reportsByReason: REPORT_REASONS.map((reason) => ({ reason, count: row[reason] })),
      decisionsByKind: MODERATION_DECISIONS.map((decision) => ({ decision, count: row[decision] })),
      medianHoursToDecision: row.medianHours,
      appealsReceived: row.appealsReceived,
      appealsRestored: row.appealsRestored,
      appealsConfirmed: row.appealsConfirmed,
    }));
  }
}
