import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readConsent } from '../app/consent/consent-store';
import { bootIntegrations, trackPageView } from '../app/integrations/integrations';
import { Site } from './site';
import type { SiteData } from './site-data';

// The page's data, as the server rendered it: a JSON island (not a script), so hydration renders exactly the same.
const island = document.getElementById('site-data');
const root = document.getElementById('site');
if (island?.textContent && root) {
  const data = JSON.parse(island.textContent) as SiteData;
  // The bot check and the integrations read the run-time configuration where the app's /config.js puts it.
  window.__TOULKY_CONFIG__ = data.config;
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: the page is already painted and readable, and a tap during hydration is handled first.
  startTransition(() => {
    hydrateRoot(root, <Site data={data} />);
  });
  bootIntegrations(data.config, readConsent()?.preferences ?? null);
  trackPageView(data.path, document.title);
}
