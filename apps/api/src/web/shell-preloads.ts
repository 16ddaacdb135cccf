import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of Vite's build manifest (`build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Client-side routes and the modules their first screen is built from (keys of the manifest: source paths). The
 * app loads them one after another as it finds them (layout, then page, then what the page imports); announced
 * with the app shell, the browser fetches them all at once while the entry is still loading. A route is matched
 * on the whole request path, query included: a filtered list or another screen gets no preloads.
 */
const SCREENS = [
  {
    screen: 'trips',
    route: /^\/app\/trips$/,
    modules: ['src/ui/layouts/main-app-layout.tsx', 'src/features/trips/trips-page.tsx'],
  },
  {
    screen: 'trip',
    route: /^\/app\/trips\/([^/?]+)$/,
    modules: ['src/ui/layouts/main-app-layout.tsx', 'src/features/trips/trip-detail-page.tsx'],
  },
] as const;

/** Per screen, its largest picture (null when there is none), given the route's parameter (the trip's id). */
export type FirstPictures = Record<(typeof SCREENS)[number]['screen'], (param: string) => Promise<string | null>>;

/** What a route's first screen needs beyond the entry: its scripts and stylesheets, as files of the build. */
function routeFiles(manifest: Manifest, keys: string[]): { scripts: string[]; styles: string[] } {
  const closure = (starts: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of starts) visit(key);
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const needed = [...closure(keys)].filter((key) => !entry.has(key)).map((key) => manifest[key]);
  return {
    scripts: needed.map((chunk) => chunk.file),
    styles: needed.flatMap((chunk) => chunk.css ?? []),
  };
}

/** Answers the `Link` header values that preload what a route shows first. */
export type ShellPreloads = (path: string) => Promise<string[]>;

/**
 * Preloads for the app shell (index.html) of the web app built into `root`: the route's code from the build
 * manifest, and its largest picture when `firstPictures` knows one.
 */
export function createShellPreloads(root: string, firstPictures: FirstPictures): ShellPreloads {
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const screens = SCREENS.map(({ screen, route, modules }) => {
    const { scripts, styles } = routeFiles(manifest, [...modules]);
    return {
      route,
      picture: firstPictures[screen],
      code: [
        // In CORS mode like Vite's own `<link rel="stylesheet" crossorigin>`: a preload in another mode is not
        // reused, and the stylesheet would be downloaded twice.
        ...styles.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
        ...scripts.map((file) => `</${file}>; rel=modulepreload`),
      ],
    };
  });
  return async (path) => {
    for (const { route, picture, code } of screens) {
      const match = route.exec(path);
      if (!match) continue;
      const url = await picture(match[1] ?? '');
      return [...(url ? [`<${url}>; rel=preload; as=image; fetchpriority=high`] : []), ...code];
    }
    return [];
  };
}
