import { expect } from 'vitest';
import { hikerPhotos, images } from '../src/db/schema.js';
import { buildTrip } from './content-factories.js';
import { signedInUser, uniqueEmail } from './factories.js';
import type { GraphQLResponse, TestApp } from './harness.js';

// Notice and action through the API, as the app and the console do it: shared by the reports, appeals and figures tests.

export type Session = Awaited<ReturnType<typeof signedInUser>>;
export type UserOverrides = Parameters<typeof signedInUser>[1];
export type ReportValues = { reason?: string; explanation?: string | null; email?: string | null; goodFaith?: boolean };
/** What is reported. */
export type TargetKind = 'RATING' | 'HIKER_PHOTO';
/** Who reports: a visitor with the page's language (Accept-Language), or the session's account. */
export type Reporter = { session?: Session; language?: string };

const REPORT = 'mutation R($input: ReportContentInput!) { reportContent(input: $input) }';
const DECIDE = `mutation D($input: DecideReportsInput!) { decideReports(input: $input) {
  _id targetKind targetId decision ground explanation decidedAt closedReports } }`;
const APPEAL = `mutation A($input: AppealDecisionInput!) { appealDecision(input: $input) { _id } }`;
const DECIDE_APPEAL = `mutation D($input: DecideAppealInput!) { decideAppeal(input: $input) { _id } }`;
const RATE = `mutation R($id: ID!, $input: RateTripInput!) { rateTrip(id: $id, input: $input) { myRating { _id } } }`;
const PUBLIC_RATINGS = `query P($id: ID!) { publishedTrip(id: $id) { ratingsCount
  ratings(pagination: { pageSize: 50 }) { edges { _id } } } }`;

/** The answer's one root field, after checking that there is no error. */
export function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as T;
}

/** The invalid fields of a BAD_USER_INPUT answer. */
export const fields = (response: GraphQLResponse) =>
  (response.errors?.[0]?.extensions?.fields as Array<{ field: string; messageKey: string }> | undefined) ?? [];

/** A person rates a fresh (or the given) trip through the API; the trip, the author and the rating's id. */
export async function ratedTrip(t: TestApp, text = 'Bláto a odpadky.', overrides: UserOverrides = {}, tripId?: string) {
  const trip = tripId ? { id: tripId, title: '' } : await buildTrip(t);
  const author = await signedInUser(t, { firstname: 'Karel', lastname: 'Novák', ...overrides });
  const response = await t.gql<{ rateTrip: { myRating: { _id: string } } }>(
    RATE,
    { id: trip.id, input: { score: 1, text } },
    { token: author.token },
  );
  return { trip, author, ratingId: response.data?.rateTrip.myRating._id ?? '' };
}

/**
 * A photo on the rating, straight in the tables (an image with JPEG renditions and its `hiker_photos` row), the way
 * saving a rating with an uploaded photo leaves it; without a rating it is pending. The photo's id.
 */
export async function buildHikerPhoto(
  t: TestApp,
  photo: { userId: string; ratingId: string | null; caption?: string; position?: number },
) {
  const key = crypto.randomUUID();
  const variants = [{ format: 'jpeg' as const, width: 480, height: 320, key: `${key}-480.jpg`, bytes: 20_000 }];
  const { db } = t.app.services;
  const [image] = await db
    .insert(images)
    .values({ url: `/media/uploads/${key}-480.jpg`, alt: '', width: 480, height: 320, variants })
    .returning({ id: images.id });
  const [row] = await db
    .insert(hikerPhotos)
    .values({ ...photo, imageId: image?.id ?? '', attachedAt: photo.ratingId ? new Date() : null })
    .returning({ id: hikerPhotos.id });
  return row?.id ?? '';
}

/** Reports the item (a rating unless `kind` says otherwise), as a visitor (e-mail, Accept-Language) or an account. */
export function reportRating(
  t: TestApp,
  targetId: string,
  values: ReportValues = {},
  as: Reporter = {},
  kind: TargetKind = 'RATING',
) {
  const input = { targetKind: kind, targetId, reason: 'SPAM', goodFaith: true, ...values };
  const headers: Record<string, string> = as.language ? { 'accept-language': as.language } : {};
  return t.gql(REPORT, { input }, { token: as.session?.token, headers });
}

/** Reports a hiker's photo, as reportRating does a rating. */
export function reportPhoto(t: TestApp, photoId: string, values: ReportValues = {}, as: Reporter = {}) {
  return reportRating(t, photoId, values, as, 'HIKER_PHOTO');
}

/** A moderator's decision on an item's open reports (a rating unless the input says otherwise), as the session. */
export function decideReports(t: TestApp, session: Session | null, input: Record<string, unknown>) {
  return t.gql<Record<string, { _id: string } & Record<string, unknown>>>(
    DECIDE,
    { input: { targetKind: 'RATING', ...input } },
    { token: session?.token },
  );
}

/** The ids of the trip's ratings that readers see. */
export async function publicRatingIds(t: TestApp, tripId: string) {
  const trip = data<{ ratings: { edges: Array<{ _id: string }> } }>(await t.gql(PUBLIC_RATINGS, { id: tripId }));
  return trip.ratings.edges.map((rating) => rating._id);
}

/** The item (a rating unless `kind` says otherwise) reported and hidden by the moderator; the HIDE decision's id. */
export async function hideOnReport(
  t: TestApp,
  moderator: Session,
  targetId: string,
  explanation = 'Urážky.',
  kind: TargetKind = 'RATING',
) {
  data(await reportRating(t, targetId, { email: uniqueEmail('reporter') }, {}, kind));
  const decision = data<{ _id: string }>(
    await decideReports(t, moderator, {
      targetKind: kind,
      targetId,
      decision: 'HIDE',
      ground: 'HATE_OR_HARASSMENT',
      explanation,
    }),
  );
  return decision._id;
}

/** The author appeals against the decision; the appeal's id. */
export async function appealAgainst(t: TestApp, author: Session, decisionId: string, explanation = 'Nikoho neurážím.') {
  const appeal = data<{ _id: string }>(
    await t.gql(APPEAL, { input: { decisionId, explanation } }, { token: author.token }),
  );
  return appeal._id;
}

/** Another moderator gives the appeal its outcome. */
export async function decideAppeal(t: TestApp, moderator: Session, appealId: string, outcome: 'RESTORE' | 'CONFIRM') {
  const explanation = outcome === 'RESTORE' ? 'Po novém posouzení v pořádku.' : 'Rozhodnutí platí.';
  data(await t.gql(DECIDE_APPEAL, { input: { appealId, outcome, explanation } }, { token: moderator.token }));
}
