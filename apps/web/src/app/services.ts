import { createApolloClient } from './apollo';
import { requestAccessToken } from './auth/request-access-token';
import { createTokenRefreshCoordinator } from './auth/token-refresh';
import { RequestActivity } from './first-screen';
import { i18n } from './i18n/i18n';
import { deviceLanguage } from './i18n/languages';
import { PERSIST_DEBOUNCE_MS, persistCache } from './offline/cache-persistence';
import { report } from './reporting';
import { currentPath, saveRedirectPath } from './session/redirect-path';
import { getSession, storeAccessToken } from './session/session-store';
import { createSignOut } from './session/sign-out';
import { showToast } from './toast';

// The composition root: wires the data client, the token refresh and sign-out together without import cycles.

const tokenRefresh = createTokenRefreshCoordinator({
  readAccessToken: () => getSession().accessToken,
  readRefreshToken: () => getSession().refreshToken,
  requestAccessToken,
  storeAccessToken,
  saveRedirectPath: () => saveRedirectPath(currentPath()),
  signOut: () => signOut(),
  notifySessionExpired: () => showToast('info', i18n.t('common:session.expired')),
  report,
});

/** For requests outside GraphQL (the data download): true when a fresh access token is stored and it may be retried. */
export const onAccessTokenExpired = (attemptsSoFar: number, sentAccessToken: string | null) =>
  tokenRefresh.onAccessTokenExpired(attemptsSoFar, sentAccessToken);

/** The GraphQL requests in flight over HTTP: start-up work that can wait does so until the first screen has its data. */
export const requestActivity = new RequestActivity();

const apollo = createApolloClient({
  getAccessToken: () => getSession().accessToken,
  getLanguage: () => i18n.language || 'cs',
  hasSession: () => Boolean(getSession().accessToken || getSession().refreshToken),
  tokenRefresh,
  signOut: () => void signOut(),
  requestActivity,
});

/** The one Apollo client of the app. */
export const apolloClient = apollo.client;

/** The client's cache, kept in IndexedDB while someone is signed in. */
// The device's language, not the translator's: the snapshot is restored at start, before the texts have loaded, and
// once someone is signed in the device's language is their account's (main.tsx stores it first).
export const cachePersistence = persistCache(apollo.cache, PERSIST_DEBOUNCE_MS, deviceLanguage);
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void cachePersistence.flush();
  });
}

/** Signs the user out (spec §4); navigates to Landing unless called with `{ redirect: false }`. */
export const signOut = createSignOut({
  stopClient: () => {
    cachePersistence.pause();
    apolloClient.stop();
    apollo.resetRealtime();
  },
  clearStore: () => apolloClient.clearStore(),
});
