import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { data, decideReports, ratedTrip, reportRating, type Session } from '../../../test/moderation-factories.js';
import { contentReports, moderationDecisions } from '../../db/schema.js';
import { forgetDecidedReports } from './content-reports.retention.js';

let t: TestApp;
let moderator: Session;

beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInUser(t, { roles: ['USER', 'CHIEF_EDITOR'] });
});

afterAll(async () => {
  await t?.close();
});

/** A rating reported by a person and a visitor; decided (then moved back `monthsAgo`), or left open. */
async function reportedRating(decision: { monthsAgo: number } | null) {
  const { ratingId } = await ratedTrip(t);
  const reporter = await signedInUser(t);
  data(await reportRating(t, ratingId, { reason: 'OTHER', explanation: 'Píše o sousedovi.' }, { session: reporter }));
  data(await reportRating(t, ratingId, { email: uniqueEmail(), reason: 'SPAM' }));
  if (decision) {
    const made = data<{ _id: string }>(
      await decideReports(t, moderator, { targetId: ratingId, decision: 'KEEP', explanation: 'V pořádku.' }),
    );
    const decidedAt = new Date();
    decidedAt.setMonth(decidedAt.getMonth() - decision.monthsAgo);
    await t.app.services.db.update(moderationDecisions).set({ decidedAt }).where(eq(moderationDecisions.id, made._id));
  }
  return ratingId;
}

const reportsOf = (ratingIds: string[]) =>
  t.app.services.db.select().from(contentReports).where(inArray(contentReports.targetId, ratingIds));

describe('forgetting decided reports', () => {
  it('forgets who reported and what they wrote 12 months after the decision, and keeps the rest for the figures', async () => {
    const old = await reportedRating({ monthsAgo: 13 });
    const recent = await reportedRating({ monthsAgo: 11 });
    const open = await reportedRating(null);

    expect(await forgetDecidedReports(t.app.services.db)).toBeGreaterThanOrEqual(2);

    const forgotten = await reportsOf([old]);
    expect(forgotten).toHaveLength(2);
    for (const report of forgotten) {
      expect(report).toMatchObject({ reporterId: null, reporterEmail: '', explanation: '' });
      expect(report.decisionId).not.toBeNull();
    }
    expect(forgotten.map((report) => report.reason).sort()).toEqual(['OTHER', 'SPAM']);

    const kept = await reportsOf([recent, open]);
    expect(kept).toHaveLength(4);
    for (const report of kept) expect(report.reporterEmail).not.toBe('');
    expect(kept.filter((report) => report.reporterId !== null)).toHaveLength(2);
    expect(kept.filter((report) => report.explanation === 'Píše o sousedovi.')).toHaveLength(2);

    // A second run finds nothing left to forget among them.
    await forgetDecidedReports(t.app.services.db);
    expect(await reportsOf([old])).toEqual(forgotten);
  });
});
