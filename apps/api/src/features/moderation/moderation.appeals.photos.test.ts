import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import {
  appealAgainst,
  buildHikerPhoto,
  data,
  fields,
  hideOnReport,
  publicRatingIds,
  ratedTrip,
  type Session,
  type UserOverrides,
} from '../../../test/moderation-factories.js';
import { auditLog, hikerPhotos } from '../../db/schema.js';

const APPEAL = `mutation A($input: AppealDecisionInput!) { appealDecision(input: $input) { _id decisionId outcome } }`;
const QUEUE = `query Q { appealQueue(pagination: { pageSize: 50 }) { edges { _id decision { _id decidedByViewer }
  rating { _id hidden trip { _id } } photo { _id caption hidden image { alt } rating { _id hidden } } } } }`;
const DECIDE = `mutation D($input: DecideAppealInput!) { decideAppeal(input: $input) { _id outcome } }`;
const MODERATION = `moderation { hidden hiddenAt explanation decisionId ground appealable
  appeal { _id outcome outcomeExplanation } }`;
const TRIP = `query T($id: ID!) { publishedTrip(id: $id) {
  myRating { _id photos { _id ${MODERATION} } }
  ratings(pagination: { pageSize: 50 }) { edges { _id photos { _id ${MODERATION} } } }
  hikerPhotos { edges { _id } } } }`;

interface Photo {
  _id: string;
  moderation: {
    hidden: boolean;
    hiddenAt: string | null;
    explanation: string | null;
    decisionId: string | null;
    ground: string | null;
    appealable: boolean;
    appeal: { _id: string; outcome: string | null; outcomeExplanation: string | null } | null;
  } | null;
}
interface Trip {
  myRating: { _id: string; photos: Photo[] } | null;
  ratings: { edges: Array<{ _id: string; photos: Photo[] }> };
  hikerPhotos: { edges: Array<{ _id: string }> };
}
interface QueuedAppeal {
  _id: string;
  decision: { _id: string; decidedByViewer: boolean };
  rating: { _id: string; hidden: boolean; trip: { _id: string } } | null;
  photo: { _id: string; caption: string; hidden: boolean; image: { alt: string }; rating: { _id: string } } | null;
}

let t: TestApp;
/** Decides on reports; the appeals against those decisions go to `second`. */
let moderator: Session;
let second: Session;

/** A photo on a visible rating, hidden by the moderator on a report, the statement delivered; the decision's id. */
async function hiddenPhoto(overrides: UserOverrides = {}, caption = 'Cizí děti na lavičce') {
  const rated = await ratedTrip(t, 'Krásná vyhlídka.', overrides);
  const photoId = await buildHikerPhoto(t, { userId: rated.author.user.id, ratingId: rated.ratingId, caption });
  const decisionId = await hideOnReport(t, moderator, photoId, 'Cizí obličeje.', 'HIKER_PHOTO');
  await t.smtp.waitForMail(rated.author.user.email ?? '');
  return { ...rated, photoId, decisionId };
}

const tripAs = async (tripId: string, session?: Session) =>
  data<Trip>(await t.gql(TRIP, { id: tripId }, { token: session?.token }));

const decide = (session: Session, appealId: string, outcome: string, explanation = 'Posouzeno znovu.') =>
  t.gql(DECIDE, { input: { appealId, outcome, explanation } }, { token: session.token });

const reason = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.reason;

const hiddenAt = async (photoId: string) =>
  (await t.app.services.db.select().from(hikerPhotos).where(eq(hikerPhotos.id, photoId)))[0]?.hiddenAt;

async function queued(session: Session, appealId: string) {
  const page = data<{ edges: QueuedAppeal[] }>(await t.gql(QUEUE, {}, { token: session.token }));
  return page.edges.find((edge) => edge._id === appealId);
}

beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInUser(t, { roles: ['USER', 'CHIEF_EDITOR'] });
  second = await signedInUser(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

describe("a hidden photo's moderation", () => {
  it('shows its author (and nobody else) the decision and the way to appeal, and the appeal once made', async () => {
    const { trip, author, ratingId, photoId, decisionId } = await hiddenPhoto();
    // The rating stays; the photo is gone for readers.
    expect(await publicRatingIds(t, trip.id)).toContain(ratingId);
    const visitor = await tripAs(trip.id);
    expect(visitor.ratings.edges.find((rating) => rating._id === ratingId)?.photos).toEqual([]);
    expect(visitor.hikerPhotos.edges).toEqual([]);

    const mine = (await tripAs(trip.id, author)).myRating?.photos[0];
    expect(mine).toMatchObject({
      _id: photoId,
      moderation: {
        hidden: true,
        explanation: 'Cizí obličeje.',
        decisionId,
        ground: 'HATE_OR_HARASSMENT',
        appealable: true,
        appeal: null,
      },
    });
    expect(mine?.moderation?.hiddenAt).toEqual(expect.any(String));

    const appealId = await appealAgainst(t, author, decisionId);
    expect((await tripAs(trip.id, author)).myRating?.photos[0]?.moderation).toMatchObject({
      appealable: false,
      appeal: { _id: appealId, outcome: null },
    });
  });

  it("is null on a shown photo for anyone but its author, and the author's shown photo has nothing to appeal", async () => {
    const { trip, author, ratingId } = await ratedTrip(t);
    const photoId = await buildHikerPhoto(t, { userId: author.user.id, ratingId });
    for (const session of [undefined, await signedInUser(t)]) {
      const photos = (await tripAs(trip.id, session)).ratings.edges.find((rating) => rating._id === ratingId)?.photos;
      expect(photos).toEqual([{ _id: photoId, moderation: null }]);
    }
    expect((await tripAs(trip.id, author)).myRating?.photos[0]?.moderation).toMatchObject({
      hidden: false,
      decisionId: null,
      appealable: false,
    });
  });
});

describe('appealing against hiding a photo', () => {
  it("is the photo's author's alone", async () => {
    const { decisionId } = await hiddenPhoto();
    for (const session of [await signedInUser(t), moderator]) {
      const response = await t.gql(APPEAL, { input: { decisionId, explanation: 'Ne.' } }, { token: session.token });
      expect(fields(response)).toEqual([expect.objectContaining({ field: 'decisionId', messageKey: 'INVALID_VALUE' })]);
    }
  });

  it('queues the appeal with the photo in context; the deciding moderator cannot decide it, another restores it', async () => {
    const { trip, author, ratingId, photoId, decisionId } = await hiddenPhoto({ language: 'en_US' });
    const appealId = await appealAgainst(t, author, decisionId, 'Jsou to moje děti.');
    expect(await queued(moderator, appealId)).toMatchObject({
      decision: { _id: decisionId, decidedByViewer: true },
      rating: { _id: ratingId, hidden: false, trip: { _id: trip.id } },
      photo: {
        _id: photoId,
        caption: 'Cizí děti na lavičce',
        hidden: true,
        image: { alt: 'Cizí děti na lavičce' },
        rating: { _id: ratingId },
      },
    });

    // Read (and kept by the catalogue cache) before the restore, so that "shown again at once" is really tested.
    expect((await tripAs(trip.id)).hikerPhotos.edges).toEqual([]);
    const same = await decide(moderator, appealId, 'RESTORE');
    expect([errorCode(same), reason(same)]).toEqual(['ACTION_NOT_ALLOWED', 'SAME_MODERATOR']);
    expect(await hiddenAt(photoId)).toBeInstanceOf(Date);

    expect(data(await decide(second, appealId, 'RESTORE', 'Se souhlasem rodičů v pořádku.'))).toMatchObject({
      outcome: 'RESTORE',
    });
    expect(await hiddenAt(photoId)).toBeNull();
    expect((await tripAs(trip.id)).hikerPhotos.edges.map((photo) => photo._id)).toContain(photoId);
    expect(await queued(second, appealId)).toBeUndefined();

    const mail = await t.smtp.waitForMail(author.user.email ?? '');
    expect(mail.raw).toContain(
      `We have published your photo captioned "Cizí děti na lavičce" on your rating of the trip "${trip.title}" again`,
    );
    expect(mail.raw).toContain('Se souhlasem rodičů v pořádku.');
    expect(mail.raw).toContain('no automated means were used');
    expect(mail.raw).toContain(`${TEST_PUBLIC_URL}/app/trips/${trip.id}`);

    const audit = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'hiker_photo'), eq(auditLog.entityId, photoId)));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'appeal.decide',
      'photo.hide',
      'photo.restore',
      'reports.decide',
    ]);
    expect(audit.find((entry) => entry.action === 'photo.restore')).toMatchObject({
      actorId: second.user.id,
      after: { hidden: false },
    });
  });

  it('CONFIRM keeps the photo hidden and tells a Czech author in Czech, with the way onwards', async () => {
    const { trip, author, photoId, decisionId } = await hiddenPhoto({}, '');
    const appealId = await appealAgainst(t, author, decisionId);
    data(await decide(second, appealId, 'CONFIRM', 'Rozhodnutí platí.'));
    expect(await hiddenAt(photoId)).toBeInstanceOf(Date);
    const mail = await t.smtp.waitForMail(author.user.email ?? '');
    expect(mail.raw).toContain(
      `Původní rozhodnutí platí: vaše fotka u hodnocení výletu „${trip.title}“ zůstává skrytá.`,
    );
    expect(mail.raw).toContain('Rozhodnutí platí.');
    expect(mail.raw).toContain('mimosoudní řešení sporů');
    expect((await tripAs(trip.id, author)).myRating?.photos[0]?.moderation).toMatchObject({
      hidden: true,
      appeal: { _id: appealId, outcome: 'CONFIRM', outcomeExplanation: 'Rozhodnutí platí.' },
    });
  });

  it('cannot RESTORE a photo deleted since, and can still CONFIRM the decision', async () => {
    const { author, photoId, decisionId } = await hiddenPhoto();
    const appealId = await appealAgainst(t, author, decisionId);
    await t.app.services.db.delete(hikerPhotos).where(eq(hikerPhotos.id, photoId));
    const gone = await decide(second, appealId, 'RESTORE');
    expect(fields(gone)).toEqual([expect.objectContaining({ field: 'outcome', messageKey: 'INVALID_VALUE' })]);
    expect(data(await decide(second, appealId, 'CONFIRM'))).toMatchObject({ outcome: 'CONFIRM' });
  });
});
