import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/platform/browser-security.js';
import { loadConfig } from '../src/platform/config.js';
import { DirectAnswers } from '../src/platform/direct-answers.js';
import { PublicAnswers } from '../src/platform/public-answers.js';
import { buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from './harness.js';

const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: PARTNER });
  await buildTrip(t, { title: 'Sněžka z Pece' });
  ({ token } = await signedInUser(t));
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function post(query: string, headers: Record<string, string>) {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  await response.arrayBuffer();
  return response;
}

/** The CORS answer each origin gets from a request that `lane` answers. */
async function corsByOrigin(query: string, headers: Record<string, string> = {}) {
  const seen: Record<string, string | null> = {};
  for (const origin of [EVIL, PARTNER, TEST_PUBLIC_URL]) {
    const response = await post(query, { ...headers, origin });
    expect(response.status).toBe(200);
    seen[origin] = response.headers.get('access-control-allow-origin');
  }
  return seen;
}

const ALLOWED_ONLY = { [EVIL]: null, [PARTNER]: PARTNER, [TEST_PUBLIC_URL]: TEST_PUBLIC_URL };

describe('CORS', () => {
  it('Yoga lane: only the app and CORS_ORIGINS get CORS headers, any other origin none', async () => {
    const yoga = vi.spyOn(DirectAnswers.prototype, 'answer');
    // A mutation never goes the direct way, and a signed-in one is never a kept public answer.
    const seen = await corsByOrigin(
      'mutation { toggleTripBookmark(id: "00000000-0000-0000-0000-000000000000") { _id } }',
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(seen).toEqual(ALLOWED_ONLY);
    for (const result of yoga.mock.results) expect(await result.value).toBeUndefined();
  });

  it('direct-answer lane: the same, for a prepared query answered without Yoga', async () => {
    const query = 'query Mine { myBookmarkedTripsCount }';
    const headers = { authorization: `Bearer ${token}` };
    await post(query, headers);
    await post(query, headers);
    const direct = vi.spyOn(DirectAnswers.prototype, 'answer');
    const seen = await corsByOrigin(query, headers);
    expect(seen).toEqual(ALLOWED_ONLY);
    for (const result of direct.mock.results) expect(await result.value).toBeDefined();
  });

  it('kept public answers: the same, for an answer sent from memory', async () => {
    const query = '{ publishedTrips { total } }';
    await post(query, {});
    await post(query, {});
    const kept = vi.spyOn(PublicAnswers.prototype, 'trySend');
    const seen = await corsByOrigin(query);
    expect(seen).toEqual(ALLOWED_ONLY);
    for (const result of kept.mock.results) expect(await result.value).toBe(true);
  });

  it('preflight: allowed for the listed origins with the headers the app sends, nothing for others', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, x-bot-check-token',
        },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-bot-check-token');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await preflight(EVIL);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('security headers', () => {
  it('are on every response: a strict CSP, nosniff, referrer, permissions and opener policies, no framing', async () => {
    for (const response of [
      await fetch(`${t.url}/healthz`),
      await post('{ publishedTrips { total } }', {}),
      await fetch(`${t.url}/no-such-page`),
    ]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("connect-src 'self' ws://toulky.test https://tile.openstreetmap.org");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // PUBLIC_URL is http here: no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('send HSTS when the public address is https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://toulky.example' });
    try {
      const response = await fetch(`${secure.url}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('contentSecurityPolicy', () => {
  const base = { DATA_DIR: '/tmp/toulky-csp', JWT_SECRET: 'a-secret-that-is-at-least-32-characters-long' };

  it('lets in exactly the configured integrations and the active map provider', () => {
    const plain = contentSecurityPolicy(loadConfig(base));
    expect(plain['script-src']).toEqual(["'self'"]);
    expect(plain['frame-src']).toEqual(["'none'"]);
    expect(plain['img-src']).toContain('https://tile.openstreetmap.org');

    const full = contentSecurityPolicy(
      loadConfig({
        ...base,
        MAPY_API_KEY: 'key',
        BOTCHECK_SITE_KEY: 'site-key',
        ANALYTICS_ID: 'G-1',
        ERROR_REPORTING_SCRIPT_URL: 'https://errors.example/reporter.js',
        TRACKING_PIXEL_SCRIPT_URL: 'https://pixel.example/p.js',
      }),
    );
    expect(full['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://*.googletagmanager.com',
      'https://errors.example',
      'https://pixel.example',
    ]);
    expect(full['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(full['img-src']).toContain('https://api.mapy.com');
    expect(full['img-src']).not.toContain('https://tile.openstreetmap.org');
    expect(full['connect-src']).toContain('https://*.google-analytics.com');
  });
});

describe('inlineScriptHashes', () => {
  it("allows a built page's inline scripts by their SHA-256, and nothing loaded by src", () => {
    const html = '<head><script>alert(1)</script><script src="/config.js" defer></script></head>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});
