import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createServiceUnavailableLink, UNAVAILABLE_RETRIES } from './service-unavailable';

const UNAVAILABLE: ApolloLink.Result = {
  errors: [
    { message: 'The service is briefly unavailable', extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 2 } },
  ],
};
const ANSWERED: ApolloLink.Result = { data: { tripsCount: 64 } };

/** The server: answers each request with the next of `answers` (a result, or an error to fail with). */
function run(document: string, answers: Array<ApolloLink.Result | Error>) {
  const sent: number[] = [];
  const waits: number[] = [];
  const told: boolean[] = [];
  const pending: Array<() => void> = [];
  const server = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        sent.push(sent.length + 1);
        const answer = answers.shift();
        if (answer instanceof Error) observer.error(answer);
        else {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        }
      }),
  );
  const link = ApolloLink.from([
    createServiceUnavailableLink({
      onUnavailable: (value) => told.push(value),
      wait: (ms, then) => {
        waits.push(ms);
        pending.push(then);
        return () => {};
      },
      random: () => 0.5,
    }),
    server,
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const results: ApolloLink.Result[] = [];
  const errors: unknown[] = [];
  let completed = false;
  ApolloLink.execute(link, { query: parse(document) }, { client }).subscribe({
    next: (result) => results.push(result),
    error: (error) => errors.push(error),
    complete: () => {
      completed = true;
    },
  });
  return {
    sent,
    waits,
    told,
    results,
    errors,
    completed: () => completed,
    /** Lets the time of the next wait pass. */
    elapse: () => pending.shift()?.(),
  };
}

describe('the service-unavailable link', () => {
  it('sends a query again after retryAfter, doubled each time, until it is answered', () => {
    const query = run('query Count { tripsCount }', [UNAVAILABLE, UNAVAILABLE, ANSWERED]);
    expect(query.sent).toHaveLength(1);
    expect(query.results).toEqual([]);
    expect(query.waits).toEqual([2000]);
    query.elapse();
    expect(query.waits).toEqual([2000, 4000]);
    query.elapse();
    expect(query.sent).toHaveLength(3);
    expect(query.results).toEqual([ANSWERED]);
    expect(query.completed()).toBe(true);
    expect(query.told).toEqual([true, true, false]);
  });

  it('gives the error to the screen after its last try', () => {
    const query = run('query Count { tripsCount }', Array(UNAVAILABLE_RETRIES + 1).fill(UNAVAILABLE));
    for (let tried = 0; tried < UNAVAILABLE_RETRIES; tried++) query.elapse();
    expect(query.sent).toHaveLength(UNAVAILABLE_RETRIES + 1);
    expect(query.waits).toEqual([2000, 4000, 8000]);
    expect(query.results).toEqual([UNAVAILABLE]);
    expect(query.completed()).toBe(true);
  });

  it('never repeats a mutation, but says the server is unavailable', () => {
    const mutation = run('mutation Rate { rateTrip }', [UNAVAILABLE, ANSWERED]);
    expect(mutation.sent).toHaveLength(1);
    expect(mutation.waits).toEqual([]);
    expect(mutation.results).toEqual([UNAVAILABLE]);
    expect(mutation.told).toEqual([true]);
  });

  it('honours Retry-After of a 503 answered before GraphQL ran', () => {
    const response = new Response('{}', { status: 503, headers: { 'retry-after': '3' } });
    const refused = new ServerError('Response not successful: Received status code 503', {
      response,
      bodyText: '{}',
    });
    const query = run('query Count { tripsCount }', [refused, ANSWERED]);
    expect(query.waits).toEqual([3000]);
    query.elapse();
    expect(query.results).toEqual([ANSWERED]);
    expect(query.errors).toEqual([]);
  });

  it('lets every other failure through at once', () => {
    const forbidden = { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] };
    const query = run('query Count { tripsCount }', [forbidden]);
    expect(query.results).toEqual([forbidden]);
    expect(query.waits).toEqual([]);
    const offline = run('query Count { tripsCount }', [new TypeError('Failed to fetch')]);
    expect(offline.errors).toHaveLength(1);
    expect(offline.waits).toEqual([]);
  });
});
