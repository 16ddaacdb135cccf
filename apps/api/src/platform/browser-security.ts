import { createHash } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

type Directives = Record<string, string[]>;

const OSM_TILES = 'https://tile.openstreetmap.org';
const MAPY_API = 'https://api.mapy.com';
/** Google's published sources for reCAPTCHA under a CSP. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
/** Google's published sources for Google Analytics 4 (gtag.js) under a CSP. */
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** `'sha256-…'` sources for the inline scripts of a built page, e.g. the app shell's language preload. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * The Content-Security-Policy, from the run-time configuration: the app's own origin, the map tiles of the active
 * provider, and the integrations that are configured (bot check, analytics, error reporting, tracking pixel), which
 * the browser starts only with the visitor's consent. No eval, and no inline script but those of the built app shell,
 * allowed by their hashes; inline styles stay allowed (React's `style` attributes and the shell's first paint).
 */
export function contentSecurityPolicy(config: Config, inlineScripts: readonly string[] = []): Directives {
  const { integrations } = config;
  const tiles = config.mapyApiKey ? [MAPY_API] : [OSM_TILES];
  const botCheck = Boolean(config.botcheckSiteKey);
  const analytics = Boolean(integrations.analyticsId);
  const scripts = [...originOf(integrations.errorReportingScriptUrl), ...originOf(integrations.trackingPixelScriptUrl)];
  const secure = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScripts,
      ...(botCheck ? RECAPTCHA.script : []),
      ...(analytics ? ANALYTICS.script : []),
      ...scripts,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles, ...(analytics ? ANALYTICS.img : []), ...scripts],
    // The map library fetches its tiles; 'self' covers the GraphQL WebSocket in browsers of CSP level 3, the
    // explicit ws(s) origin older ones.
    'connect-src': [
      "'self'",
      config.publicUrl.replace(/^http/, 'ws'),
      ...tiles,
      ...(analytics ? ANALYTICS.connect : []),
      ...scripts,
    ],
    'font-src': ["'self'", 'data:'],
    'frame-src': botCheck ? RECAPTCHA.frame : ["'none'"],
    // The map library runs its worker from a blob; the service worker is the app's own.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Geolocation for the app itself (the map's "you are here"), nothing else a page could ask for. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/** The origins a browser page may call the API from: the app's own and those in CORS_ORIGINS. */
export function allowedOrigins(config: Config): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
}

/**
 * Security headers on every response (helmet) and CORS for the allowed origins only: any other origin gets no CORS
 * header at all, on every route and on every lane that answers GraphQL (the plugin sets the headers before the
 * route runs, so Yoga's own CORS is off). Auth is by bearer token, never cookies, so credentials are not allowed.
 */
export async function registerBrowserSecurity(
  app: FastifyInstance,
  config: Config,
  inlineScripts: readonly string[],
): Promise<void> {
  const secure = config.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inlineScripts) },
    strictTransportSecurity: secure ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Pictures and the API stay usable by the allowed origins and by mail clients showing a newsletter's images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  const origins = allowedOrigins(config);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', 'x-bot-check-token'],
    credentials: false,
    maxAge: 600,
  });
}
