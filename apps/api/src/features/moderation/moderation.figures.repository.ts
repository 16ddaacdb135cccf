import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { MODERATION_DECISIONS, REPORT_REASONS } from '../../db/schema.js';
import type { FiguresRange } from './moderation.figures.inputs.js';

/** One month's figures as the statement returns them: a column per reason and per decision kind. */
export type MonthRow = {
  month: string;
  medianHours: number | null;
  appealsReceived: number;
  appealsRestored: number;
  appealsConfirmed: number;
} & Record<(typeof REPORT_REASONS)[number] | (typeof MODERATION_DECISIONS)[number], number>;

/** A count per value of the column, each its own column named for the value: one row per month. */
const countsBy = (column: string, values: readonly string[]) =>
  sql.join(
    values.map(
      (value) => sql`count(*) FILTER (WHERE ${sql.identifier(column)} = ${value})::int AS ${sql.identifier(value)}`,
    ),
    sql`, `,
  );

/** Those columns for a month the counting found nothing in (the LEFT JOIN's nulls) as zeros. */
const zeroOr = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`coalesce(${sql.identifier(value)}, 0) AS ${sql.identifier(value)}`),
    sql`, `,
  );

/** The month, in Czech time, that a moment falls in. */
const monthOf = (column: string) => sql`to_char(${sql.identifier(column)} AT TIME ZONE 'Europe/Prague', 'YYYY-MM')`;

/**
 * The figures of every month of the range, the oldest first, months with nothing included as zeros, in one
 * statement. Each table is read only within the range's bounds (the first month's start to the last month's end in
 * Czech time) through its date index: content_reports_created_idx, moderation_decisions_decided_idx,
 * content_appeals_created_idx and content_appeals_decided_idx. A decision's waiting time runs from the first report
 * it closed (content_reports_decision_idx).
 */
export function findMonthlyFigures(db: Database, range: FiguresRange) {
  // Plain expressions of the parameters, so that each range condition is an index range.
  const starts = sql`(${`${range.from}-01`}::timestamp AT TIME ZONE 'Europe/Prague')`;
  const ends = sql`((${`${range.to}-01`}::timestamp + interval '1 month') AT TIME ZONE 'Europe/Prague')`;
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${starts} AND ${sql.identifier(column)} < ${ends}`;
  return queryRows<MonthRow>(
    db,
    sql`WITH bounds AS (
          SELECT ${`${range.from}-01`}::timestamp AS first_month, ${`${range.to}-01`}::timestamp AS last_month
        ), months AS (
          SELECT to_char(generate_series(first_month, last_month, interval '1 month'), 'YYYY-MM') AS month FROM bounds
        ), reports AS (
          SELECT ${monthOf('created_at')} AS month, ${countsBy('reason', REPORT_REASONS)}
          FROM content_reports
          WHERE ${within('created_at')}
          GROUP BY 1
        ), decided AS (
          SELECT d.decided_at, d.decision,
                 extract(epoch FROM d.decided_at - (SELECT min(r.created_at) FROM content_reports r WHERE r.decision_id = d.id))
                   / 3600 AS hours
          FROM moderation_decisions d
          WHERE ${within('decided_at')}
        ), decisions AS (
          SELECT ${monthOf('decided_at')} AS month, ${countsBy('decision', MODERATION_DECISIONS)},
                 round(percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)::numeric, 1)::float8 AS median_hours
          FROM decided
          GROUP BY 1
        ), received AS (
          SELECT ${monthOf('created_at')} AS month, count(*)::int AS appeals
          FROM content_appeals
          WHERE ${within('created_at')}
          GROUP BY 1
        ), outcomes AS (
          SELECT ${monthOf('decided_at')} AS month,
                 count(*) FILTER (WHERE outcome = 'RESTORE')::int AS restored,
                 count(*) FILTER (WHERE outcome = 'CONFIRM')::int AS confirmed
          FROM content_appeals
          WHERE ${within('decided_at')}
          GROUP BY 1
        )
        SELECT months.month, ${zeroOr(REPORT_REASONS)}, ${zeroOr(MODERATION_DECISIONS)},
               decisions.median_hours AS "medianHours",
               coalesce(received.appeals, 0) AS "appealsReceived",
               coalesce(outcomes.restored, 0) AS "appealsRestored",
               coalesce(outcomes.confirmed, 0) AS "appealsConfirmed"
        FROM months
        LEFT JOIN reports USING (month)
        LEFT JOIN decisions USING (month)
        LEFT JOIN received USING (month)
        LEFT JOIN outcomes USING (month)
        ORDER BY months.month`,
  );
}
