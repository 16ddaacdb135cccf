import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The environment for a server with the public site, rendered by the web app's own site code (from its sources, as
 * Vitest transforms them; `npm run build` makes the same into dist-ssr/): a client build that has the site's entry
 * in its manifest, and a server bundle directory whose entry-server.js is the source's.
 */
export function publicSiteEnv(): Record<string, string> {
  // What Vite's `define` fills in at build time (apps/web/vite.config.ts).
  Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test', __APP_BUILD__: 'test' });
  const webDist = mkdtempSync(join(tmpdir(), 'toulky-site-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Toulky</title><div id="root"></div>');
  mkdirSync(join(webDist, '.vite'));
  const manifest = {
    'src/site/entry-client.tsx': { file: 'assets/site-1.js', isEntry: true, css: ['assets/site-1.css'] },
  };
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const webSsr = mkdtempSync(join(tmpdir(), 'toulky-site-ssr-'));
  const source = resolve(import.meta.dirname, '../../../web/src/site/entry-server.tsx');
  writeFileSync(join(webSsr, 'entry-server.js'), `export * from ${JSON.stringify(source)};\n`);
  return { WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr };
}
