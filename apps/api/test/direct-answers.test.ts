import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DirectAnswers, jsonMediaType } from '../src/platform/direct-answers.js';
import { buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from './harness.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  await buildTrip(t, { title: 'Sněžka z Pece' });
  await buildTrip(t, { title: 'Prachovské skály', duration: 'WHOLE_DAY' });
  ({ token } = await signedInUser(t));
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const LIST = `query List($filter: TripFilter, $sort: TripSort) {
  publishedTrips(filter: $filter, sort: $sort) { total edges { _id title isBookmarked isFinished averageRating } }
}`;

interface Sent {
  headers?: Record<string, string>;
  body: Record<string, unknown>;
}

/** Everything a client sees of an answer but the date. */
async function post({ headers = {}, body }: Sent) {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const seen = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: seen, body: await response.text() };
}

/**
 * Sends the request three times: the first runs on graphql-js, the second compiled (both through Yoga), the third
 * may be answered directly. Returns the answers and whether the third was.
 */
async function sendThrice(request: Sent) {
  const first = await post(request);
  const second = await post(request);
  const answer = vi.spyOn(DirectAnswers.prototype, 'answer');
  const third = await post(request);
  const direct = (await answer.mock.results[0]?.value) !== undefined;
  answer.mockRestore();
  return { first, second, third, direct };
}

describe('direct answers to prepared queries', () => {
  it('answer a repeated signed-in list exactly as Yoga did, in the media type and with the CORS headers it chose', async () => {
    const accepts = [
      undefined,
      '*/*',
      'application/json',
      'application/graphql-response+json, application/json;q=0.9',
      'text/event-stream, application/json',
    ];
    for (const accept of accepts) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, origin: TEST_PUBLIC_URL };
      if (accept) headers.accept = accept;
      const { second, third, direct } = await sendThrice({
        headers,
        body: { query: LIST, variables: { filter: { duration: ['HALF_DAY'] }, sort: { field: 'publishedAt' } } },
      });
      expect(direct, String(accept)).toBe(true);
      expect(third, String(accept)).toEqual(second);
      expect(third.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
      expect(JSON.parse(third.body).data.publishedTrips.edges).toHaveLength(1);
    }
  });

  it('answer errors with the status code and error codes Yoga gives them', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const { first, second, third, direct } = await sendThrice({
        headers: { accept },
        body: { query: 'query Counts { myBookmarkedTripsCount }' },
      });
      expect(direct).toBe(true);
      expect(third).toEqual(second);
      expect(third.status).toBe(first.status);
      expect(JSON.parse(third.body).errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
  });

  it('leave to Yoga what it must judge itself', async () => {
    const toYoga: Sent[] = [
      // Variables graphql-js refuses.
      { body: { query: LIST, variables: { sort: { field: 'nonsense' } } } },
      // A body field the lane does not read.
      { body: { query: LIST, extensions: { persistedQuery: { version: 1 } } } },
      // An answer in a charset Yoga does not speak: 406.
      { headers: { accept: 'application/json; charset=utf-16' }, body: { query: LIST } },
      // A mutation runs only through Yoga.
      { body: { query: 'mutation { signOut(refreshToken: "x") }' } },
    ];
    for (const request of toYoga) {
      const { second, third, direct } = await sendThrice(request);
      expect(direct, JSON.stringify(request)).toBe(false);
      expect(third).toEqual(second);
    }
  });

  it('pick the media type Yoga picks for an Accept header', () => {
    expect(jsonMediaType(undefined)).toBe('application/json');
    expect(jsonMediaType('*/*')).toBe('application/json');
    expect(jsonMediaType('application/*')).toBe('application/json');
    expect(jsonMediaType('application/graphql-response+json, application/json;q=0.9')).toBe(
      'application/graphql-response+json',
    );
    expect(jsonMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(jsonMediaType('text/event-stream')).toBeUndefined();
    expect(jsonMediaType('application/json; charset=latin1, */*')).toBe('application/json');
    expect(jsonMediaType('text/html')).toBeUndefined();
  });
});
