// Mantine's styles once, before any component: every screen relies on them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n/i18n';
import { startSession } from './app/reporting';
import { getSession, isAuthenticated } from './app/session/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A returning signed-in user continues the reporting session they started at sign-in.
const { user } = getSession();
if (user && isAuthenticated()) startSession(user);

// Texts first, so the first paint is already in the user's language.
initI18n()
  .catch((error: unknown) => console.error('[i18n] could not load translations', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
