import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildId } from './build/build-id';
import { compileHints } from './build/compile-hints';
import { firstScreenChunks } from './build/first-screen-chunks';
import { graphqlDocuments } from './build/graphql-documents';
import { precompress } from './build/precompress';
import { preloadDependencies } from './build/preload-dependencies';
import { thirdPartyLicensesPlugin } from './build/third-party-licenses';
import { preloadUserTexts } from './build/user-texts-preload';
import pkg from './package.json' with { type: 'json' };
import { themeCssVariables } from './src/app/theme-css';

// The API (apps/api) serves GraphQL, the runtime config and the health check on one origin.
const API_ORIGIN = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: API_ORIGIN, ws: true },
  '/config.js': { target: API_ORIGIN },
  '/healthz': { target: API_ORIGIN },
};

// The map library's files: downloaded only when a map is shown, and most of their code runs in MapLibre's worker or not
// at all. The service worker does not precache them, and they are not compiled ahead (build/compile-hints.ts).
const MAP_LIBRARY_FILES = ['trip-map', 'start-map', 'finished-map', 'maplibre-gl-worker'];
// The password dictionaries (~1.1 MB gzip): downloaded when a person first types a new password, never precached.
const PASSWORD_ESTIMATOR_FILES = ['password-estimator'];
const ON_DEMAND_FILES = [...MAP_LIBRARY_FILES, ...PASSWORD_ESTIMATOR_FILES];

// Mantine's components the first screen of Trips is built from, with the provider: one file downloaded beside React and
// Apollo, holding them and what they import (the group takes in its modules' dependencies). Every other component
// goes with the screens and dialogs that use it (downloaded when they open, in parallel with the screen's own file),
// so a component the console or a dialog shares with five others does not land in every visitor's first load. The
// group names modules, not folders: naming all of `@mantine/hooks` or Mantine's utilities took in every hook and
// helper any lazy screen uses (the slider's drag, focus traps, popovers' arrows; 7 KB gzip). A component the first
// screen starts using and this list lacks still works: it comes as a small file of its own.
const MANTINE_FIRST_SCREEN = new RegExp(
  `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core[\\\\/]MantineProvider|components[\\\\/](${[
    'Text',
    'Badge',
    'Image',
    'Paper',
    'ActionIcon',
    'SimpleGrid',
    'Input',
    'InputBase',
    'NativeSelect',
    'CloseButton',
    'ThemeIcon',
    'Combobox[\\\\/]ComboboxChevron',
    'Card',
    'AspectRatio',
    'TextInput',
    'Stack',
    'Anchor',
  ].join('|')}))[\\\\/]`,
);

// The code every icon is made with: in the `mantine` group below, rather than a file of its own beside the first screen's
// icons.
const ICON_BASE =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/;

// The toasts' store, which the app's providers subscribe to at start: in the `mantine` group below, rather than a file of
// its own.
const TOASTS =
  /node_modules[\\/]@mantine[\\/](notifications[\\/]esm[\\/]notifications\.store|store[\\/]esm[\\/]store)\.mjs$/;

// Apollo Client with the libraries it is made of. Its `useSubscription` is left to the one screen that uses it (a
// trip's detail, for its live ratings): the group takes every module of the package that any screen imports.
const APOLLO = /node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry)[\\/]/;
const APOLLO_FOR_ONE_SCREEN = /[\\/]useSubscription\.js$/;

// The app's first screen, as scripts/bundle-budget.mjs measures it: the libraries have files of their own (the groups
// below), the public site's script shares a few modules with the app.
const firstScreen = firstScreenChunks({
  entry: 'src/main.tsx',
  layout: 'src/app/shell/main-app-layout.tsx',
  screen: 'src/features/trips/trips-page.tsx',
  otherEntries: ['src/site/entry-client.tsx'],
  stop: (id) => id.includes('/node_modules/'),
});

// What a lazy import in the first load's files preloads with the file it imports (build/preload-dependencies.ts): the
// ways a first visit goes on preload every file they import — a trip from the list, the list's filter, the other three
// bottom tabs (0.4 KB gzip of the first load), and a visitor's first screen with the cookie dialog — the other screens
// only their stylesheets.
const preloads = preloadDependencies({
  firstScreen: ['main-app-layout', 'trips-page'],
  preloaded: [
    'trip-detail-page',
    'trip-filter-dialog',
    'cookie-consent-dialog',
    'public-app-layout',
    'signpost-page',
    'dashboard-page',
    'map-page',
    'profile-page',
  ],
});

const THEME_CSS = 'virtual:theme.css';

/** The theme's CSS variables as a stylesheet of the build (src/app/theme-css.ts), imported by src/main.tsx. */
function themeStylesheet(): Plugin {
  return {
    name: 'toulky-theme-stylesheet',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : undefined),
    load: (id) => (id === `\0${THEME_CSS}` ? themeCssVariables() : undefined),
  };
}

const MANTINE_CSS_VARIABLES = 'virtual:mantine-css-variables';

/**
 * Leaves Mantine's run-time CSS variables out of the build: the theme's variables are the stylesheet above, and the
 * app's MantineProvider runs with `withCssVariables={false}` (src/app/providers.tsx), so the component that writes
 * them at run time, with its resolvers (1.7 KB gzip of every first load), never renders. Should it ever be rendered,
 * it fails loudly rather than leave the theme without its variables.
 */
function withoutRuntimeCssVariables(): Plugin {
  return {
    name: 'toulky-without-runtime-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id, importer) =>
      id.endsWith('/MantineCssVariables/MantineCssVariables.mjs') && importer?.includes('@mantine/core')
        ? `\0${MANTINE_CSS_VARIABLES}`
        : undefined,
    load: (id) =>
      id === `\0${MANTINE_CSS_VARIABLES}`
        ? `export function MantineCssVariables() { throw new Error('MantineProvider needs withCssVariables={false}: the theme\\'s variables are virtual:theme.css (vite.config.ts)'); }\n`
        : undefined,
  };
}

const MANTINE_CLASS = /\bm_[0-9a-f]{5,10}\b/g;

/**
 * Fails the build when the app's code uses a Mantine component class that no stylesheet defines: the app imports
 * Mantine's styles per component (src/ui/mantine-styles.ts), and a component added without its styles would
 * otherwise render unstyled.
 */
function mantineStylesCheck(): Plugin {
  return {
    name: 'toulky-mantine-styles-check',
    apply: 'build',
    writeBundle(_options, bundle) {
      const files = Object.values(bundle);
      const css = files.map((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css') ? Buffer.from(file.source).toString() : '',
      );
      const defined = new Set(css.join('\n').match(MANTINE_CLASS));
      const used = new Set(
        files.flatMap((file) => (file.type === 'chunk' ? file.code.match(MANTINE_CLASS) : null) ?? []),
      );
      const missing = [...used].filter((name) => !defined.has(name));
      if (missing.length) {
        this.error(
          `Mantine classes without styles: ${missing.join(', ')}. Import their CSS in src/ui/mantine-styles.ts.`,
        );
      }
    },
  };
}

// React Router's package exports only its development build, with its dev-time checks and warnings; the production
// build beside it is the same API without them (a third less code, less work at start).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The public site's server half (`npm run build` runs it second): `src/site/entry-server.tsx` with every dependency
 * bundled into `dist-ssr/entry-server.js`, which the API imports to render public pages. The browser half is the
 * `site` input of the client build below.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  ssr: { noExternal: true },
  build: {
    ssr: true,
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { 'entry-server': 'src/site/entry-server.tsx', 'app-server': 'src/app/entry-server.tsx' },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        resolve:
          command === 'build'
            ? {
                alias: [{ find: /^react-router$/, replacement: reactRouterProduction }],
                // rxjs (Apollo's) offers its ES2015 build under this condition and ES5 otherwise: classes instead of
                // functions with tslib's helpers, 1.5 KB gzip less in every first load.
                conditions: ['es2015', ...defaultClientConditions],
              }
            : {},
        plugins: [
          graphqlDocuments(new URL('./src/generated/graphql.ts', import.meta.url).pathname),
          react(),
          firstScreen.plugin,
          preloads.plugin,
          themeStylesheet(),
          withoutRuntimeCssVariables(),
          mantineStylesCheck(),
          preloadUserTexts(),
          compileHints(new RegExp(`(^|/)(${ON_DEMAND_FILES.join('|')})-`)),
          precompress(),
          thirdPartyLicensesPlugin(new URL('../../', import.meta.url).pathname),
          VitePWA({
            // The app registers /sw.js itself (src/app/pwa/service-worker.ts) and shows its own new-version notice.
            injectRegister: false,
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
            manifest: {
              id: '/app/trips',
              name: 'Toulky – výlety do přírody',
              short_name: 'Toulky',
              description: 'Výlety do přírody pro turisty i rodiny s dětmi.',
              lang: 'cs',
              start_url: '/app/trips',
              scope: '/',
              display: 'standalone',
              background_color: '#f8f9fa',
              theme_color: '#1d6b3a',
              icons: [
                { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
                { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
                { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            // The worker's own code is sw/sw.ts; the build writes the list of what it precaches into it.
            injectManifest: {
              // The shell and every screen's code; the map library and its worker load only with a map, online, and
              // the password dictionaries only when a new password is typed.
              globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
              globIgnores: ON_DEMAND_FILES.map((name) => `**/${name}-*.{js,mjs}`),
              // One classic script, as the app registers it.
              rollupFormat: 'iife',
            },
          }),
        ],
        define: {
          // Fallback when /config.js (which carries the deployed version) is not served.
          __APP_VERSION__: JSON.stringify(pkg.version),
          __APP_BUILD__: JSON.stringify(buildId()),
        },
        server: { proxy },
        preview: { proxy },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          // Every browser the app supports preloads modules itself; one without it only fetches them a little later.
          modulePreload: {
            polyfill: false,
            resolveDependencies: preloads.resolveDependencies,
          },
          // Read by scripts/bundle-budget.mjs.
          manifest: true,
          rolldownOptions: {
            // The app's shell, and the public site's script (hydrates the server-rendered pages; src/site).
            input: { index: 'index.html', site: 'src/site/entry-client.tsx' },
            output: {
              codeSplitting: {
                groups: [
                  // The three largest libraries every screen needs, each a file of its own: side by side they download
                  // in parallel instead of as one long entry (Lighthouse's model of a phone: LCP 3.5 s → 3.0 s), and
                  // stay cached across releases that change only the app.
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: 'apollo', test: (id) => APOLLO.test(id) && !APOLLO_FOR_ONE_SCREEN.test(id) },
                  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
                  // Mantine's parts that the first screens are built from (MANTINE_FIRST_SCREEN above), and the icons'
                  // common code (ICON_BASE), and the toasts' store (TOASTS).
                  {
                    name: 'mantine',
                    test: (id) => MANTINE_FIRST_SCREEN.test(id) || ICON_BASE.test(id) || TOASTS.test(id),
                  },
                  // The layout and the Trips screen with what they import beyond the entry, a file each, and what the
                  // public site shares with them (build/first-screen-chunks.ts).
                  ...firstScreen.groups,
                ],
              },
            },
          },
        },
      },
);
