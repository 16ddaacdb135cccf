import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../src/db/schema.js';
import { buildImage, buildTrip } from './content-factories.js';
import { errorCode, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'toulky-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Toulky</title><div id="root"></div>');
const script = `export const trips = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `výlet ${i}`))};`;
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), script);
writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
mkdirSync(join(webDist, '.vite'));
// The shape of Vite's build manifest: the entry, the trip screens' layout and pages, and what they share. The layout
// and the Trips screen are groups of the first screen's code named after them (apps/web/build/first-screen-chunks.ts).
const manifest = {
  'index.html': { file: 'assets/app-1a2b3c.js', isEntry: true, imports: ['_ui.js'], css: ['assets/app-1.css'] },
  '_ui.js': { file: 'assets/ui-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_ui.js'], css: ['assets/card-1.css'] },
  '_main-app-layout-1.js': { file: 'assets/layout-1.js', name: 'main-app-layout', imports: ['index.html', '_ui.js'] },
  '_trips-page-1.js': { file: 'assets/trips-1.js', name: 'trips-page', imports: ['index.html', '_card.js'] },
  'src/features/trips/trip-detail-page.tsx': {
    file: 'assets/trip-1.js',
    imports: ['index.html'],
    css: ['assets/trip-1.css'],
  },
};
writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));

beforeAll(async () => {
  t = await startTestApp({ WEB_DIST_DIR: webDist, METRICS_TOKEN: 'server-test-metrics-token' });
});
afterAll(() => t.close());

describe('HTTP surface', () => {
  it('/healthz says the process answers', async () => {
    const response = await fetch(`${t.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it("counts the web app's files under one route label in /metrics", async () => {
    expect((await fetch(`${t.url}/assets/app-1a2b3c.js`)).status).toBe(200);
    const metrics = async () =>
      (await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer server-test-metrics-token' } })).text();
    // A request is counted once its response has gone, which may be just after the client has it.
    await expect.poll(metrics).toContain('route="/assets/*",method="GET",status="200"');
    expect(await metrics()).not.toContain('route="/assets/app-1a2b3c.js"');
  });

  it('/config.js hands the runtime config to the browser', async () => {
    const response = await fetch(`${t.url}/config.js`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toMatch(
      /^window\.__TOULKY_CONFIG__ = \{"version":"[^"]+","botCheckSiteKey":null,"mapyApiKey":null,"analyticsId":null,"errorReportingScriptUrl":null,"trackingPixelScriptUrl":null\};/,
    );
  });

  it('draws generated cover pictures as cacheable SVG and refuses odd seeds', async () => {
    const response = await fetch(`${t.url}/media/generated/snezka-0.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toMatch(/^<svg /);
    expect((await fetch(`${t.url}/media/generated/..%2Fsecret.svg`)).status).toBe(404);
  });

  it("serves the app shell for the app's routes, and 404 for missing assets and, unbuilt, the public pages", async () => {
    for (const path of ['/app', '/app/trips/abc', '/app/profile/settings', '/app?next=1']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
    // This build has no public site (no site entry, no server bundle): its pages are not the app's shell.
    for (const path of ['/', '/blog', '/application']) expect((await fetch(`${t.url}${path}`)).status, path).toBe(404);
  });

  // The entry first: the browser requests preloads in the header's order, six at a time over HTTP/1.1.
  const entry = [
    '</assets/app-1a2b3c.js>; rel=modulepreload',
    '</assets/app-1.css>; rel=preload; as=style; crossorigin',
    '</assets/ui-1.js>; rel=modulepreload',
  ];

  it('sends the app shell of the Trips screen with preloads of its code and of its first cover, kept current', async () => {
    const preloads = async (path: string) => (await fetch(`${t.url}${path}`)).headers.get('link');
    const code = [
      '</assets/card-1.css>; rel=preload; as=style; crossorigin',
      ...['layout-1', 'trips-1', 'card-1'].map((name) => `</assets/${name}.js>; rel=modulepreload`),
    ];
    const cover = await buildImage(t);
    await buildTrip(t, { coverImageId: cover.id, publishedAt: new Date(Date.UTC(2100, 0, 1)) });
    expect(await preloads('/app/trips')).toBe(
      [...entry, `<${cover.url}>; rel=preload; as=image; fetchpriority=high`, ...code].join(', '),
    );
    // Another list (filtered, sorted) or screen has nothing to announce.
    expect(await preloads('/app/trips?sort=averageRating')).toBeNull();
    expect(await preloads('/app/dashboard')).toBeNull();

    const newer = await buildImage(t);
    await buildTrip(t, { coverImageId: newer.id, publishedAt: new Date(Date.UTC(2100, 0, 2)) });
    expect(await preloads('/app/trips')).toContain(`<${newer.url}>; rel=preload`);
  });

  it("sends a trip's app shell with preloads of the detail's code and of the trip's cover", async () => {
    const preloads = async (path: string) => (await fetch(`${t.url}${path}`)).headers.get('link');
    const code = [
      '</assets/trip-1.css>; rel=preload; as=style; crossorigin',
      ...['layout-1', 'trip-1'].map((name) => `</assets/${name}.js>; rel=modulepreload`),
    ];
    const cover = await buildImage(t);
    const trip = await buildTrip(t, { coverImageId: cover.id });
    expect(await preloads(`/app/trips/${trip.id}`)).toBe(
      [...entry, `<${cover.url}>; rel=preload; as=image; fetchpriority=high`, ...code].join(', '),
    );
    // No trip by that id, or not one: the code still, no picture.
    expect(await preloads(`/app/trips/${randomUUID()}`)).toBe([...entry, ...code].join(', '));
    expect(await preloads('/app/trips/not-a-trip')).toBe([...entry, ...code].join(', '));
    const draft = await buildTrip(t, { coverImageId: (await buildImage(t)).id, status: 'DRAFT' });
    expect(await preloads(`/app/trips/${draft.id}`)).toBe([...entry, ...code].join(', '));
  });

  it("preloads an uploaded cover's AVIF renditions with the screen's sizes, not its JPEG", async () => {
    const preloads = async (path: string) => (await fetch(`${t.url}${path}`)).headers.get('link');
    const key = (width: number, format: string) => `uploads/${randomUUID()}-${width}.${format}`;
    const variants = [960, 480, 1600].flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        key: key(width, format),
        width,
        height: Math.round(width / 1.6),
        format,
        bytes: width * 100,
      })),
    );
    const [cover] = await t.app.services.db
      .insert(images)
      .values({ url: '/media/uploads/cover-1600.jpg', alt: 'Vyhlídka', width: 2560, height: 1600, variants })
      .returning();
    const trip = await buildTrip(t, { coverImageId: cover.id, publishedAt: new Date(Date.UTC(2100, 0, 3)) });
    const avif = (width: number) => `/media/${variants.find((v) => v.width === width && v.format === 'avif')?.key}`;
    const srcset = `${avif(480)} 480w, ${avif(960)} 960w, ${avif(1600)} 1600w`;
    const link = (sizes: string) =>
      `<${avif(480)}>; rel=preload; as=image; type="image/avif"; imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`;
    expect(await preloads(`/app/trips/${trip.id}`)).toContain(
      link('(min-width: 62em) 516px, (min-width: 48em) 60vw, 85vw'),
    );
    expect(await preloads('/app/trips')).toContain(link('(min-width: 62em) 400px, (min-width: 36em) 50vw, 100vw'));
    expect(await preloads(`/app/trips/${trip.id}`)).not.toContain(cover.url);
  });

  it('sends the precompressed files of the build and compresses GraphQL answers over 1 KB', async () => {
    const asset = await fetch(`${t.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe(script);
    const plain = await fetch(`${t.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    const citiesAnswer = (query: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ query }),
      });
    const large = await citiesAnswer(
      '{ a: cities(filter: { search: "Lhota" }) { _id name region } b: cities(filter: { search: "Nová" }) { _id name region } }',
    );
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const { data } = (await large.json()) as { data: { a: unknown[]; b: unknown[] } };
    expect(data.a.length + data.b.length).toBeGreaterThan(20);
    // Under 1 KB the bytes saved are not worth the work.
    const small = await citiesAnswer('{ cities(filter: { search: "Lhota u" }) { _id } }');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(((await small.json()) as { data: { cities: unknown[] } }).data.cities.length).toBeGreaterThan(0);
  });

  it('passes the GraphQL-over-HTTP audit suite', async () => {
    const audits = serverAudits({ url: `${t.url}/graphql` });
    const failures: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === 'error') failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('errors', () => {
  it('hides internal failures behind INTERNAL_SERVER_ERROR with a request id', async () => {
    const accounts = t.app.services.accounts;
    const original = accounts.signOut;
    accounts.signOut = () => Promise.reject(new Error('relation "secret_table" does not exist: SELECT * FROM users'));
    try {
      const response = await t.gql('mutation { signOut(refreshToken: "x") }');
      expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
      expect(response.errors?.[0].message).toBe('Unexpected error.');
      expect(response.errors?.[0].extensions?.requestId).toEqual(expect.any(String));
      expect(JSON.stringify(response)).not.toMatch(/secret_table|SELECT|stack/);
    } finally {
      accounts.signOut = original;
    }
  });

  it('answers syntax errors, unknown fields and over-limit queries with BAD_USER_INPUT', async () => {
    expect(errorCode(await t.gql('{ me { '))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql('{ nothingHere }'))).toBe('BAD_USER_INPUT');
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: health`).join(' ')} }`;
    expect(errorCode(await t.gql(aliases))).toBe('BAD_USER_INPUT');
  });
});
