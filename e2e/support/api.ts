import { randomBytes } from 'node:crypto';
import { E2E } from './environment.js';
import { linkIn, waitForMail } from './mail.js';

export interface SeededUser {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** Calls the API directly, as the given user when a token is passed, with `extraHeaders` (e.g. a browser's user agent). */
export async function gql<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors[0].message}`);
  return body.data as T;
}

/**
 * The Accept-Language a browser in this language sends (the app sends its own UI language): the API answers trips,
 * articles and areas in it (issue 30), so a journey compares the screen with an answer in the same language.
 */
export function inLanguage(language: { code: string }): Record<string, string> {
  return { 'accept-language': language.code.slice(0, 2) };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.cz`;
}

/**
 * Creates an account through the API the way a person does: sign up, code from the mail, finish. The account has
 * skipped onboarding, so signing in lands in the app; `{ onboarded: false }` leaves the questionnaire ahead of it.
 * The account's language is the app's once it is signed in (issue 50): a journey that signs it in in a language makes
 * it in that language (`{ language }`, Czech by default), as a sign-up in the app's screens does.
 */
export async function seedUser(
  baseUrl: string = E2E.appUrl,
  prefix = 'hiker',
  { onboarded = true, language = { code: 'cs_CZ' } }: { onboarded?: boolean; language?: { code: string } } = {},
): Promise<SeededUser> {
  const user = { email: uniqueEmail(prefix), password: 'Procházka 2026', firstname: 'Klára', lastname: 'Dvořáková' };
  await gql(baseUrl, 'mutation S($e: String!, $l: Language) { signUp(input: { email: $e, language: $l }) }', {
    e: user.email,
    l: language.code,
  });
  const code = new URL(linkIn(await waitForMail(user.email), '/app/finish-signup'), baseUrl).searchParams.get('code');
  const { finishSignUp } = await gql<{ finishSignUp: { accessToken: string } }>(
    baseUrl,
    'mutation F($input: FinishSignUpInput!) { finishSignUp(input: $input) { accessToken } }',
    { input: { code, password: user.password, firstname: user.firstname, lastname: user.lastname } },
  );
  if (onboarded) {
    await gql(
      baseUrl,
      'mutation O { updateOnboardingPreferences(input: { completed: true }) { _id } }',
      {},
      finishSignUp.accessToken,
    );
  }
  return user;
}

/**
 * The published trip at `index` when oldest first, titled in the language: journeys that rate give each run a trip of
 * its own (trip-detail.spec.ts 0–3, rating-keyboard.spec.ts from 8, content-reports.spec.ts 14–15,
 * content-appeals.spec.ts 16–17, rating-appeal.spec.ts 18–19, hiker-photos.spec.ts 20–21, photo-moderation.spec.ts
 * 22–23), so parallel runs never push each other's ratings out of the "2 latest".
 */
export async function tripFor(index: number, language: { code: string }): Promise<{ _id: string; title: string }> {
  const data = await gql<{ publishedTrips: { edges: Array<{ _id: string; title: string }> } }>(
    E2E.appUrl,
    '{ publishedTrips(sort: { field: publishedAt, direction: ASC }, pagination: { pageNumber: 1, pageSize: 30 }) { edges { _id title } } }',
    {},
    undefined,
    inLanguage(language),
  );
  const trip = data.publishedTrips.edges[index];
  if (!trip) throw new Error(`No trip number ${index}`);
  return trip;
}
