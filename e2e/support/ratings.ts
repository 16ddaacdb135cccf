import { gql, inLanguage, type SeededUser, seedUser } from './api';
import { tokenOf } from './console';
import { E2E } from './environment';
import type { Language } from './texts';

/**
 * A new hiker who speaks the run's language rates the trip (one star, `text`) through the API, as the app does: the
 * author of the rating, with their token and the rating's id.
 */
export async function ratingBy(
  language: Language,
  tripId: string,
  text: string,
): Promise<{ author: SeededUser; token: string; ratingId: string }> {
  const author = await seedUser(E2E.appUrl, 'rater');
  const token = await tokenOf(author);
  // Mails follow the account's language, as after a language change in the app's settings.
  await gql(
    E2E.appUrl,
    'mutation L($l: Language!) { updateMyProfile(input: { language: $l }) { _id } }',
    { l: language.code },
    token,
  );
  const { rateTrip } = await gql<{ rateTrip: { ratings: { edges: Array<{ _id: string; text: string }> } } }>(
    E2E.appUrl,
    `mutation R($id: ID!, $text: String!) {
      rateTrip(id: $id, input: { score: 1, text: $text }) { ratings(pagination: { pageSize: 50 }) { edges { _id text } } }
    }`,
    { id: tripId, text },
    token,
  );
  const rating = rateTrip.ratings.edges.find((edge) => edge.text === text);
  if (!rating) throw new Error(`The rating "${text}" is not among the trip's`);
  return { author, token, ratingId: rating._id };
}

/** The texts of the trip's ratings a reader (signed out) gets. */
export async function ratingTexts(language: Language, tripId: string): Promise<string[]> {
  const data = await gql<{ publishedTrip: { ratings: { edges: Array<{ text: string }> } } }>(
    E2E.appUrl,
    'query T($id: ID!) { publishedTrip(id: $id) { ratings(pagination: { pageSize: 50 }) { edges { text } } } }',
    { id: tripId },
    undefined,
    inLanguage(language),
  );
  return data.publishedTrip.ratings.edges.map((rating) => rating.text);
}
