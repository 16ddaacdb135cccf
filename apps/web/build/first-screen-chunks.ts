import type { Plugin } from 'vite';

/** What the bundler tells of a module: its code and the ids it imports statically. */
export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

const ICONS = '@tabler/icons-react';
const ICON_IMPORT = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${ICONS}["']`, 'g');
const ICON_MODULE = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](\w+)\.mjs$/;

/**
 * The icon modules a module's code imports by name. The icons' package is one index that re-exports some 5,000
 * icons, so following its imports would take in every icon of the app; the names say which ones this module uses.
 */
export function importedIcons(code: string, iconIds: ReadonlyMap<string, string>): string[] {
  return [...code.matchAll(ICON_IMPORT)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .flatMap((name) => iconIds.get(name) ?? []),
  );
}

/** The icons of the build by name (`IconHeart` → its module's id). */
export function iconModules(ids: Iterable<string>): Map<string, string> {
  return new Map(
    [...ids].flatMap((id) => {
      const name = ICON_MODULE.exec(id)?.[1];
      return name ? [[name, id] as const] : [];
    }),
  );
}

/**
 * The modules the roots need: themselves and everything they import statically, with the icons they name. A module
 * for which `stop` holds (a library's) is neither taken nor followed; the icons are taken all the same.
 */
export function staticClosure(
  graph: ModuleGraph,
  roots: string[],
  stop: (id: string) => boolean,
  iconIds: ReadonlyMap<string, string> = new Map(),
): Set<string> {
  const icons = new Set(iconIds.values());
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || (stop(id) && !icons.has(id))) continue;
    found.add(id);
    if (icons.has(id)) continue;
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...importedIcons(info?.code ?? '', iconIds));
  }
  return found;
}

export interface FirstScreenOptions {
  /** The app's entry: its modules stay in the entry's file. */
  entry: string;
  /** The layout every screen of the app is drawn in (lazy, a route's), then the first screen (lazy too). */
  layout: string;
  screen: string;
  /** Other entries (the public site's script), which share a few modules with the app. */
  otherEntries: string[];
  /** Modules neither taken nor followed: the libraries, which have groups of their own. */
  stop: (id: string) => boolean;
}

export interface FirstScreenGroups {
  /** Finds the groups' modules once the module graph is known (before chunks are made). */
  plugin: Plugin;
  /** Code-splitting groups, named after the layout's and the screen's files, and `site-shared`. */
  groups: Array<{ name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }>;
}

/**
 * The first screen in three files beyond the entry and the libraries: the layout with what it imports, the screen
 * with what it imports beyond that, and what the other entries share with the app's first screen. Left to the
 * bundler, the first screen of Trips came in some 30 files of 0.2–3 KB, one for each set of screens sharing a part of
 * it (the trip card, the bookmark button, a few icons…); gzip compresses each file alone and made 22 KB of what is 15
 * KB in one piece (issue 31). A part another screen shares now comes with the layout's or the first screen's file,
 * which that screen downloads too: the Trips screen's file is small, and a visit that starts elsewhere was measured
 * to download less in all, not more (fewer, larger files).
 *
 * A group takes none of its modules' dependencies beyond those found here (the bundler's default would take in the
 * entry's and the site's too), so a file never holds what the entry or the site already has.
 */
export function firstScreenChunks(options: FirstScreenOptions): FirstScreenGroups {
  let layoutModules = new Set<string>();
  let screenModules = new Set<string>();
  let sharedModules = new Set<string>();
  const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  const plugin: Plugin = {
    name: 'toulky-first-screen-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const find = (path: string) => {
        const id = ids.find((candidate) => candidate.endsWith(`/${path}`));
        if (!id) throw new Error(`first-screen-chunks: ${path} is not in the build`);
        return id;
      };
      const iconIds = iconModules(ids);
      const closure = (roots: string[]) => staticClosure(this, roots, options.stop, iconIds);
      const entry = closure([find(options.entry)]);
      const others = closure(options.otherEntries.map(find));
      const layout = closure([find(options.layout)]);
      const screen = closure([find(options.screen)]);
      const outside = (id: string) => !entry.has(id) && !others.has(id);
      layoutModules = new Set([...layout].filter(outside));
      screenModules = new Set([...screen].filter((id) => outside(id) && !layout.has(id)));
      sharedModules = new Set([...others].filter((id) => entry.has(id) || layout.has(id) || screen.has(id)));
    },
  };
  const group = (name: string, modules: () => Set<string>) => ({
    name,
    test: (id: string) => modules().has(id),
    includeDependenciesRecursively: false as const,
  });
  return {
    plugin,
    groups: [
      group(fileName(options.layout), () => layoutModules),
      group(fileName(options.screen), () => screenModules),
      group('site-shared', () => sharedModules),
    ],
  };
}
