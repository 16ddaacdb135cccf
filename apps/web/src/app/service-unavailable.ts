import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

declare module '@apollo/client' {
  interface DefaultContext {
    /** How many times this query was sent again after SERVICE_UNAVAILABLE. */
    unavailableRetries?: number;
  }
}

/** Tries after the first answer: with retryAfter 2 s, after about 2, 4 and 8 s (a failover takes a few seconds). */
export const UNAVAILABLE_RETRIES = 3;

/**
 * Seconds to wait when the answer says the server is briefly unavailable (a database failover: the catalogue's
 * SERVICE_UNAVAILABLE with its `retryAfter`, or a 503 before GraphQL ran); undefined for any other answer.
 */
function unavailableIn(result: ApolloLink.Result): number | undefined {
  for (const error of result.errors ?? []) {
    const { code, retryAfter } = error.extensions ?? {};
    if (code === 'SERVICE_UNAVAILABLE') return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : 1;
  }
  return undefined;
}

function unavailableError(error: unknown): number | undefined {
  if (!ServerError.is(error) || error.statusCode !== 503) return undefined;
  const header = Number(error.response.headers.get('retry-after'));
  return header > 0 ? header : 1;
}

export interface ServiceUnavailableOptions {
  /** Told whether the last answer said the server was briefly unavailable (for the failure toasts' title). */
  onUnavailable(unavailable: boolean): void;
  /** Waits, then calls back; returns a cancel. The app's is setTimeout; tests move their own clock. */
  wait?(ms: number, then: () => void): () => void;
  /** 0–1, spreading the clients' retries so they do not all come back at the same instant. */
  random?(): number;
}

const defaultWait = (ms: number, then: () => void) => {
  const timer = setTimeout(then, ms);
  return () => clearTimeout(timer);
};

/**
 * While the server cannot reach its database for a moment (a failover), it answers SERVICE_UNAVAILABLE: a query is
 * sent again a few times, waiting `retryAfter` seconds doubled each time (with a little jitter), before its error
 * reaches the screen. A mutation is not repeated — the person decides, with what they typed still in the form — but
 * the app is told, so the failure says "try again in a moment" (app/toast.ts).
 */
export function createServiceUnavailableLink(options: ServiceUnavailableOptions): ApolloLink {
  const wait = options.wait ?? defaultWait;
  const random = options.random ?? Math.random;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let current: Subscription | undefined;
        let cancelWait: (() => void) | undefined;
        const again = (seconds: number): boolean => {
          const tried = operation.getContext().unavailableRetries ?? 0;
          if (operation.operationType !== OperationTypeNode.QUERY || tried >= UNAVAILABLE_RETRIES) return false;
          const ms = seconds * 1000 * 2 ** tried * (0.8 + 0.4 * random());
          operation.setContext({ unavailableRetries: tried + 1 });
          current?.unsubscribe();
          cancelWait = wait(ms, () => {
            cancelWait = undefined;
            send();
          });
          return true;
        };
        const send = () => {
          current = forward(operation).subscribe({
            next: (result) => {
              const seconds = unavailableIn(result);
              options.onUnavailable(seconds !== undefined);
              if (seconds !== undefined && again(seconds)) return;
              observer.next(result);
            },
            error: (error: unknown) => {
              const seconds = unavailableError(error);
              if (seconds !== undefined) options.onUnavailable(true);
              if (seconds !== undefined && again(seconds)) return;
              observer.error(error);
            },
            complete: () => {
              if (!cancelWait) observer.complete();
            },
          });
        };
        send();
        return () => {
          cancelWait?.();
          current?.unsubscribe();
        };
      }),
  );
}

let unavailable = false;

/** Whether the server's last answer said it was briefly unavailable. */
export function serviceUnavailableNow(): boolean {
  return unavailable;
}

/** What the app's link reports (app/apollo.ts). */
export function noteServiceUnavailable(value: boolean): void {
  unavailable = value;
}
