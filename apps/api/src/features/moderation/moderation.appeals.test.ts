import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import {
  data,
  decideReports,
  fields,
  publicRatingIds,
  ratedTrip,
  reportRating,
  type Session,
  type UserOverrides,
} from '../../../test/moderation-factories.js';
import { unzip } from '../../../test/unzip.js';
import { auditLog, contentAppeals, moderationDecisions, trips } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';

const APPEAL = `mutation A($input: AppealDecisionInput!) { appealDecision(input: $input) {
  _id decisionId explanation createdAt outcome outcomeExplanation decidedAt } }`;
const QUEUE = `query Q($pagination: PaginationInput) { appealQueue(pagination: $pagination) { total edges {
  _id explanation createdAt decision { _id ground explanation decidedAt decidedByViewer }
  rating { _id text score authorShortname hidden trip { _id title } } } } }`;
const DECIDE = `mutation D($input: DecideAppealInput!) { decideAppeal(input: $input) {
  _id decisionId outcome outcomeExplanation decidedAt } }`;

interface QueuedAppeal {
  _id: string;
  explanation: string;
  createdAt: string;
  decision: { _id: string; ground: string; explanation: string; decidedAt: string; decidedByViewer: boolean };
  rating: { _id: string; text: string; hidden: boolean; authorShortname: string; trip: { _id: string } } | null;
}

let t: TestApp;
/** Decides on reports; the appeals against those decisions go to `second`. */
let moderator: Session;
let second: Session;

/** A rating that a moderator hid on a report, its statement of reasons already delivered; and the decision's id. */
async function hiddenRating(overrides: UserOverrides = {}, text = 'Sprosté nadávky.') {
  const rated = await ratedTrip(t, text, overrides);
  data(await reportRating(t, rated.ratingId, { email: uniqueEmail('reporter') }));
  const decision = data<{ _id: string }>(
    await decideReports(t, moderator, {
      targetId: rated.ratingId,
      decision: 'HIDE',
      ground: 'HATE_OR_HARASSMENT',
      explanation: 'Urážky.',
    }),
  );
  await t.smtp.waitForMail(rated.author.user.email ?? '');
  return { ...rated, decisionId: decision._id };
}

const appeal = (session: Session | null, decisionId: string, explanation = 'Nikoho jsem neurážel.') =>
  t.gql<Record<string, { _id: string } & Record<string, unknown>>>(
    APPEAL,
    { input: { decisionId, explanation } },
    { token: session?.token },
  );

const decide = (session: Session | null, appealId: string, outcome: string, explanation = 'Posouzeno znovu.') =>
  t.gql<Record<string, { _id: string } & Record<string, unknown>>>(
    DECIDE,
    { input: { appealId, outcome, explanation } },
    { token: session?.token },
  );

/** A hidden rating with its author's appeal; the appeal's id. */
async function appealed(overrides: UserOverrides = {}) {
  const hidden = await hiddenRating(overrides);
  const made = data<{ _id: string }>(await appeal(hidden.author, hidden.decisionId));
  return { ...hidden, appealId: made._id };
}

async function queue(session: Session) {
  return data<{ total: number; edges: QueuedAppeal[] }>(
    await t.gql(QUEUE, { pagination: { pageSize: 50 } }, { token: session.token }),
  );
}

const reason = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.reason;

/** Moves a decision back in time by an interval, as if it had been made then. */
const backdateDecision = (decisionId: string, interval: string) =>
  t.app.services.db
    .update(moderationDecisions)
    .set({ decidedAt: sql`now() - ${interval}::interval` })
    .where(eq(moderationDecisions.id, decisionId));

beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInUser(t, { firstname: 'Jana', lastname: 'Moderátorová', roles: ['USER', 'CHIEF_EDITOR'] });
  second = await signedInUser(t, { firstname: 'Pavel', lastname: 'Druhý', roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

describe('appealDecision', () => {
  it('refuses an appeal without an explanation or with one too long, and takes 2,000 characters', async () => {
    const { author, decisionId } = await hiddenRating();
    const cases = [
      { explanation: '', key: 'REQUIRED' },
      { explanation: '   ', key: 'REQUIRED' },
      { explanation: 'x'.repeat(2001), key: 'MAX_LENGTH' },
    ];
    for (const { explanation, key } of cases) {
      const response = await appeal(author, decisionId, explanation);
      expect(errorCode(response), key).toBe('BAD_USER_INPUT');
      expect(fields(response)).toEqual([expect.objectContaining({ field: 'explanation', messageKey: key })]);
    }
    const invalid = await appeal(author, 'not-a-uuid');
    expect(fields(invalid)).toEqual([expect.objectContaining({ field: 'decisionId', messageKey: 'INVALID_VALUE' })]);

    const made = data<Record<string, unknown>>(await appeal(author, decisionId, ` ${'x'.repeat(2000)} `));
    expect(made).toMatchObject({ decisionId, explanation: 'x'.repeat(2000), outcome: null, decidedAt: null });
  });

  it("is the hidden rating's author's alone: others' and KEEP decisions are INVALID_VALUE, visitors UNAUTHORIZED", async () => {
    const { decisionId } = await hiddenRating();
    expect(errorCode(await appeal(null, decisionId))).toBe('UNAUTHORIZED');
    for (const session of [await signedInUser(t), moderator]) {
      const response = await appeal(session, decisionId);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(fields(response)).toEqual([expect.objectContaining({ field: 'decisionId', messageKey: 'INVALID_VALUE' })]);
    }

    // A KEEP decision did not touch the author's rating: there is nothing to appeal.
    const kept = await ratedTrip(t);
    data(await reportRating(t, kept.ratingId, { email: uniqueEmail() }));
    const keep = data<{ _id: string }>(
      await decideReports(t, moderator, { targetId: kept.ratingId, decision: 'KEEP', explanation: 'V pořádku.' }),
    );
    expect(fields(await appeal(kept.author, keep._id))[0]).toMatchObject({ field: 'decisionId' });
    expect(fields(await appeal(kept.author, crypto.randomUUID()))[0]).toMatchObject({ field: 'decisionId' });
    expect(
      await t.app.services.db.select().from(contentAppeals).where(eq(contentAppeals.decisionId, decisionId)),
    ).toEqual([]);
  });

  it('takes one appeal per decision, also when two arrive at once', async () => {
    const { author, decisionId } = await hiddenRating();
    const answers = await Promise.all([appeal(author, decisionId), appeal(author, decisionId, 'Podruhé.')]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors !== undefined) as GraphQLResponse;
    expect(errorCode(refused)).toBe('ACTION_NOT_ALLOWED');
    expect(reason(refused)).toBe('ALREADY_APPEALED');
    const again = await appeal(author, decisionId);
    expect([errorCode(again), reason(again)]).toEqual(['ACTION_NOT_ALLOWED', 'ALREADY_APPEALED']);
  });

  it('is open for six months after the decision, and then APPEAL_PERIOD_OVER', async () => {
    const late = await hiddenRating();
    await backdateDecision(late.decisionId, '6 months 1 day');
    const refused = await appeal(late.author, late.decisionId);
    expect([errorCode(refused), reason(refused)]).toEqual(['ACTION_NOT_ALLOWED', 'APPEAL_PERIOD_OVER']);

    const inTime = await hiddenRating();
    await backdateDecision(inTime.decisionId, '6 months -1 day');
    expect(data<Record<string, unknown>>(await appeal(inTime.author, inTime.decisionId))).toMatchObject({
      decisionId: inTime.decisionId,
    });
  });
});

describe('appealQueue', () => {
  it('lists open appeals, the oldest first, with the decision, whether the viewer made it, and the rating', async () => {
    const older = await appealed({ firstname: 'Petra', lastname: 'Dvořáková' });
    const newer = await appealed();
    const mine = await queue(moderator);
    const order = mine.edges.map((edge) => edge._id);
    expect(order.indexOf(older.appealId)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(older.appealId)).toBeLessThan(order.indexOf(newer.appealId));
    expect(mine.total).toBe(mine.edges.length);
    const dates = mine.edges.map((edge) => edge.createdAt);
    expect([...dates].sort()).toEqual(dates);

    const item = mine.edges.find((edge) => edge._id === older.appealId);
    expect(item).toMatchObject({
      explanation: 'Nikoho jsem neurážel.',
      decision: {
        _id: older.decisionId,
        ground: 'HATE_OR_HARASSMENT',
        explanation: 'Urážky.',
        decidedByViewer: true,
      },
      rating: {
        _id: older.ratingId,
        text: 'Sprosté nadávky.',
        authorShortname: 'Petra D.',
        hidden: true,
        trip: { _id: older.trip.id },
      },
    });
    const theirs = (await queue(second)).edges.find((edge) => edge._id === older.appealId);
    expect(theirs?.decision.decidedByViewer).toBe(false);
  });
});

describe('decideAppeal', () => {
  it('refuses the moderator who made the decision with SAME_MODERATOR, and bad input by field', async () => {
    const { appealId } = await appealed();
    const same = await decide(moderator, appealId, 'RESTORE');
    expect([errorCode(same), reason(same)]).toEqual(['ACTION_NOT_ALLOWED', 'SAME_MODERATOR']);
    const cases = [
      { id: appealId, explanation: ' ', field: 'explanation', key: 'REQUIRED' },
      { id: appealId, explanation: 'x'.repeat(2001), field: 'explanation', key: 'MAX_LENGTH' },
      { id: 'not-a-uuid', explanation: 'Ok.', field: 'appealId', key: 'INVALID_VALUE' },
      { id: crypto.randomUUID(), explanation: 'Ok.', field: 'appealId', key: 'INVALID_VALUE' },
    ];
    for (const { id, explanation, field, key } of cases) {
      const response = await decide(second, id, 'CONFIRM', explanation);
      expect(errorCode(response), key).toBe('BAD_USER_INPUT');
      expect(fields(response)).toEqual([expect.objectContaining({ field, messageKey: key })]);
    }
    expect((await queue(second)).edges.map((edge) => edge._id)).toContain(appealId);
  });

  it('cannot RESTORE a rating deleted since with its trip, and can still CONFIRM the decision', async () => {
    const { trip, appealId } = await appealed();
    await t.app.services.db.delete(trips).where(eq(trips.id, trip.id));
    const gone = await decide(second, appealId, 'RESTORE');
    expect(fields(gone)).toEqual([expect.objectContaining({ field: 'outcome', messageKey: 'INVALID_VALUE' })]);
    expect(data<Record<string, unknown>>(await decide(second, appealId, 'CONFIRM'))).toMatchObject({
      outcome: 'CONFIRM',
    });
    expect((await queue(second)).edges.map((edge) => edge._id)).not.toContain(appealId);
  });

  it('RESTORE shows the rating to readers again, audits it and tells the author in English', async () => {
    const { trip, author, ratingId, appealId, decisionId } = await appealed({ language: 'en_US' });
    expect(await publicRatingIds(t, trip.id)).not.toContain(ratingId);

    const decided = data<Record<string, unknown>>(await decide(second, appealId, 'RESTORE', 'Kritika, ne urážka.'));
    expect(decided).toMatchObject({
      _id: appealId,
      decisionId,
      outcome: 'RESTORE',
      outcomeExplanation: 'Kritika, ne urážka.',
    });
    expect(decided.decidedAt).toEqual(expect.any(String));
    expect(await publicRatingIds(t, trip.id)).toContain(ratingId);
    expect((await queue(second)).edges.map((edge) => edge._id)).not.toContain(appealId);

    const mail = await t.smtp.waitForMail(author.user.email ?? '');
    expect(mail.raw).toContain('We have decided on your appeal');
    expect(mail.raw).toContain('again: others see it');
    expect(mail.raw).toContain('Kritika, ne urážka.');
    expect(mail.raw).toContain('An editor other than the one who made the original decision');
    expect(mail.raw).not.toContain('out-of-court');
    expect(mail.raw).toContain(`${TEST_PUBLIC_URL}/app/trips/${trip.id}`);

    const audit = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'rating'), eq(auditLog.entityId, ratingId)));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'appeal.decide',
      'rating.hide',
      'rating.restore',
      'reports.decide',
    ]);
    expect(audit.find((entry) => entry.action === 'appeal.decide')).toMatchObject({
      actorId: second.user.id,
      before: { appealId, decisionId },
      after: { outcome: 'RESTORE', explanation: 'Kritika, ne urážka.' },
    });
    expect(audit.find((entry) => entry.action === 'rating.restore')?.actorId).toBe(second.user.id);

    const again = await decide(second, appealId, 'CONFIRM');
    expect([errorCode(again), reason(again)]).toEqual(['ACTION_NOT_ALLOWED', 'ALREADY_DECIDED']);
  });

  it('CONFIRM keeps the rating hidden and tells the author in Czech, with the way to a court or a dispute body', async () => {
    const { trip, author, ratingId, appealId } = await appealed({ language: 'cs_CZ' });
    expect(
      data<Record<string, unknown>>(await decide(second, appealId, 'CONFIRM', 'Urážka zůstává urážkou.')),
    ).toMatchObject({
      outcome: 'CONFIRM',
    });
    expect(await publicRatingIds(t, trip.id)).not.toContain(ratingId);
    const mail = await t.smtp.waitForMail(author.user.email ?? '');
    expect(mail.raw).toContain('Rozhodli jsme o vašem odvolání');
    expect(mail.raw).toContain('zůstává skryté');
    expect(mail.raw).toContain('Urážka zůstává urážkou.');
    expect(mail.raw).toContain('certifikovaný orgán pro mimosoudní řešení sporů');
    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, ratingId));
    expect(audit.filter((entry) => entry.action === 'rating.restore')).toHaveLength(0);
    expect(audit.filter((entry) => entry.action === 'appeal.decide')).toHaveLength(1);
  });

  it('lets only one of two simultaneous decisions through, the other ALREADY_DECIDED', async () => {
    const { trip, ratingId, appealId } = await appealed();
    const third = await signedInUser(t, { roles: ['USER', 'CHIEF_EDITOR'] });
    const answers = await Promise.all([decide(second, appealId, 'RESTORE'), decide(third, appealId, 'CONFIRM')]);
    const codes = answers.map(errorCode);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors !== undefined) as GraphQLResponse;
    expect([errorCode(refused), reason(refused)]).toEqual(['ACTION_NOT_ALLOWED', 'ALREADY_DECIDED']);
    const restored = codes[0] === undefined;
    expect((await publicRatingIds(t, trip.id)).includes(ratingId)).toBe(restored);
    const [stored] = await t.app.services.db.select().from(contentAppeals).where(eq(contentAppeals.id, appealId));
    expect(stored?.outcome).toBe(restored ? 'RESTORE' : 'CONFIRM');
  });
});

describe('who may handle appeals', () => {
  it('appealQueue and decideAppeal: anonymous UNAUTHORIZED, CHIEF_EDITOR and ADMIN allowed, others FORBIDDEN', async () => {
    const moderators = ['CHIEF_EDITOR', 'ADMIN'];
    expect(errorCode(await t.gql(QUEUE, {}))).toBe('UNAUTHORIZED');
    const { appealId: anonymousTry } = await appealed();
    expect(errorCode(await decide(null, anonymousTry, 'CONFIRM'))).toBe('UNAUTHORIZED');
    for (const role of ROLES) {
      const session = await signedInUser(t, { roles: [...new Set(['USER', role])] });
      const { appealId } = await appealed();
      const listed = await t.gql(QUEUE, {}, { token: session.token });
      const decided = await decide(session, appealId, 'CONFIRM');
      if (moderators.includes(role)) {
        expect(listed.errors, role).toBeUndefined();
        expect(decided.errors, role).toBeUndefined();
      } else {
        expect(errorCode(listed), role).toBe('FORBIDDEN');
        expect(errorCode(decided), role).toBe('FORBIDDEN');
      }
    }
  });
});

describe("an appellant's data", () => {
  it('lists their appeals in "Download my data", and takes them along when they delete their account', async () => {
    const { author, decisionId, ratingId, appealId } = await appealed();
    data(await decide(second, appealId, 'CONFIRM', 'Platí.'));
    const response = await fetch(`${t.url}/api/my-data`, { headers: { authorization: `Bearer ${author.token}` } });
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const exported = JSON.parse(files['my-data.json'] as string);
    expect(exported.appeals).toEqual([
      expect.objectContaining({
        decisionId,
        ratingId,
        explanation: 'Nikoho jsem neurážel.',
        outcome: 'CONFIRM',
        outcomeExplanation: 'Platí.',
      }),
    ]);

    const theirs = () =>
      t.app.services.db.select().from(contentAppeals).where(eq(contentAppeals.appellantId, author.user.id));
    expect(await theirs()).toHaveLength(1);
    data(await t.gql('mutation { deleteAccount }', {}, { token: author.token }));
    expect(await theirs()).toHaveLength(0);
  });
});
