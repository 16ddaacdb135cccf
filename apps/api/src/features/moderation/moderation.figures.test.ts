import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import {
  buildHikerPhoto,
  data,
  decideReports,
  fields,
  ratedTrip,
  reportRating,
  type Session,
  type TargetKind,
} from '../../../test/moderation-factories.js';
import { contentAppeals, contentReports, moderationDecisions } from '../../db/schema.js';

const FIGURES = `query F($from: String!, $to: String!) { moderationFigures(from: $from, to: $to) {
  month reportsByReason { reason count } decisionsByKind { decision count } medianHoursToDecision
  appealsReceived appealsRestored appealsConfirmed } }`;
const APPEAL = `mutation A($input: AppealDecisionInput!) { appealDecision(input: $input) { _id } }`;
const DECIDE_APPEAL = `mutation D($input: DecideAppealInput!) { decideAppeal(input: $input) { _id } }`;

interface Month {
  month: string;
  reportsByReason: Array<{ reason: string; count: number }>;
  decisionsByKind: Array<{ decision: string; count: number }>;
  medianHoursToDecision: number | null;
  appealsReceived: number;
  appealsRestored: number;
  appealsConfirmed: number;
}

let t: TestApp;
let moderator: Session;
let second: Session;

const figures = (from: string, to: string, session: Session | null = moderator) =>
  t.gql<Record<string, Month[]>>(FIGURES, { from, to }, { token: session?.token });

const csv = (query: string, session: Session | null = moderator) =>
  fetch(`${t.url}/api/moderation-figures.csv?${query}`, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });

/** Moves rows back in time, once every call that needs them recent (appealing within six months) has been made. */
const backdating: Array<() => Promise<unknown>> = [];

/**
 * A rating (or a photo on one) reported with these reasons and decided on, all through the API; its reports and
 * decision are then moved to the given moments (UTC), as if made then. The rating's author and the decision's id.
 */
async function decidedCase(
  reports: Array<[reason: string, at: string]>,
  decision: 'HIDE' | 'KEEP',
  decidedAt: string,
  kind: TargetKind = 'RATING',
) {
  const { author, ratingId } = await ratedTrip(t);
  const targetId = kind === 'RATING' ? ratingId : await buildHikerPhoto(t, { userId: author.user.id, ratingId });
  for (const [reason] of reports) {
    data(await reportRating(t, targetId, { email: uniqueEmail(), reason }, {}, kind));
  }
  const ground = decision === 'HIDE' ? 'SPAM' : null;
  const made = data(
    await decideReports(t, moderator, { targetKind: kind, targetId, decision, ground, explanation: 'Posouzeno.' }),
  );
  const { db } = t.app.services;
  const stored = await db.select().from(contentReports).where(eq(contentReports.targetId, targetId));
  for (const [reason, at] of reports) {
    const row = stored.find((report) => report.reason === reason);
    if (!row) throw new Error(`no ${reason} report`);
    stored.splice(stored.indexOf(row), 1);
    backdating.push(() =>
      db
        .update(contentReports)
        .set({ createdAt: new Date(at) })
        .where(eq(contentReports.id, row.id)),
    );
  }
  backdating.push(() =>
    db
      .update(moderationDecisions)
      .set({ decidedAt: new Date(decidedAt) })
      .where(eq(moderationDecisions.id, made._id)),
  );
  return { author, decisionId: made._id };
}

/** The author appeals and the second moderator decides; both moments are then moved to the given ones (UTC). */
async function appealedCase(
  author: Session,
  decisionId: string,
  outcome: 'RESTORE' | 'CONFIRM',
  appealedAt: string,
  decidedAt: string,
) {
  const input = { decisionId, explanation: 'Nesouhlasím.' };
  const appeal = data<{ _id: string }>(await t.gql(APPEAL, { input }, { token: author.token }));
  const decision = { appealId: appeal._id, outcome, explanation: 'Posouzeno znovu.' };
  data(await t.gql(DECIDE_APPEAL, { input: decision }, { token: second.token }));
  backdating.push(() =>
    t.app.services.db
      .update(contentAppeals)
      .set({ createdAt: new Date(appealedAt), decidedAt: new Date(decidedAt) })
      .where(eq(contentAppeals.id, appeal._id)),
  );
}

const zeros = (names: string[], key: 'reason' | 'decision', counts: Record<string, number> = {}) =>
  names.map((name) => ({ [key]: name, count: counts[name] ?? 0 }));
const REASONS = ['ILLEGAL_CONTENT', 'HATE_OR_HARASSMENT', 'SPAM', 'PERSONAL_DATA', 'OFF_TOPIC', 'OTHER'];
const KINDS = ['HIDE', 'KEEP'];

beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInUser(t, { roles: ['USER', 'CHIEF_EDITOR'] });
  second = await signedInUser(t, { roles: ['USER', 'ADMIN'] });

  // January 2024: three decisions, 24, 2 and 10 hours after the item's first report (median 10).
  const first = await decidedCase(
    [
      ['SPAM', '2024-01-10T10:00:00Z'],
      ['OFF_TOPIC', '2024-01-10T12:00:00Z'],
    ],
    'HIDE',
    '2024-01-11T10:00:00Z',
  );
  const hateful = await decidedCase([['HATE_OR_HARASSMENT', '2024-01-15T08:00:00Z']], 'HIDE', '2024-01-15T10:00:00Z');
  await decidedCase([['SPAM', '2024-01-20T00:00:00Z']], 'KEEP', '2024-01-20T10:00:00Z');
  // 23:30 UTC on 31 January is half past midnight on 1 February in Prague: a February report.
  await decidedCase([['SPAM', '2024-01-31T23:30:00Z']], 'KEEP', '2024-02-01T11:30:00Z');
  // Appealed in January, restored in February; appealed and confirmed in April. March has nothing at all.
  await appealedCase(first.author, first.decisionId, 'RESTORE', '2024-01-25T10:00:00Z', '2024-02-05T10:00:00Z');
  await appealedCase(hateful.author, hateful.decisionId, 'CONFIRM', '2024-04-02T10:00:00Z', '2024-04-03T10:00:00Z');
  // May 2024: two decisions, 4 and 6 hours after their reports: the median lies half way.
  await decidedCase([['PERSONAL_DATA', '2024-05-06T08:00:00Z']], 'HIDE', '2024-05-06T12:00:00Z');
  await decidedCase([['OFF_TOPIC', '2024-05-07T08:00:00Z']], 'KEEP', '2024-05-07T14:00:00Z');
  // June 2024: photos count as ratings do. One hidden 3 hours after its reports, appealed and restored; one kept.
  const photo = await decidedCase(
    [
      ['PERSONAL_DATA', '2024-06-03T08:00:00Z'],
      ['SPAM', '2024-06-03T09:00:00Z'],
    ],
    'HIDE',
    '2024-06-03T11:00:00Z',
    'HIKER_PHOTO',
  );
  await appealedCase(photo.author, photo.decisionId, 'RESTORE', '2024-06-04T10:00:00Z', '2024-06-05T10:00:00Z');
  await decidedCase([['OFF_TOPIC', '2024-06-10T08:00:00Z']], 'KEEP', '2024-06-10T09:00:00Z', 'HIKER_PHOTO');
  for (const move of backdating) await move();
});
afterAll(() => t.close());

describe('moderationFigures', () => {
  it('counts each calendar month in Prague time, with a median and a month with nothing', async () => {
    const months = data<Month[]>(await figures('2024-01', '2024-04'));
    expect(months).toEqual([
      {
        month: '2024-01',
        reportsByReason: zeros(REASONS, 'reason', { SPAM: 2, OFF_TOPIC: 1, HATE_OR_HARASSMENT: 1 }),
        decisionsByKind: zeros(KINDS, 'decision', { HIDE: 2, KEEP: 1 }),
        medianHoursToDecision: 10,
        appealsReceived: 1,
        appealsRestored: 0,
        appealsConfirmed: 0,
      },
      {
        month: '2024-02',
        reportsByReason: zeros(REASONS, 'reason', { SPAM: 1 }),
        decisionsByKind: zeros(KINDS, 'decision', { KEEP: 1 }),
        medianHoursToDecision: 12,
        appealsReceived: 0,
        appealsRestored: 1,
        appealsConfirmed: 0,
      },
      {
        month: '2024-03',
        reportsByReason: zeros(REASONS, 'reason'),
        decisionsByKind: zeros(KINDS, 'decision'),
        medianHoursToDecision: null,
        appealsReceived: 0,
        appealsRestored: 0,
        appealsConfirmed: 0,
      },
      {
        month: '2024-04',
        reportsByReason: zeros(REASONS, 'reason'),
        decisionsByKind: zeros(KINDS, 'decision'),
        medianHoursToDecision: null,
        appealsReceived: 1,
        appealsRestored: 0,
        appealsConfirmed: 1,
      },
    ]);
    // Half way between two decisions when there is an even number: February alone is 12, January and February 11.
    expect(data<Month[]>(await figures('2024-02', '2024-02'))[0]?.medianHoursToDecision).toBe(12);
  });

  it("counts reports of hikers' photos, decisions on them and appeals against them", async () => {
    expect(data<Month[]>(await figures('2024-06', '2024-06'))).toEqual([
      {
        month: '2024-06',
        reportsByReason: zeros(REASONS, 'reason', { PERSONAL_DATA: 1, SPAM: 1, OFF_TOPIC: 1 }),
        decisionsByKind: zeros(KINDS, 'decision', { HIDE: 1, KEEP: 1 }),
        medianHoursToDecision: 2,
        appealsReceived: 1,
        appealsRestored: 1,
        appealsConfirmed: 0,
      },
    ]);
    const response = await csv('from=2024-06&to=2024-06');
    expect((await response.text()).split('\r\n')[1]).toBe('2024-06,0,0,1,1,1,0,1,1,2,1,1,0');
  });

  it('takes YYYY-MM months, from no later than to, at most 24 of them', async () => {
    expect(data<Month[]>(await figures('2023-01', '2024-12'))).toHaveLength(24);
    const cases = [
      { from: '2024-13', to: '2024-12', field: 'from' },
      { from: '2024-1', to: '2024-12', field: 'from' },
      { from: '2024-01', to: 'December', field: 'to' },
      { from: '2024-05', to: '2024-04', field: 'to' },
      { from: '2023-01', to: '2025-01', field: 'to' },
    ];
    for (const { from, to, field } of cases) {
      const response = await figures(from, to);
      expect(errorCode(response), `${from}–${to}`).toBe('BAD_USER_INPUT');
      expect(fields(response)).toContainEqual(expect.objectContaining({ field, messageKey: 'INVALID_VALUE' }));
    }
  });

  it('is for CHIEF_EDITOR and ADMIN: anonymous UNAUTHORIZED, others FORBIDDEN', async () => {
    expect(errorCode(await figures('2024-01', '2024-01', null))).toBe('UNAUTHORIZED');
    for (const roles of [['USER'], ['USER', 'TRIP_EDITOR'], ['USER', 'BLOG_EDITOR']]) {
      expect(errorCode(await figures('2024-01', '2024-01', await signedInUser(t, { roles }))), roles.join()).toBe(
        'FORBIDDEN',
      );
    }
    expect((await figures('2024-01', '2024-01', second)).errors).toBeUndefined();
  });
});

describe('GET /api/moderation-figures.csv', () => {
  it('serves the same figures as CSV: a header row, one row per month, CRLF line ends', async () => {
    const response = await csv('from=2024-02&to=2024-03');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="toulky-moderation-2024-02-2024-03.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(
      [
        'month,reports_ILLEGAL_CONTENT,reports_HATE_OR_HARASSMENT,reports_SPAM,reports_PERSONAL_DATA,reports_OFF_TOPIC,' +
          'reports_OTHER,decisions_HIDE,decisions_KEEP,median_hours_to_decision,appeals_received,appeals_restored,' +
          'appeals_confirmed',
        '2024-02,0,0,1,0,0,0,0,1,12,0,1,0',
        '2024-03,0,0,0,0,0,0,0,0,,0,0,0',
        '',
      ].join('\r\n'),
    );
  });

  it('answers 401 without a session, 403 for others than moderators and 400 for a bad range, in the plain routes’ body', async () => {
    const anonymous = await csv('from=2024-01&to=2024-01', null);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatchObject({ code: 'UNAUTHORIZED', requestId: expect.any(String) });
    const member = await csv('from=2024-01&to=2024-01', await signedInUser(t));
    expect(member.status).toBe(403);
    expect((await member.json()).error.code).toBe('FORBIDDEN');
    const backwards = await csv('from=2024-05&to=2024-01');
    expect(backwards.status).toBe(400);
    const body = await backwards.json();
    expect(body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'to', messageKey: 'INVALID_VALUE' })],
    });
    const missing = await csv('');
    expect(missing.status).toBe(400);
    await missing.arrayBuffer();
  });
});
