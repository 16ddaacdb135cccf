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
const ROUTE_MODULES: Array<{ route: RegExp; modules: string[] }> = [
  { route: /^\/app\/trips$/, modules: ['src/ui/layouts/main-app-layout.tsx', 'src/features/trips/trips-page.tsx'] },
  {
    route: /^\/app\/trips\/[^/?]+$/,
    modules: ['src/ui/layouts/main-app-layout.tsx', 'src/features/trips/trip-detail-page.tsx'],
  },
];

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
 * manifest, and its first picture when `firstPicture` knows one.
 */
export function createShellPreloads(
  root: string,
  firstPicture: (path: string) => Promise<string | null>,
): ShellPreloads {
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const code = ROUTE_MODULES.map(({ route, modules }) => {
    const { scripts, styles } = routeFiles(manifest, modules);
    return {
      route,
      links: [
        // In CORS mode like Vite's own `<link rel="stylesheet" crossorigin>`: a preload in another mode is not
        // reused, and the stylesheet would be downloaded twice.
        ...styles.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
        ...scripts.map((file) => `</${file}>; rel=modulepreload`),
      ],
    };
  });
  return async (path) => {
    const picture = await firstPicture(path);
    const links = code.find(({ route }) => route.test(path))?.links ?? [];
    return [...(picture ? [`<${picture}>; rel=preload; as=image; fetchpriority=high`] : []), ...links];
  };
}
