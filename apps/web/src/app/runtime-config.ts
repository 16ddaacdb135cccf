/** Settings the server hands to the browser at run time through /config.js. */
export interface RuntimeConfig {
  version: string;
  botCheckSiteKey: string | null;
  /** Mapy.com tiles when set; OpenStreetMap otherwise. */
  mapyApiKey: string | null;
  /** Google Analytics 4 measurement id; loaded only with analytics consent. */
  analyticsId: string | null;
  /** A script that installs `window.__TOULKY_REPORTER__`; loaded only with diagnostics consent. */
  errorReportingScriptUrl: string | null;
  /** The tracking pixel's script; loaded only with marketing consent. */
  trackingPixelScriptUrl: string | null;
}

declare global {
  interface Window {
    __TOULKY_CONFIG__?: unknown;
  }
}

const DEFAULTS: RuntimeConfig = {
  version: __APP_VERSION__,
  botCheckSiteKey: null,
  mapyApiKey: null,
  analyticsId: null,
  errorReportingScriptUrl: null,
  trackingPixelScriptUrl: null,
};

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Parses the raw global defensively: /config.js is optional and may be stale or absent. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return DEFAULTS;
  const version = typeof raw.version === 'string' && raw.version ? raw.version : DEFAULTS.version;
  return {
    version,
    botCheckSiteKey: optionalString(raw.botCheckSiteKey),
    mapyApiKey: optionalString(raw.mapyApiKey),
    analyticsId: optionalString(raw.analyticsId),
    errorReportingScriptUrl: optionalString(raw.errorReportingScriptUrl),
    trackingPixelScriptUrl: optionalString(raw.trackingPixelScriptUrl),
  };
}

/** The runtime config, read once per call from `window.__TOULKY_CONFIG__`. */
export function getRuntimeConfig(): RuntimeConfig {
  return parseRuntimeConfig(typeof window === 'undefined' ? undefined : window.__TOULKY_CONFIG__);
}
