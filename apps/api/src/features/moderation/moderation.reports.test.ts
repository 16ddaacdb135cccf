import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import {
  data,
  decideReports,
  fields,
  publicRatingIds as publicRatingIdsOf,
  type Reporter,
  type ReportValues,
  ratedTrip as ratedTripOf,
  reportRating,
  type Session,
  type UserOverrides,
} from '../../../test/moderation-factories.js';
import { auditLog, contentReports, trips } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';

const QUEUE = `query Q($pagination: PaginationInput) { reportQueue(pagination: $pagination) { total edges {
  targetKind targetId reportCount firstReportedAt reasons { reason count } reports { _id reason explanation createdAt }
  rating { _id text score authorShortname hidden trip { _id title } } } } }`;
const HIDE = 'mutation H($id: ID!, $reason: String!) { hideRating(id: $id, reason: $reason) { _id } }';

interface QueueItem {
  targetKind: string;
  targetId: string;
  reportCount: number;
  firstReportedAt: string;
  reasons: Array<{ reason: string; count: number }>;
  reports: Array<{ _id: string; reason: string; explanation: string; createdAt: string }>;
  rating: {
    _id: string;
    text: string;
    score: number;
    authorShortname: string;
    hidden: boolean;
    trip: { _id: string; title: string };
  } | null;
}

let t: TestApp;
let moderator: Session;

const ratedTrip = (text?: string, overrides?: UserOverrides, tripId?: string) =>
  ratedTripOf(t, text, overrides, tripId);
const report = (targetId: string, values?: ReportValues, as?: Reporter) => reportRating(t, targetId, values, as);
const decide = (input: Record<string, unknown>, session: Session | null = moderator) =>
  decideReports(t, session, input);
const publicRatingIds = (tripId: string) => publicRatingIdsOf(t, tripId);

async function queueItem(targetId: string): Promise<QueueItem | undefined> {
  const page = data<{ edges: QueueItem[] }>(
    await t.gql(QUEUE, { pagination: { pageSize: 50 } }, { token: moderator.token }),
  );
  return page.edges.find((item) => item.targetId === targetId);
}

const reportsOf = (ratingId: string) =>
  t.app.services.db.select().from(contentReports).where(eq(contentReports.targetId, ratingId));

beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInUser(t, { firstname: 'Jana', lastname: 'Moderátorová', roles: ['USER', 'CHIEF_EDITOR'] });
});
afterAll(() => t.close());

describe('reportContent', () => {
  it('refuses a report without the good-faith statement, a needed explanation or a visitor e-mail', async () => {
    const { ratingId } = await ratedTrip();
    const email = uniqueEmail('reporter');
    const cases = [
      { values: { email, goodFaith: false }, field: 'goodFaith', key: 'REQUIRED' },
      { values: { email, reason: 'ILLEGAL_CONTENT' }, field: 'explanation', key: 'REQUIRED' },
      { values: { email, reason: 'OTHER', explanation: '   ' }, field: 'explanation', key: 'REQUIRED' },
      { values: { email, explanation: 'x'.repeat(1001) }, field: 'explanation', key: 'MAX_LENGTH' },
      { values: {}, field: 'email', key: 'REQUIRED' },
      { values: { email: 'not-an-address' }, field: 'email', key: 'INVALID_EMAIL' },
    ];
    for (const { values, field, key } of cases) {
      const response = await report(ratingId, values);
      expect(errorCode(response), field).toBe('BAD_USER_INPUT');
      expect(fields(response), field).toContainEqual(expect.objectContaining({ field, messageKey: key }));
    }
    expect(await reportsOf(ratingId)).toHaveLength(0);
    // 1,000 characters are enough.
    expect(data(await report(ratingId, { email, reason: 'OTHER', explanation: 'x'.repeat(1000) }))).toBe(true);
  });

  it('refuses a rating that does not exist or that readers cannot see with INVALID_VALUE on targetId', async () => {
    const { ratingId } = await ratedTrip();
    const { ratingId: draftRating, trip } = await ratedTrip();
    const email = uniqueEmail('reporter');
    data(await t.gql(HIDE, { id: ratingId, reason: 'Spam.' }, { token: moderator.token }));
    // A trip taken back to draft takes its ratings out of sight too.
    await t.app.services.db.update(trips).set({ status: 'DRAFT' }).where(eq(trips.id, trip.id));
    for (const targetId of [ratingId, draftRating, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await report(targetId, { email });
      expect(errorCode(response), targetId).toBe('BAD_USER_INPUT');
      expect(fields(response)).toEqual([expect.objectContaining({ field: 'targetId', messageKey: 'INVALID_VALUE' })]);
    }
  });

  it("acknowledges a visitor's report in the page's language and a signed-in reporter's in the account's", async () => {
    const { ratingId } = await ratedTrip();
    const email = uniqueEmail('visitor');
    expect(data(await report(ratingId, { email }, { language: 'en-GB,en;q=0.8' }))).toBe(true);
    const visitorMail = await t.smtp.waitForMail(email);
    expect(visitorMail.raw).toContain('We have received your report');
    expect(visitorMail.raw).toContain('reason: spam or advertising');
    expect(visitorMail.raw).toContain('not an automated system');

    const czech = await signedInUser(t, { language: 'cs_CZ' });
    // The account's e-mail is used, whatever the input says.
    expect(data(await report(ratingId, { email: uniqueEmail('other') }, { session: czech, language: 'en' }))).toBe(
      true,
    );
    const accountMail = await t.smtp.waitForMail(czech.user.email ?? '');
    expect(accountMail.raw).toContain('Děkujeme za nahlášení');
    expect(accountMail.raw).toContain('důvod: spam nebo reklama');
    const stored = await reportsOf(ratingId);
    expect(stored.map((row) => [row.reporterEmail, row.reporterId, row.language])).toEqual(
      expect.arrayContaining([
        [email, null, 'en_US'],
        [czech.user.email, czech.user.id, 'cs_CZ'],
      ]),
    );
  });

  it('counts a second report of the same item by the same person (account or e-mail) once', async () => {
    const { ratingId } = await ratedTrip();
    const email = uniqueEmail('twice');
    const reporter = await signedInUser(t);
    data(await report(ratingId, { email }));
    data(await report(ratingId, { email: email.toUpperCase(), reason: 'OFF_TOPIC' }));
    data(await report(ratingId, {}, { session: reporter }));
    data(await report(ratingId, { reason: 'HATE_OR_HARASSMENT' }, { session: reporter }));
    const stored = await reportsOf(ratingId);
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.reason).sort()).toEqual(['SPAM', 'SPAM']);
    expect((await queueItem(ratingId))?.reportCount).toBe(2);
  });
});

describe('reportQueue', () => {
  it('groups open reports per item, the longest waiting first, with reasons and the rating in context', async () => {
    const older = await ratedTrip('Reklama na e-shop.', { firstname: 'Petra', lastname: 'Dvořáková' });
    const newer = await ratedTrip('Hloupost.');
    data(await report(older.ratingId, { email: uniqueEmail() }));
    data(await report(newer.ratingId, { email: uniqueEmail(), reason: 'OFF_TOPIC' }));
    data(await report(older.ratingId, { email: uniqueEmail(), reason: 'OTHER', explanation: 'Odkaz na obchod.' }));
    data(await report(older.ratingId, { email: uniqueEmail() }));

    const page = data<{ total: number; edges: QueueItem[] }>(
      await t.gql(QUEUE, { pagination: { pageSize: 50 } }, { token: moderator.token }),
    );
    const order = page.edges.map((item) => item.targetId);
    expect(order.indexOf(older.ratingId)).toBeLessThan(order.indexOf(newer.ratingId));
    expect(page.total).toBe(page.edges.length);
    const dates = page.edges.map((item) => item.firstReportedAt);
    expect([...dates].sort()).toEqual(dates);

    const item = page.edges.find((edge) => edge.targetId === older.ratingId);
    expect(item).toMatchObject({
      targetKind: 'RATING',
      reportCount: 3,
      reasons: [
        { reason: 'SPAM', count: 2 },
        { reason: 'OTHER', count: 1 },
      ],
      rating: {
        _id: older.ratingId,
        text: 'Reklama na e-shop.',
        score: 1,
        authorShortname: 'Petra D.',
        hidden: false,
        trip: { _id: older.trip.id, title: older.trip.title },
      },
    });
    expect(item?.reports.map((one) => one.explanation)).toEqual(['', 'Odkaz na obchod.', '']);
    expect(item?.firstReportedAt).toBe(item?.reports[0]?.createdAt);
    // Moderators never see who reported.
    expect(JSON.stringify(item)).not.toContain('@');
  });
});

describe('decideReports', () => {
  it('HIDE hides the rating for readers, mails the author a statement of reasons and each reporter the outcome', async () => {
    const { trip, author, ratingId } = await ratedTrip('Sprosté nadávky.', { language: 'en_US' });
    const czech = uniqueEmail('cs');
    const english = uniqueEmail('en');
    data(await report(ratingId, { email: czech, reason: 'HATE_OR_HARASSMENT' }, { language: 'cs' }));
    data(await report(ratingId, { email: english, reason: 'HATE_OR_HARASSMENT' }, { language: 'en' }));
    await t.smtp.waitForMail(czech);
    await t.smtp.waitForMail(english);
    expect(await publicRatingIds(trip.id)).toContain(ratingId);

    const decision = data<Record<string, unknown>>(
      await decide({ targetId: ratingId, decision: 'HIDE', ground: 'HATE_OR_HARASSMENT', explanation: 'Urážky.' }),
    );
    expect(decision).toMatchObject({
      targetKind: 'RATING',
      targetId: ratingId,
      decision: 'HIDE',
      ground: 'HATE_OR_HARASSMENT',
      explanation: 'Urážky.',
      closedReports: 2,
    });
    expect(await publicRatingIds(trip.id)).not.toContain(ratingId);
    expect(await queueItem(ratingId)).toBeUndefined();

    const statement = await t.smtp.waitForMail(author.user.email ?? '');
    expect(statement.raw).toContain('Why your rating has been hidden');
    expect(statement.raw).toContain('Ground: hate or harassment');
    expect(statement.raw).toContain('Urážky.');
    expect(statement.raw).toContain('no automated means were used');
    expect(statement.raw).toContain(
      `appeal within 6 months right in the app: on the trip's page (${TEST_PUBLIC_URL}/app/trips/${trip.id}), choose "Appeal" by your rating`,
    );
    expect(statement.raw).toContain('You can also send your appeal to podpora@toulky.cz.');
    expect(statement.raw).toContain('out-of-court dispute settlement body');
    expect(statement.raw).toContain(`${TEST_PUBLIC_URL}/app/trips/${trip.id}`);
    expect((await t.smtp.waitForMail(czech)).raw).toContain('nahlásili, a skryla ho');
    expect((await t.smtp.waitForMail(english)).raw).toContain('that you reported and hid it');

    const audit = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'rating'), eq(auditLog.entityId, ratingId)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['rating.hide', 'reports.decide']);
    const decided = audit.find((entry) => entry.action === 'reports.decide');
    expect(decided).toMatchObject({
      actorId: moderator.user.id,
      before: { openReports: 2 },
      after: { decision: 'HIDE', ground: 'HATE_OR_HARASSMENT', explanation: 'Urážky.', reports: 2 },
    });
    expect(JSON.stringify(decided)).not.toContain('@');
    const closed = await reportsOf(ratingId);
    expect(closed.every((row) => row.decisionId === decision._id)).toBe(true);

    // The rating is hidden: nobody can report it any more.
    expect(fields(await report(ratingId, { email: uniqueEmail() }))[0]?.field).toBe('targetId');
  });

  it('KEEP keeps the rating, tells the reporters, and lets a new report open a new case', async () => {
    const { trip, author, ratingId } = await ratedTrip('Cesta byla zavřená.');
    const reporter = uniqueEmail('keep');
    data(await report(ratingId, { email: reporter, reason: 'OFF_TOPIC' }, { language: 'en' }));
    await t.smtp.waitForMail(reporter);
    const decision = data<Record<string, unknown>>(
      await decide({ targetId: ratingId, decision: 'KEEP', ground: 'SPAM', explanation: 'Týká se trasy.' }),
    );
    expect(decision).toMatchObject({ decision: 'KEEP', ground: null, closedReports: 1 });
    expect(await publicRatingIds(trip.id)).toContain(ratingId);
    expect((await t.smtp.waitForMail(reporter)).raw).toContain('that you reported and kept it');
    expect(t.smtp.mails.some((mail) => mail.to.includes(author.user.email ?? ''))).toBe(false);

    data(await report(ratingId, { email: reporter }));
    expect((await queueItem(ratingId))?.reportCount).toBe(1);
    expect(await reportsOf(ratingId)).toHaveLength(2);
  });

  it('refuses a decision without a ground for HIDE, without an explanation, or with one too long', async () => {
    const { ratingId } = await ratedTrip();
    data(await report(ratingId, { email: uniqueEmail() }));
    const cases = [
      { input: { decision: 'HIDE', explanation: 'Spam.' }, field: 'ground', key: 'REQUIRED' },
      { input: { decision: 'KEEP', explanation: '  ' }, field: 'explanation', key: 'REQUIRED' },
      { input: { decision: 'KEEP', explanation: 'x'.repeat(2001) }, field: 'explanation', key: 'MAX_LENGTH' },
    ];
    for (const { input, field, key } of cases) {
      const response = await decide({ targetId: ratingId, ...input });
      expect(errorCode(response), field).toBe('BAD_USER_INPUT');
      expect(fields(response)).toContainEqual(expect.objectContaining({ field, messageKey: key }));
    }
    expect((await queueItem(ratingId))?.reportCount).toBe(1);
  });

  it('refuses an item with no open reports, and lets only one of two simultaneous decisions through', async () => {
    const { trip, ratingId } = await ratedTrip();
    const none = await decide({ targetId: ratingId, decision: 'KEEP', explanation: 'Nic.' });
    expect(errorCode(none)).toBe('ACTION_NOT_ALLOWED');
    expect(none.errors?.[0]?.extensions?.reason).toBe('NO_OPEN_REPORTS');

    data(await report(ratingId, { email: uniqueEmail() }));
    const other = await signedInUser(t, { roles: ['USER', 'ADMIN'] });
    const answers = await Promise.all([
      decide({ targetId: ratingId, decision: 'HIDE', ground: 'SPAM', explanation: 'Reklama.' }),
      decide({ targetId: ratingId, decision: 'KEEP', explanation: 'V pořádku.' }, other),
    ]);
    const codes = answers.map(errorCode);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(codes.filter((code) => code === 'ACTION_NOT_ALLOWED')).toHaveLength(1);
    const hidden = codes[0] === undefined;
    expect((await publicRatingIds(trip.id)).includes(ratingId)).toBe(!hidden);
    const decisions = new Set((await reportsOf(ratingId)).map((row) => row.decisionId));
    expect(decisions.size).toBe(1);
  });

  it('closes the reports of a rating a moderator hid meanwhile without hiding it again or a second statement', async () => {
    const { author, ratingId } = await ratedTrip();
    const reporter = uniqueEmail();
    data(await report(ratingId, { email: reporter }));
    await t.smtp.waitForMail(reporter);
    data(await t.gql(HIDE, { id: ratingId, reason: 'Spam.' }, { token: moderator.token }));
    await t.smtp.waitForMail(author.user.email ?? '');
    data(await decide({ targetId: ratingId, decision: 'HIDE', ground: 'SPAM', explanation: 'Reklama.' }));
    expect((await t.smtp.waitForMail(reporter)).raw).toContain('nahlásili, a skryla ho');
    expect(t.smtp.mails.some((mail) => mail.to.includes(author.user.email ?? ''))).toBe(false);
    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, ratingId));
    expect(audit.filter((entry) => entry.action === 'rating.hide')).toHaveLength(1);
  });
});

describe('who may moderate reports', () => {
  it('reportQueue and decideReports: anonymous UNAUTHORIZED, CHIEF_EDITOR and ADMIN allowed, others FORBIDDEN', async () => {
    const { ratingId } = await ratedTrip();
    const moderators = ['CHIEF_EDITOR', 'ADMIN'];
    expect(errorCode(await t.gql(QUEUE, {}))).toBe('UNAUTHORIZED');
    expect(errorCode(await decide({ targetId: ratingId, decision: 'KEEP', explanation: 'Ok.' }, null))).toBe(
      'UNAUTHORIZED',
    );
    for (const role of ROLES) {
      const session = await signedInUser(t, { roles: [...new Set(['USER', role])] });
      const queue = await t.gql(QUEUE, {}, { token: session.token });
      data(await report(ratingId, { email: uniqueEmail() }));
      const decision = await decide({ targetId: ratingId, decision: 'KEEP', explanation: 'Ok.' }, session);
      if (moderators.includes(role)) {
        expect(queue.errors, role).toBeUndefined();
        expect(decision.errors, role).toBeUndefined();
      } else {
        expect(errorCode(queue), role).toBe('FORBIDDEN');
        expect(errorCode(decision), role).toBe('FORBIDDEN');
      }
    }
  });
});

describe('a reporter who deletes their account', () => {
  it('takes their reports along, signed in or made as a visitor with their address', async () => {
    const { ratingId } = await ratedTrip('Reklama na cizí web.');
    const reporter = await signedInUser(t);
    data(await report(ratingId, {}, { session: reporter }));
    data(await report(ratingId, { email: reporter.user.email ?? '' }));
    const mine = () => t.app.services.db.select().from(contentReports).where(eq(contentReports.targetId, ratingId));
    expect(await mine()).toHaveLength(2);
    data(await t.gql('mutation { deleteAccount }', {}, { token: reporter.token }));
    expect(await mine()).toHaveLength(0);
  });
});
