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
import { firstScreenSettled, firstScreenShown } from './app/first-screen';
import { initI18n } from './app/i18n/i18n';
import { bootIntegrations } from './app/integrations/integrations';
import { saveFavouritesForOffline } from './app/offline/saved-trips-triggers';
import { registerServiceWorker } from './app/pwa/service-worker';
import { startSession } from './app/reporting';
import { createAppRouter } from './app/router';
import { getRuntimeConfig } from './app/runtime-config';
import { cachePersistence, requestActivity } from './app/services';
import { keepFirstScreenCookie } from './app/session/first-screen-cookie';
import { getSession, isAuthenticated } from './app/session/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Third-party integrations configured at run time, each only with the consent it needs.
bootIntegrations(getRuntimeConfig(), readConsent()?.preferences ?? null);

const settled = firstScreenSettled(firstScreenShown, requestActivity);
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

const texts = initI18n().catch((error: unknown) => console.error('[i18n] could not load translations', error));
const cachedData = signedIn ? cachePersistence.restore() : Promise.resolve(false);

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
