// Mantine's styles once, before any component: every screen relies on them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n/i18n';
import { startSession } from './app/reporting';
import { cachePersistence } from './app/services';
import { getSession, isAuthenticated } from './app/session/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
