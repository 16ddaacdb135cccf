import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import type { TokenRefreshCoordinator } from './auth/token-refresh';
import type { RequestActivity } from './first-screen';
import { GRAPHQL_PATH } from './graphql/graphql-fetch';
import { lazyRealtimeLink } from './realtime-link';
import { createServiceUnavailableLink, noteServiceUnavailable } from './service-unavailable';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The access token the operation was last sent with (set by the auth link). */
    sentAccessToken?: string | null;
    /** How many times this operation was retried after a token refresh. */
    tokenRefreshAttempts?: number;
    headers?: Record<string, string>;
  }
}

export interface ApolloDeps {
  getAccessToken(): string | null;
  /** The UI language as a BCP 47 tag (cs, en). */
  getLanguage(): string;
  hasSession(): boolean;
  tokenRefresh: TokenRefreshCoordinator;
  signOut(): void;
  /** Told about every request sent over HTTP. */
  requestActivity: RequestActivity;
}

export interface ApolloSetup {
  client: ApolloClient;
  cache: InMemoryCache;
  /** Drops the WebSocket so the next subscription connects with the current token. */
  resetRealtime(): void;
}

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

const SIGN_OUT_CODES = new Set(['UNAUTHORIZED', 'UNAUTHORIZED_TOKEN_INVALID', 'UNAUTHORIZED_INACTIVE']);

function firstErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

function createAuthLink(deps: ApolloDeps): ApolloLink {
  return new SetContextLink((previous) => {
    const token = deps.getAccessToken();
    const headers: Record<string, string> = { ...previous.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    else delete headers.authorization;
    // The API names labels and areas in this language.
    headers['accept-language'] = deps.getLanguage();
    return { headers, sentAccessToken: token };
  });
}

function createAuthErrorLink(deps: ApolloDeps): ApolloLink {
  return new ErrorLink(({ error, operation, forward }) => {
    const code = firstErrorCode(error);
    if (code === 'UNAUTHORIZED_TOKEN_EXPIRED') {
      const { tokenRefreshAttempts = 0, sentAccessToken = null } = operation.getContext();
      return new Observable<ApolloLink.Result>((observer) => {
        let retry: Subscription | undefined;
        let closed = false;
        deps.tokenRefresh.onAccessTokenExpired(tokenRefreshAttempts, sentAccessToken).then(
          (shouldRetry) => {
            if (closed) return;
            if (!shouldRetry) {
              observer.error(error);
              return;
            }
            operation.setContext({ tokenRefreshAttempts: tokenRefreshAttempts + 1 });
            // forward() goes through the auth link again, which picks up the new access token.
            retry = forward(operation).subscribe(observer);
          },
          (reason: unknown) => observer.error(reason),
        );
        return () => {
          closed = true;
          retry?.unsubscribe();
        };
      });
    }
    // A deleted or disabled account (UNAUTHORIZED_INACTIVE) ends the session just like an invalid token.
    if (code && SIGN_OUT_CODES.has(code) && deps.hasSession()) deps.signOut();
  });
}

/** The app's cache; the server's render of a first screen (entry-server.tsx) fills one like it. */
export function createCache(): InMemoryCache {
  // The wall's `Published` interface and search's suggestions: fragments on their members need to know them to match
  // cached objects. A hiker's photo was `RatingPhoto` until issue 44: a cache snapshot saved before then (IndexedDB,
  // app/offline) holds its photos under that name, which `HikerPhotoItem` matches only so.
  return new InMemoryCache({
    possibleTypes: {
      Published: ['PublishedArticle', 'PublishedTripAnnouncement'],
      SearchSuggestion: ['PublishedTrip', 'City', 'Area', 'PublishedArticle'],
      HikerPhoto: ['RatingPhoto'],
    },
  });
}

/**
 * The Apollo client: HTTP for queries and mutations, graphql-ws for subscriptions, token refresh on expiry, queries
 * sent again while the server is briefly unavailable (app/service-unavailable.ts).
 */
export function createApolloClient(deps: ApolloDeps): ApolloSetup {
  const realtime = lazyRealtimeLink({
    url: webSocketUrl,
    lazy: true,
    connectionParams: () => {
      const token = deps.getAccessToken();
      // The socket's request carries the browser's Accept-Language, which need not be the app's (a person's language
      // follows their account, issue 50): the API takes this one. Read at each connection.
      const language = { 'accept-language': deps.getLanguage() };
      return token ? { authorization: `Bearer ${token}`, ...language } : language;
    },
  });
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    realtime.link,
    ApolloLink.from([deps.requestActivity.link, new HttpLink({ uri: GRAPHQL_PATH })]),
  );
  const cache = createCache();
  const client = new ApolloClient({
    link: ApolloLink.from([
      createServiceUnavailableLink({ onUnavailable: noteServiceUnavailable }),
      createAuthErrorLink(deps),
      createAuthLink(deps),
      transport,
    ]),
    cache,
  });
  return { client, cache, resetRealtime: realtime.terminate };
}
