import { ApolloLink } from '@apollo/client';
import { useEffect } from 'react';
import { defer, finalize } from 'rxjs';

// Start-up work that can wait (installing the service worker) waits until the first screen has settled: shown, its
// data loaded, the browser idle.

/** Counts the GraphQL requests in flight over HTTP; its `link` goes in front of the HTTP link. */
export class RequestActivity {
  private inFlight = 0;
  private readonly listeners = new Set<() => void>();

  readonly link = new ApolloLink((operation, forward) =>
    defer(() => {
      this.inFlight += 1;
      return forward(operation).pipe(
        finalize(() => {
          this.inFlight -= 1;
          for (const listener of [...this.listeners]) listener();
        }),
      );
    }),
  );

  get idle(): boolean {
    return this.inFlight === 0;
  }

  /** Calls `listener` each time a request ends; returns the function that stops it. */
  onRequestEnd(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

let markShown: () => void = () => undefined;
let shown = false;

/** Whether the app has shown its first screen (see `firstScreenShown`). */
export function firstScreenIsShown(): boolean {
  return shown;
}

/**
 * Resolves when the first screen is on the page: the router has finished its first navigation and rendered it.
 *
 * Told by the root layout's first commit rather than learnt from `router.subscribe`: a subscriber added before
 * `RouterProvider` mounts can make the router's first update go missing, leaving the app on its loading fallback
 * for good (remix-run/react-router#15527; seen here as an intermittent hang of the first page).
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = () => {
    shown = true;
    resolve();
  };
});

/** Rendered by the root layout: its first commit means the first screen is shown. */
export function FirstScreenShown(): null {
  useEffect(() => markShown(), []);
  return null;
}

export interface SettleOptions {
  /** How long no request may be in flight before the screen counts as settled. */
  quietMs?: number;
  /** Settled at the latest this long after the call, whatever is still loading. */
  latestMs?: number;
  /** Runs the last step when the browser has nothing else to do. */
  whenIdle?: (callback: () => void) => void;
}

function browserIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 0);
}

/** The performance mark the app sets once the first screen has settled (main.tsx). */
export const FIRST_SCREEN_SETTLED_MARK = 'toulky:first-screen-settled';

/** Resolves once the first screen is shown, no request has been in flight for `quietMs` and the browser is idle, or
 * at the latest `latestMs` after the call. */
export function firstScreenSettled(
  shown: Promise<void>,
  activity: RequestActivity,
  { quietMs = 1000, latestMs = 30_000, whenIdle = browserIdle }: SettleOptions = {},
): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let stopListening: () => void = () => undefined;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(latest);
      clearTimeout(quiet);
      stopListening();
      resolve();
    };
    const latest = setTimeout(settle, latestMs);
    const waitForQuiet = () => {
      clearTimeout(quiet);
      if (activity.idle) quiet = setTimeout(() => (activity.idle ? whenIdle(settle) : undefined), quietMs);
    };
    void shown.then(() => {
      if (settled) return;
      stopListening = activity.onRequestEnd(waitForQuiet);
      waitForQuiet();
    });
  });
}
