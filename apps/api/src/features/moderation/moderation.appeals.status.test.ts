import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrip } from '../../../test/content-factories.js';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  appealAgainst,
  data,
  decideAppeal,
  decideReports,
  hideOnReport,
  ratedTrip,
  reportRating,
  type Session,
} from '../../../test/moderation-factories.js';
import { moderationDecisions, tripRatings } from '../../db/schema.js';

const MODERATION = `moderation { hidden hiddenAt explanation decisionId ground decidedAt appealableUntil appealable
  appeal { _id decisionId explanation createdAt outcome outcomeExplanation decidedAt } }`;
const TRIP = `query T($id: ID!) { publishedTrip(id: $id) {
  myRating { _id ${MODERATION} }
  ratings(pagination: { pageSize: 50 }) { edges { _id ${MODERATION} } } } }`;
const HIDE = 'mutation H($id: ID!, $reason: String!) { hideRating(id: $id, reason: $reason) { _id } }';
const RESTORE = 'mutation R($id: ID!) { restoreRating(id: $id) { _id } }';

interface Moderation {
  hidden: boolean;
  hiddenAt: string | null;
  explanation: string | null;
  decisionId: string | null;
  ground: string | null;
  decidedAt: string | null;
  appealableUntil: string | null;
  appealable: boolean;
  appeal: Record<string, unknown> | null;
}
interface Rating {
  _id: string;
  moderation: Moderation | null;
}
interface Trip {
  myRating: Rating | null;
  ratings: { edges: Rating[] };
}

const SHOWN = {
  hidden: false,
  hiddenAt: null,
  explanation: null,
  decisionId: null,
  ground: null,
  decidedAt: null,
  appealableUntil: null,
  appealable: false,
  appeal: null,
};

let statements = 0;
let t: TestApp;
let moderator: Session;
let second: Session;

/** The trip as the session (none: a visitor) sees it. */
async function tripAs(session: Session | null, tripId: string): Promise<Trip> {
  return data<Trip>(await t.gql(TRIP, { id: tripId }, { token: session?.token }));
}

/** The author's own rating's moderation. */
async function moderationOf(author: Session, tripId: string): Promise<Moderation | null | undefined> {
  return (await tripAs(author, tripId)).myRating?.moderation;
}

beforeAll(async () => {
  t = await startTestApp({}, () => {
    statements += 1;
  });
  moderator = await signedInUser(t, { firstname: 'Jana', lastname: 'Moderátorová', roles: ['USER', 'CHIEF_EDITOR'] });
  second = await signedInUser(t, { firstname: 'Pavel', lastname: 'Druhý', roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

describe('TripRating.moderation', () => {
  it('tells the author of a visible rating that it is shown, and nobody else anything', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    expect(await moderationOf(author, trip.id)).toEqual(SHOWN);

    const listed = (await tripAs(author, trip.id)).ratings.edges.find((rating) => rating._id === ratingId);
    expect(listed?.moderation).toEqual(SHOWN);
    for (const someone of [await signedInUser(t), moderator, null]) {
      const seen = await tripAs(someone, trip.id);
      expect(seen.ratings.edges.find((rating) => rating._id === ratingId)?.moderation).toBeNull();
    }
  });

  it('gives the author of a rating hidden on reports the decision, its ground, explanation and appeal period', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    const decisionId = await hideOnReport(t, moderator, ratingId);
    const moderation = await moderationOf(author, trip.id);
    expect(moderation).toMatchObject({
      hidden: true,
      explanation: 'Urážky.',
      decisionId,
      ground: 'HATE_OR_HARASSMENT',
      appealable: true,
      appeal: null,
    });
    const [decision] = await t.app.services.db
      .select({
        decidedAt: moderationDecisions.decidedAt,
        sixMonthsOn: sql`${moderationDecisions.decidedAt} + interval '6 months'`.mapWith(moderationDecisions.decidedAt),
      })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, decisionId));
    expect(new Date(moderation?.decidedAt ?? '')).toEqual(decision?.decidedAt);
    // The hiding and the decision are stamped in one transaction.
    expect(moderation?.hiddenAt).toBe(moderation?.decidedAt);
    expect(new Date(moderation?.appealableUntil ?? '')).toEqual(decision?.sixMonthsOn);

    // Hidden from everybody else: not in the list, and nothing of its moderation anywhere.
    const other = await tripAs(await signedInUser(t), trip.id);
    expect(other.myRating).toBeNull();
    expect(other.ratings.edges).toEqual([]);
  });

  it('shows the appeal while it is open, and is no longer appealable', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    const decisionId = await hideOnReport(t, moderator, ratingId);
    const appealId = await appealAgainst(t, author, decisionId, 'Jen jsem popsal cestu.');
    expect(await moderationOf(author, trip.id)).toMatchObject({
      hidden: true,
      decisionId,
      appealable: false,
      appeal: {
        _id: appealId,
        decisionId,
        explanation: 'Jen jsem popsal cestu.',
        createdAt: expect.any(String),
        outcome: null,
        outcomeExplanation: null,
        decidedAt: null,
      },
    });
  });

  it('shows a confirmed decision with the second moderator’s explanation, the rating still hidden', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    const decisionId = await hideOnReport(t, moderator, ratingId);
    await decideAppeal(t, second, await appealAgainst(t, author, decisionId), 'CONFIRM');
    expect(await moderationOf(author, trip.id)).toMatchObject({
      hidden: true,
      decisionId,
      appealable: false,
      appeal: { outcome: 'CONFIRM', outcomeExplanation: 'Rozhodnutí platí.', decidedAt: expect.any(String) },
    });
  });

  it('shows a rating restored on appeal as simply shown again', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    const decisionId = await hideOnReport(t, moderator, ratingId);
    await decideAppeal(t, second, await appealAgainst(t, author, decisionId), 'RESTORE');
    expect(await moderationOf(author, trip.id)).toEqual(SHOWN);
  });

  it('is not appealable once the six months are over', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    const decisionId = await hideOnReport(t, moderator, ratingId);
    // The decision and the hiding it stamped, moved back together (one transaction: one now()).
    await t.app.services.db.transaction(async (tx) => {
      const past = sql`now() - interval '6 months 1 day'`;
      await tx.update(moderationDecisions).set({ decidedAt: past }).where(eq(moderationDecisions.id, decisionId));
      await tx.update(tripRatings).set({ hiddenAt: past }).where(eq(tripRatings.id, ratingId));
    });
    const moderation = await moderationOf(author, trip.id);
    expect(moderation).toMatchObject({ hidden: true, decisionId, appealable: false, appeal: null });
    expect(new Date(moderation?.appealableUntil ?? '').getTime()).toBeLessThan(Date.now());
  });

  it('gives a rating hidden straight from the console its reason but no decision to appeal', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    data(await t.gql(HIDE, { id: ratingId, reason: 'Vulgární výrazy.' }, { token: moderator.token }));
    expect(await moderationOf(author, trip.id)).toEqual({
      ...SHOWN,
      hidden: true,
      hiddenAt: expect.any(String),
      explanation: 'Vulgární výrazy.',
    });
  });

  it('gives a decision on reports about a rating hidden meanwhile from the console, which can be appealed', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    data(await reportRating(t, ratingId, { email: uniqueEmail('reporter') }));
    data(await t.gql(HIDE, { id: ratingId, reason: 'Vulgární výrazy.' }, { token: moderator.token }));
    const decision = data<{ _id: string }>(
      await decideReports(t, moderator, {
        targetId: ratingId,
        decision: 'HIDE',
        ground: 'SPAM',
        explanation: 'Reklama na obchod.',
      }),
    );
    expect(await moderationOf(author, trip.id)).toMatchObject({
      hidden: true,
      explanation: 'Reklama na obchod.',
      decisionId: decision._id,
      ground: 'SPAM',
      appealable: true,
    });
  });

  it('forgets a decision undone in the console when the rating is hidden again there', async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    await hideOnReport(t, moderator, ratingId);
    data(await t.gql(RESTORE, { id: ratingId }, { token: moderator.token }));
    expect(await moderationOf(author, trip.id)).toEqual(SHOWN);
    data(await t.gql(HIDE, { id: ratingId, reason: 'Znovu vulgární.' }, { token: moderator.token }));
    expect(await moderationOf(author, trip.id)).toMatchObject({
      hidden: true,
      explanation: 'Znovu vulgární.',
      decisionId: null,
      appealable: false,
    });
  });

  it('reads the moderation of any number of the author’s ratings in one statement', async () => {
    const author = await signedInUser(t, { firstname: 'Eva', lastname: 'Hodnotící' });
    const query = (fields: string) =>
      `{ publishedTrips(pagination: { pageSize: 50 }) { edges { myRating { ${fields} } } } }`;
    const count = async (fields: string) => {
      statements = 0;
      const response = await t.gql<{ publishedTrips: { edges: Array<{ myRating: Rating | null }> } }>(
        query(fields),
        {},
        { token: author.token },
      );
      expect(response.errors).toBeUndefined();
      return { statements, ratings: response.data?.publishedTrips.edges.filter((edge) => edge.myRating) ?? [] };
    };
    const rateAndHide = async () => {
      const trip = await buildTrip(t);
      const rated = data<{ myRating: { _id: string } }>(
        await t.gql(
          'mutation R($id: ID!) { rateTrip(id: $id, input: { score: 1, text: "Hrůza." }) { myRating { _id } } }',
          { id: trip.id },
          { token: author.token },
        ),
      );
      await hideOnReport(t, moderator, rated.myRating._id);
    };

    await rateAndHide();
    // Each first answer after new trips also refreshes the catalogue kept in memory.
    await count('_id');
    const plainOne = await count('_id');
    const withOne = await count(`_id ${MODERATION}`);
    for (let index = 0; index < 5; index += 1) await rateAndHide();
    await count('_id');
    const plainSix = await count('_id');
    const withSix = await count(`_id ${MODERATION}`);
    expect(withSix.ratings).toHaveLength(6);
    expect(withSix.ratings.every((edge) => edge.myRating?.moderation?.hidden)).toBe(true);
    expect(withOne.statements - plainOne.statements).toBe(1);
    expect(withSix.statements - plainSix.statements).toBe(1);
  });
});
