import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage, buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * A server with the app's shell as the web build writes it (apps/web/index.html, its place for a first screen marked)
 * and the app's server half rendered from its sources, as Vitest transforms them (`npm run build` bundles the same into
 * dist-ssr/app-server.js).
 */
function appShellEnv(): Record<string, string> {
  Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test', __APP_BUILD__: 'test' });
  const web = resolve(import.meta.dirname, '../../web');
  const webDist = mkdtempSync(join(tmpdir(), 'toulky-app-web-'));
  writeFileSync(join(webDist, 'index.html'), readFileSync(join(web, 'index.html'), 'utf8'));
  mkdirSync(join(webDist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    'src/app/shell/main-app-layout.tsx': { file: 'assets/layout-1.js', css: ['assets/layout-1.css'] },
    'src/features/trips/trips-page.tsx': { file: 'assets/trips-1.js', css: ['assets/trips-1.css'] },
    'src/features/trips/trip-detail-page.tsx': { file: 'assets/trip-1.js', css: ['assets/trip-1.css'] },
  };
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'layout-1.css'), '.layout-test { margin: 0; }');
  writeFileSync(join(webDist, 'assets', 'trips-1.css'), '.trips-test { padding: 0; }');
  writeFileSync(join(webDist, 'assets', 'trip-1.css'), '.trip-detail-test { color: green; }');
  const webSsr = mkdtempSync(join(tmpdir(), 'toulky-app-ssr-'));
  const source = join(web, 'src/app/entry-server.tsx');
  writeFileSync(join(webSsr, 'app-server.js'), `export * from ${JSON.stringify(source)};\n`);
  return { WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(appShellEnv());
});
afterAll(() => t.close());

/** The cookie a person's app keeps (apps/web/src/app/session/first-screen-cookie.ts): their session's id. */
function appCookie(refreshToken: string): string {
  const { jti } = JSON.parse(Buffer.from(refreshToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return `toulky_app=${jti}`;
}

/** A signed-in person whose app speaks `language`, and the cookie their app keeps. */
async function person(language: 'cs_CZ' | 'en_US' = 'cs_CZ') {
  const signedIn = await signedInUser(t, { language });
  return { ...signedIn, cookie: appCookie(signedIn.refreshToken) };
}

async function shell(path: string, cookie?: string) {
  const response = await fetch(`${t.url}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    vary: response.headers.get('vary'),
    link: response.headers.get('link') ?? '',
    html: await response.text(),
  };
}

describe("the app's first screen painted by the server", () => {
  it("paints a trip for a signed-in person's app, in their account's language, with the screen's styles and title", async () => {
    const cover = await buildImage(t, 'Pískovcová brána');
    const trip = await buildTrip(t, { title: 'Pravčická brána <b>', coverImageId: cover.id });
    const { user, token, cookie } = await person();
    await t.gql(`mutation { toggleTripBookmark(id: "${trip.id}") { _id } }`, {}, { token });

    const czech = await shell(`/app/trips/${trip.id}`, `other=1; ${cookie}`);
    expect(czech.status).toBe(200);
    expect(czech.vary).toContain('cookie');
    expect(czech.html).toContain('<html lang="cs"');
    expect(czech.html).toContain('<title>Pravčická brána &lt;b&gt; · Toulky</title>');
    expect(czech.html).toMatch(/<div id="root" data-first-screen="[0-9a-f-]{36}" aria-disabled="true">/);
    expect(czech.html).toContain(`data-first-screen="${cookie.split('=')[1]}"`);
    expect(czech.html).toMatch(/<h1[^>]*>Pravčická brána &lt;b&gt;<\/h1>/);
    expect(czech.html).toContain(cover.url);
    expect(czech.html).toContain('Zpět');
    expect(czech.html).not.toContain('class="boot-splash"');
    // The screen's own stylesheets, beyond the entry's, in the page: the painting waits for no request of them.
    expect(czech.html).toContain('.trip-detail-test { color: green; }');
    expect(czech.html).toContain('.layout-test { margin: 0; }');
    expect(czech.link).toContain('</assets/index-1.css>; rel=preload; as=style');
    expect(czech.link).not.toContain('trip-1.css');
    // The scripts start once the screen is shown (APP_LOADER), so they hold back neither its picture nor its paint.
    expect(czech.link).not.toContain('modulepreload');
    expect(czech.html).toMatch(/<script type="application\/json" id="app-scripts">\[[^\]]*"\/assets\/trip-1\.js"/);
    // Painted as for anybody: the person's bookmark is the app's to show.
    expect(czech.html).toMatch(/aria-pressed="false"/);
    expect(czech.html).not.toContain(user.email);

    const english = await shell(`/app/trips/${trip.id}`, (await person('en_US')).cookie);
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain('Back');
  });

  it("follows the account's language as soon as it changes on any device, and ends with the session", async () => {
    const trip = await buildTrip(t, { title: 'Na Bezděz' });
    const { token, refreshToken, cookie } = await person('en_US');
    expect((await shell(`/app/trips/${trip.id}`, cookie)).html).toContain('<html lang="en"');
    // Settings › Language on another device saves the language on the account; this device's cookie is as it was.
    const changed = await t.gql('mutation { updateMyProfile(input: { language: cs_CZ }) { language } }', {}, { token });
    expect(changed.errors).toBeUndefined();
    const czech = await shell(`/app/trips/${trip.id}`, cookie);
    expect(czech.html).toContain('<html lang="cs"');
    expect(czech.html).toContain('Zpět');
    expect(czech.html).toContain('data-first-screen');

    // Signed out (here, or "sign out this device" elsewhere): nothing is painted for the session any more.
    await t.gql('mutation S($r: String!) { signOut(refreshToken: $r) }', { r: refreshToken });
    const ended = await shell(`/app/trips/${trip.id}`, cookie);
    expect(ended.html).toContain('class="boot-splash"');
    expect(ended.html).not.toContain('Na Bezděz');
  });

  it('paints the first cards of Trips, filtered as the address says', async () => {
    const cover = await buildImage(t, 'Vyhlídka');
    const trip = await buildTrip(t, { title: 'Na rozhlednu s dětmi', coverImageId: cover.id, duration: 'HALF_DAY' });
    const { cookie } = await person();
    const list = await shell('/app/trips?duration=HALF_DAY', cookie);
    expect(list.html).toContain('<title>Výlety · Toulky</title>');
    expect(list.html).toMatch(/<h1[^>]*>Výlety<\/h1>/);
    expect(list.html).toContain(trip.title);
    expect(list.html).toContain('.trips-test { padding: 0; }');
    const other = await shell('/app/trips?duration=WEEKEND', cookie);
    expect(other.html).not.toContain(trip.title);
  });

  it('sends the shell as built without the cookie, for other screens, and when the screen cannot be rendered', async () => {
    const trip = await buildTrip(t, { title: 'Jen pro přihlášené' });
    const { cookie: live } = await person();
    for (const [path, cookie] of [
      [`/app/trips/${trip.id}`, undefined],
      // What an earlier version of the app kept (its language), and a session nobody has.
      [`/app/trips/${trip.id}`, 'toulky_app=cs_CZ'],
      [`/app/trips/${trip.id}`, 'toulky_app=3f2c9b1e-8d4a-4f6b-9e2d-1a7c5b8e0f34'],
      [`/app/trips/${trip.id}`, 'toulky_app=not-a-session'],
      ['/app/profile', live],
      // A list measured from the person's position needs the position, which only the browser knows.
      ['/app/trips?sort=DISTANCE', live],
      // Not an id: the query is refused, and the app shows its own error.
      ['/app/trips/not-an-id', live],
    ] as const) {
      const { status, html } = await shell(path, cookie);
      expect(status, path).toBe(200);
      expect(html, path).toContain('class="boot-splash"');
      expect(html, path).not.toContain('data-first-screen');
      expect(html, path).not.toContain(trip.title);
    }
    // An address that cannot be decoded is the router's 400, never an error of the render.
    expect((await shell('/app/trips/%E0%A4%A', live)).status).toBe(400);
  });
});
