// Mantine's styles once, before any component: every screen relies on them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readConsent } from './app/consent/consent-store';
import { initI18n } from './app/i18n/i18n';
import { bootIntegrations } from './app/integrations/integrations';
import { registerServiceWorker } from './app/pwa/service-worker';
import { startSession } from './app/reporting';
import { getRuntimeConfig } from './app/runtime-config';
import { cachePersistence } from './app/services';
import { getSession, isAuthenticated } from './app/session/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Third-party integrations configured at run time, each only with the consent it needs.
bootIntegrations(getRuntimeConfig(), readConsent()?.preferences ?? null);

registerServiceWorker();

// A returning signed-in user continues the reporting session they started at sign-in, and sees the data cached
// on their last visit even without network; a visitor's data is never kept.
const { user } = getSession();
const signedIn = isAuthenticated();
if (user && signedIn) startSession(user);
if (!signedIn) cachePersistence.pause();

// Texts and cached data first, so the first paint is already in the user's language and has their data.
Promise.all([
  initI18n().catch((error: unknown) => console.error('[i18n] could not load translations', error)),
  signedIn ? cachePersistence.restore() : Promise.resolve(false),
]).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
