import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSettled, RequestActivity } from './first-screen';

const query = parse('query Trips { tripsCount }');

/** A request through `activity.link` whose answer the test sends when it wants. */
function request(activity: RequestActivity) {
  const answer = new Subject<ApolloLink.Result>();
  const link = ApolloLink.from([activity.link, new ApolloLink(() => answer)]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const subscription = ApolloLink.execute(link, { query }, { client }).subscribe({ error: () => undefined });
  return {
    answer: () => {
      answer.next({ data: { tripsCount: 1 } });
      answer.complete();
    },
    fail: () => answer.error(new Error('offline')),
    cancel: () => subscription.unsubscribe(),
  };
}

function tracked(promise: Promise<void>): { settled: boolean } {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('RequestActivity', () => {
  it('counts a request as in flight until it is answered, fails or is cancelled', () => {
    const activity = new RequestActivity();
    const ended = vi.fn();
    activity.onRequestEnd(ended);
    expect(activity.idle).toBe(true);

    const answered = request(activity);
    const failed = request(activity);
    const cancelled = request(activity);
    expect(activity.idle).toBe(false);

    answered.answer();
    failed.fail();
    expect(activity.idle).toBe(false);
    cancelled.cancel();
    expect(activity.idle).toBe(true);
    expect(ended).toHaveBeenCalledTimes(3);
  });

  it('stops telling a listener once it unsubscribed', () => {
    const activity = new RequestActivity();
    const ended = vi.fn();
    const stop = activity.onRequestEnd(ended);
    stop();
    request(activity).answer();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('firstScreenSettled', () => {
  const whenIdle = (callback: () => void) => setTimeout(callback, 5);
  let markShown: () => void;
  let shown: Promise<void>;

  beforeEach(() => {
    vi.useFakeTimers();
    shown = new Promise((resolve) => {
      markShown = resolve;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen, then for a quiet moment and an idle browser', async () => {
    const activity = new RequestActivity();
    const state = tracked(firstScreenSettled(shown, activity, { quietMs: 1000, whenIdle }));

    await vi.advanceTimersByTimeAsync(5000);
    expect(state.settled).toBe(false);

    markShown();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(6);
    expect(state.settled).toBe(true);
  });

  it('is held back while the first screen loads its data, and counts the quiet from the last answer', async () => {
    const activity = new RequestActivity();
    const state = tracked(firstScreenSettled(shown, activity, { quietMs: 1000, whenIdle }));
    const list = request(activity);
    markShown();

    await vi.advanceTimersByTimeAsync(3000);
    expect(state.settled).toBe(false);

    const count = request(activity);
    list.answer();
    await vi.advanceTimersByTimeAsync(2000);
    expect(state.settled).toBe(false);

    count.answer();
    await vi.advanceTimersByTimeAsync(800);
    const next = request(activity);
    await vi.advanceTimersByTimeAsync(400);
    expect(state.settled).toBe(false);
    next.answer();
    await vi.advanceTimersByTimeAsync(1005);
    expect(state.settled).toBe(true);
  });

  it('settles at the latest after `latestMs`, even if the screen never shows or its requests never end', async () => {
    const activity = new RequestActivity();
    request(activity);
    const state = tracked(firstScreenSettled(shown, activity, { latestMs: 30_000, whenIdle }));

    await vi.advanceTimersByTimeAsync(29_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});
