import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { contentReports, moderationDecisions } from '../../db/schema.js';

/** How long a decided report keeps who made it and what they wrote (the privacy policy says 12 months). */
export const DECIDED_REPORT_RETENTION = '12 months';

/**
 * Forgets the reporter and their explanation on every report decided more than `DECIDED_REPORT_RETENTION` ago: the
 * row stays, with its item, reason and dates, for the moderation figures, and can no longer be linked to anybody.
 * Runs in every process now and then (app.ts) with the app's clock as `now`; a row already forgotten no longer
 * matches, so it is changed once. Answers how many reports it forgot.
 */
export async function forgetDecidedReports(db: Database, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    UPDATE ${contentReports} SET reporter_id = NULL, reporter_email = '', explanation = ''
     WHERE decision_id IN (
             SELECT id FROM ${moderationDecisions}
              WHERE decided_at < ${now.toISOString()}::timestamptz - ${DECIDED_REPORT_RETENTION}::interval
           )
       AND (reporter_id IS NOT NULL OR reporter_email <> '' OR explanation <> '')
    RETURNING id`,
  );
  return rows.length;
}
