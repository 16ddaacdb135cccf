import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicVariant } from '../media/media-urls.js';

/** A chunk of Vite's build manifest (`build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a code-splitting group's (apps/web/build/first-screen-chunks.ts) is the source it is named after. */
  name?: string;
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
    modules: ['src/app/shell/main-app-layout.tsx', 'src/features/trips/trips-page.tsx'],
    // The trip card's `sizes` (apps/web/src/features/trips/trip-card.tsx, CARD_SIZES).
    sizes: '(min-width: 62em) 400px, (min-width: 36em) 50vw, 100vw',
  },
  {
    screen: 'trip',
    route: /^\/app\/trips\/([^/?]+)$/,
    modules: ['src/app/shell/main-app-layout.tsx', 'src/features/trips/trip-detail-page.tsx'],
    // The detail gallery's `sizes` (apps/web/src/features/trips/trip-detail.tsx, GALLERY_SIZES).
    sizes: '(min-width: 62em) 516px, (min-width: 48em) 60vw, 85vw',
  },
] as const;

/** A screen's largest picture: its `url`, and its renditions when it has them (an uploaded photo). */
export interface FirstPicture {
  url: string;
  variants: readonly PublicVariant[];
}

/** Per screen, its largest picture (null when there is none), given the route's parameter (the trip's id). */
export type FirstPictures = Record<(typeof SCREENS)[number]['screen'], (param: string) => Promise<FirstPicture | null>>;

/**
 * The preload of a screen's largest picture. With renditions, the app draws it as a `<picture>` whose first source
 * is AVIF (apps/web/src/ui/image-sources.ts), so the preload offers the AVIF renditions with the same `sizes`: the
 * browser picks the one the `<img>` will ask for, and one that cannot show AVIF skips the preload (`type`). The plain
 * `url` (the 1600 px JPEG of an upload) would be a download the screen never uses.
 */
function picturePreload(picture: FirstPicture, sizes: string): string {
  const avif = picture.variants.filter((variant) => variant.format === 'AVIF').sort((a, b) => a.width - b.width);
  if (avif.length === 0) return `<${picture.url}>; rel=preload; as=image; fetchpriority=high`;
  const srcset = avif.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return `<${avif[0].url}>; rel=preload; as=image; type="image/avif"; imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`;
}

interface Files {
  scripts: string[];
  styles: string[];
}

/**
 * The manifest's key for a source: its own, or, when the build put the source in a group of the first screen's code
 * named after it (apps/web/build/first-screen-chunks.ts: the layout and the Trips screen), the group's.
 */
function manifestKey(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  return Object.keys(manifest).find((key) => manifest[key].name === name && manifest[key].file.endsWith('.js'));
}

/**
 * The files of the app's entry, and what a route's first screen needs beyond them: scripts and stylesheets of the
 * build, each list in the manifest's order from its start (the entry's own file first).
 */
function screenFiles(manifest: Manifest, sources: string[]): { entry: Files; route: Files } {
  const keys = sources.map((source) => manifestKey(manifest, source)).filter((key) => key !== undefined);
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
  const files = (keys: string[]): Files => {
    const chunks = keys.map((key) => manifest[key]);
    return { scripts: chunks.map((chunk) => chunk.file), styles: chunks.flatMap((chunk) => chunk.css ?? []) };
  };
  // The app's entry (the public site's script is an entry of the same build, but never the app's).
  const entry = closure(['index.html']);
  return { entry: files([...entry]), route: files([...closure(keys)].filter((key) => !entry.has(key))) };
}

function readManifest(root: string): Manifest {
  const path = join(root, '.vite', 'manifest.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/**
 * The stylesheets of a screen's own code, beyond the entry's (the app adds them as that code loads), by the address's
 * path alone: a shell with the screen painted in it (app-first-screen.ts) holds them, or the painting would wait
 * unstyled for the scripts.
 */
export function createScreenStyles(root: string): (pathname: string) => string[] {
  const manifest = readManifest(root);
  const screens = SCREENS.map(({ route, modules }) => ({
    route,
    styles: screenFiles(manifest, [...modules]).route.styles,
  }));
  return (pathname) => screens.find(({ route }) => route.test(pathname))?.styles ?? [];
}

/** Answers the `Link` header values that preload what a route shows first. */
export type ShellPreloads = (path: string) => Promise<string[]>;

/**
 * Preloads for the app shell (index.html) of the web app built into `root`: the app's entry, the route's code from
 * the build manifest, and its largest picture when `firstPictures` knows one.
 *
 * The entry comes first. The browser requests preloads in the order of the header, before it reads the page, and
 * over HTTP/1.1 only six at a time: listed after the route's many small chunks, the entry (by far the largest file,
 * and the one everything waits for) was requested last. Measured with Lighthouse's network model (6 connections,
 * 150 ms round trips), it started 760 ms after the page had arrived.
 */
export function createShellPreloads(root: string, firstPictures: FirstPictures): ShellPreloads {
  const manifest = readManifest(root);
  // In CORS mode like Vite's own `<link rel="stylesheet" crossorigin>`: a preload in another mode is not reused, and
  // the stylesheet would be downloaded twice.
  const style = (file: string) => `</${file}>; rel=preload; as=style; crossorigin`;
  const script = (file: string) => `</${file}>; rel=modulepreload`;
  const screens = SCREENS.map(({ screen, route, modules, sizes }) => {
    const files = screenFiles(manifest, [...modules]);
    const [main, ...imports] = files.entry.scripts;
    return {
      route,
      picture: firstPictures[screen],
      sizes,
      entry: [...(main ? [script(main)] : []), ...files.entry.styles.map(style), ...imports.map(script)],
      code: [...files.route.styles.map(style), ...files.route.scripts.map(script)],
    };
  });
  return async (path) => {
    for (const { route, picture, sizes, entry, code } of screens) {
      const match = route.exec(path);
      if (!match) continue;
      const first = await picture(match[1] ?? '');
      return [...entry, ...(first ? [picturePreload(first, sizes)] : []), ...code];
    }
    return [];
  };
}
