import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  buildHikerPhoto,
  data,
  decideReports,
  ratedTrip,
  reportPhoto,
  reportRating,
  type Session,
} from '../../../test/moderation-factories.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { contentReports, moderationDecisions } from '../../db/schema.js';
import { forgetDecidedReports } from './moderation.reports.retention.js';

let t: TestApp;
let moderator: Session;
/** The app's clock: it stands still unless a test moves it. */
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock });
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
    await backdate(made._id, decision.monthsAgo);
  }
  return ratingId;
}

/** Moves the decision back by some months, as if it had been made then. */
async function backdate(decisionId: string, monthsAgo: number) {
  const decidedAt = new Date();
  decidedAt.setMonth(decidedAt.getMonth() - monthsAgo);
  await t.app.services.db.update(moderationDecisions).set({ decidedAt }).where(eq(moderationDecisions.id, decisionId));
}

const reportsOf = (ratingIds: string[]) =>
  t.app.services.db.select().from(contentReports).where(inArray(contentReports.targetId, ratingIds));

describe('forgetting decided reports', () => {
  it('forgets who reported and what they wrote 12 months after the decision (photos too), and keeps the rest for the figures', async () => {
    const old = await reportedRating({ monthsAgo: 13 });
    const recent = await reportedRating({ monthsAgo: 11 });
    const open = await reportedRating(null);

    expect(await forgetDecidedReports(t.app.services.db, clock.now())).toBeGreaterThanOrEqual(2);

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

    // Reports of a photo are forgotten the same way.
    const { author, ratingId } = await ratedTrip(t);
    const photoId = await buildHikerPhoto(t, { userId: author.user.id, ratingId });
    data(await reportPhoto(t, photoId, { reason: 'PERSONAL_DATA' }, { session: await signedInUser(t) }));
    const photoDecision = data<{ _id: string }>(
      await decideReports(t, moderator, {
        targetKind: 'HIKER_PHOTO',
        targetId: photoId,
        decision: 'HIDE',
        ground: 'PERSONAL_DATA',
        explanation: 'Cizí obličej.',
      }),
    );
    await backdate(photoDecision._id, 13);
    expect(await forgetDecidedReports(t.app.services.db, clock.now())).toBe(1);
    expect(await reportsOf([photoId])).toEqual([
      expect.objectContaining({
        targetKind: 'HIKER_PHOTO',
        reporterId: null,
        reporterEmail: '',
        reason: 'PERSONAL_DATA',
      }),
    ]);

    // A second run finds nothing left to forget among them.
    await forgetDecidedReports(t.app.services.db, clock.now());
    expect(await reportsOf([old])).toEqual(forgotten);
  });

  it('forgets a report when the clock passes 12 months after its decision, not a minute before', async () => {
    const ratingId = await reportedRating({ monthsAgo: 0 });
    const [{ decisionId }] = await reportsOf([ratingId]);
    const [{ decidedAt }] = await t.app.services.db
      .select({ decidedAt: moderationDecisions.decidedAt })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, decisionId as string));
    const yearLater = new Date(decidedAt);
    yearLater.setUTCMonth(yearLater.getUTCMonth() + 12);
    const startedAt = clock.now();
    try {
      clock.setNow(yearLater.getTime() - 60_000);
      await forgetDecidedReports(t.app.services.db, clock.now());
      expect((await reportsOf([ratingId])).map((report) => report.reporterEmail)).not.toContain('');

      clock.advance({ minutes: 2 });
      await forgetDecidedReports(t.app.services.db, clock.now());
      expect((await reportsOf([ratingId])).map((report) => report.reporterEmail)).toEqual(['', '']);
    } finally {
      clock.setNow(startedAt);
    }
  });
});
