import type { Plugin, ResolveModulePreloadDependenciesFn, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface PreloadDependenciesOptions {
  /** The chunks of the first screen beyond the entry (the layout's and the screen's, by name). */
  firstScreen: readonly string[];
  /** The lazy chunks (by name) that the first load's files still preload whole. */
  preloaded: readonly string[];
}

export interface PreloadDependencies {
  /** Learns the app's files from the bundle, before Vite writes the preloads into them. */
  plugin: Plugin;
  /** `build.modulePreload.resolveDependencies`. */
  resolveDependencies: ResolveModulePreloadDependenciesFn;
}

/** The app's entry: index.html's script. */
function isAppEntry(chunk: OutputChunk): boolean {
  return chunk.isEntry && (chunk.facadeModuleId?.endsWith('/index.html') ?? false);
}

/** The files these chunks import, themselves included: statically only, or lazily too. */
export function reachable(bundle: OutputBundle, from: OutputChunk[], lazily: boolean): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const imported of [...chunk.imports, ...(lazily ? chunk.dynamicImports : [])]) visit(imported);
  };
  for (const chunk of from) visit(chunk.fileName);
  return files;
}

/**
 * Which files a lazy import preloads with the file it imports. Vite preloads every file a lazy screen imports, so
 * that they download together rather than one level of imports after another, and writes their names into the
 * importing file: the entry carried the names of every screen's files, some 150, and the first screen's files those
 * of their dialogs' (2.4 KB gzip of every first load, issue 31).
 * - A lazy import in the first load's files (the entry, the first screen's) preloads only its stylesheets, which Vite
 *   adds to whatever this returns, so that no screen shows unstyled. The browser finds its scripts as it reads the
 *   files: the first time a screen opens, one round trip more for each level of imports (Mantine's components import
 *   one another up to six deep), until the service worker, installed once the first screen has settled, has put
 *   every screen's code in the browser's cache.
 * - Except the `preloaded` chunks, the ways a first visit goes on, which preload every file as before.
 * - No import in the app's code preloads the entry's files, there before the entry runs (Vite's preload skips them).
 * The page's own preloads (index.html) and the lazy imports of the other entries' files (the public site's) stay as
 * they are.
 */
export function preloadDependencies({ firstScreen, preloaded }: PreloadDependenciesOptions): PreloadDependencies {
  let entryFiles = new Set<string>();
  let firstLoad = new Set<string>();
  let whole = new Set<string>();
  let otherEntries = new Set<string>();
  return {
    plugin: {
      name: 'toulky-preload-dependencies',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
          const named = (names: readonly string[]) =>
            chunks.filter((chunk) => names.includes(chunk.name)).map((chunk) => chunk.fileName);
          const missing = [...firstScreen, ...preloaded].filter((name) => named([name]).length === 0);
          if (missing.length) this.error(`preloadDependencies: no chunk named ${missing.join(', ')}`);
          entryFiles = reachable(bundle, chunks.filter(isAppEntry), false);
          firstLoad = new Set([...entryFiles, ...named(firstScreen)]);
          whole = new Set(named(preloaded));
          otherEntries = reachable(
            bundle,
            chunks.filter((chunk) => chunk.isEntry && !isAppEntry(chunk)),
            true,
          );
        },
      },
    },
    resolveDependencies: (file, deps, { hostId, hostType }) => {
      if (hostType === 'html' || otherEntries.has(hostId)) return deps;
      if (firstLoad.has(hostId) && !whole.has(file)) return [];
      return deps.filter((dep) => !entryFiles.has(dep));
    },
  };
}
