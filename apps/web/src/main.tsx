// Mantine's styles once, before any component: every screen relies on them.
import './ui/mantine-styles';
// The theme's own CSS variables, worked out at build time (app/theme-css.ts).
import 'virtual:theme.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readConsent } from './app/consent/consent-store';
import { FIRST_SCREEN_SETTLED_MARK, firstScreenSettled, firstScreenShown } from './app/first-screen';
import { initI18n } from './app/i18n/i18n';
import { deviceLanguage, storeLanguage } from './app/i18n/languages';
import { startLanguage } from './app/i18n/start-language';
import { unsavedLanguage } from './app/i18n/unsaved-language';
import { bootIntegrations } from './app/integrations/integrations';
import { saveFavouritesForOffline } from './app/offline/saved-trips-triggers';
import { registerServiceWorker } from './app/pwa/service-worker';
import { startSession } from './app/reporting';
import { createAppRouter } from './app/router';
import { getRuntimeConfig } from './app/runtime-config';
import { serverPaintedLanguage } from './app/server-painted';
import { apolloClient, cachePersistence, requestActivity } from './app/services';
import { keepFirstScreenCookie } from './app/session/first-screen-cookie';
import { getSession, isAuthenticated } from './app/session/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Third-party integrations configured at run time, each only with the consent it needs.
bootIntegrations(getRuntimeConfig(), readConsent()?.preferences ?? null);

const settled = firstScreenSettled(firstScreenShown, requestActivity);
// Named in the browser's performance timeline: what loads after it (saving favourites for offline, a language to tell
// the account of) is not the first load, which e2e/specs/first-load.spec.ts counts up to here.
void settled.then(() => performance.mark(FIRST_SCREEN_SETTLED_MARK));
// A screen the server painted is usable once the app has replaced it (apps/api/src/web/app-first-screen.ts).
void firstScreenShown.then(() => container.removeAttribute('aria-disabled'));
registerServiceWorker(settled);

// A returning signed-in user continues the reporting session they started at sign-in, and sees the data cached
// on their last visit even without network; a visitor's data is never kept.
// The server paints the first screen of Trips and of a trip for a signed-in person's app (first-screen-cookie.ts).
keepFirstScreenCookie();
const { user } = getSession();
const signedIn = isAuthenticated();
if (user && signedIn) startSession(user);
if (!signedIn) cachePersistence.pause();
// Favourites not yet saved for offline are saved once the first screen has settled (features/trips/offline).
if (signedIn) {
  void settled
    .then(saveFavouritesForOffline)
    .catch((error: unknown) => console.warn('[offline] could not check the favourites', error));
}

/** Ends the current task: the step after it runs in a task of its own, and the browser can paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Signed in, the app speaks the account's language, which Settings › Language changes on every device (issue 50):
// the one the server painted the first screen in, else the API's answer to a question asked now. The editor console
// speaks the device's language.
const unsaved = signedIn ? unsavedLanguage() : null;
const language = startLanguage({
  unsaved,
  painted: serverPaintedLanguage(),
  askAccount: signedIn && !location.pathname.startsWith('/admin') && navigator.onLine,
  device: deviceLanguage(),
  // The question's document comes with it (a start the server painted never asks).
  accountLanguage: async () => {
    const { signedInAccountQuery } = await import('./app/graphql/signed-in-account.query');
    return (
      (await apolloClient.query({ query: signedInAccountQuery, fetchPolicy: 'network-only' })).data?.me.language ?? null
    );
  },
  switchLate: (code) => void import('./app/i18n/apply-language').then(({ applyLanguage }) => applyLanguage(code)),
});
const decided = language.then((code) => {
  if (signedIn) storeLanguage(code);
  return code;
});
// The offline snapshot of that language (each language's answers are kept apart), its restore started before the texts'
// language is set: the first screen's query waits for that (trips-prefetch.ts), and its answer for the restore.
const cachedData = signedIn ? decided.then(() => cachePersistence.restore()) : Promise.resolve(false);
const texts = decided
  .then(initI18n)
  .catch((error: unknown) => console.error('[i18n] could not load translations', error));
// A language chosen here while the account could not be told of it is told now.
if (unsaved) {
  void settled
    .then(() => import('./app/i18n/save-language'))
    .then(({ saveLanguageOnAccount }) => saveLanguageOnAccount(unsaved));
}

// The router starts downloading the first screen's code; created after the modules have run rather than while they
// run, so that start-up is two shorter tasks instead of one long one.
void nextTask().then(async () => {
  const router = createAppRouter();
  // Texts and cached data first, so the first paint is already in the user's language and has their data.
  await Promise.allSettled([texts, cachedData]);
  const root = createRoot(container);
  // Rendered as a transition, the first screen is built in slices that leave the main thread free between them,
  // instead of in one long task; the splash stays on screen until the whole screen is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
