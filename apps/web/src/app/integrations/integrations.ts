import type { ConsentPreferences } from '../consent/consent-store';
import { report } from '../reporting';
import type { RuntimeConfig } from '../runtime-config';
import { loadScript } from './load-script';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export type Integration = 'analytics' | 'errorReporting' | 'trackingPixel';

/**
 * Which third-party integrations start at boot: only those configured at run time, analytics only with analytics
 * consent, the tracking pixel only with marketing consent, error reporting only with diagnostics consent.
 */
export function integrationsToLoad(config: RuntimeConfig, consent: ConsentPreferences | null): Integration[] {
  const chosen: Integration[] = [];
  if (config.analyticsId && consent?.analytics) chosen.push('analytics');
  if (config.errorReportingScriptUrl && consent?.diagnostics) chosen.push('errorReporting');
  if (config.trackingPixelScriptUrl && consent?.marketing) chosen.push('trackingPixel');
  return chosen;
}

let analyticsId: string | null = null;

function startAnalytics(id: string, consent: ConsentPreferences): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects queued on dataLayer, exactly as Google's snippet pushes them.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself.
    window.dataLayer?.push(arguments);
  };
  window.gtag('consent', 'default', {
    analytics_storage: consent.analytics ? 'granted' : 'denied',
    ad_storage: consent.marketing ? 'granted' : 'denied',
    ad_user_data: consent.marketing ? 'granted' : 'denied',
    ad_personalization: consent.marketing ? 'granted' : 'denied',
  });
  window.gtag('js', new Date());
  // Page views are sent by the router (trackPageView), not by gtag on load; IP addresses are anonymised.
  window.gtag('config', id, { send_page_view: false, anonymize_ip: true });
  analyticsId = id;
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`).catch((error: unknown) =>
    report(error, { integration: 'analytics' }),
  );
}

/** Starts what integrationsToLoad allows; failures to load are reported, never fatal. */
export function bootIntegrations(config: RuntimeConfig, consent: ConsentPreferences | null): void {
  for (const integration of integrationsToLoad(config, consent)) {
    if (integration === 'analytics' && config.analyticsId && consent) startAnalytics(config.analyticsId, consent);
    if (integration === 'errorReporting' && config.errorReportingScriptUrl) {
      loadScript(config.errorReportingScriptUrl).catch((error: unknown) => console.warn('[reporting]', error));
    }
    if (integration === 'trackingPixel' && config.trackingPixelScriptUrl) {
      loadScript(config.trackingPixelScriptUrl).catch((error: unknown) => report(error, { integration: 'pixel' }));
    }
  }
}

/** Sends a page view to analytics when it runs (spec §7: page views are sent manually). */
export function trackPageView(path: string, title: string): void {
  if (!analyticsId || !window.gtag) return;
  window.gtag('event', 'page_view', { page_path: path, page_title: title, send_to: analyticsId });
}
