import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One third-party package as the app's About dialog lists it. */
export interface LicenseEntry {
  name: string;
  version: string;
  license: string;
  homepage: string | null;
}

interface LockPackage {
  name?: string;
  version?: string;
  license?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

interface Lockfile {
  packages: Record<string, LockPackage>;
}

/**
 * Where npm installed `name` for the package at `from` (a lockfile path such as `apps/web` or
 * `node_modules/a/node_modules/b`): the nearest `node_modules/<name>` walking up from it, as Node resolves it.
 */
function resolveInstalled(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    // `node_modules/a/node_modules/b` → `node_modules/a`; `node_modules/a` or `apps/web` → the root.
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

/**
 * Every third-party package that ships in the web app or runs in the server: the closure of the `dependencies`
 * (and optional dependencies) of the given workspaces, never their devDependencies, read from the root
 * package-lock.json. Homepages come from each installed package's own package.json when it is there.
 */
export function thirdPartyLicenses(root: string, workspaces: readonly string[]): LicenseEntry[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  const seen = new Set<string>();
  const visit = (path: string) => {
    const entry = lock.packages[path];
    if (!entry) return;
    // Peer dependencies are the dependant's to bring (and often only optional, like TypeScript for a library).
    const deps = { ...entry.optionalDependencies, ...entry.dependencies };
    for (const name of Object.keys(deps)) {
      const installed = resolveInstalled(lock, path, name);
      if (!installed || seen.has(installed)) continue;
      seen.add(installed);
      visit(installed);
    }
  };
  for (const workspace of workspaces) visit(workspace);

  const entries = new Map<string, LicenseEntry>();
  for (const path of seen) {
    const entry = lock.packages[path];
    // Workspaces of our own (linked) are not third-party.
    if (entry.link || !entry.version) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const manifest = join(root, path, 'package.json');
    let homepage: string | null = null;
    if (existsSync(manifest)) {
      const own = JSON.parse(readFileSync(manifest, 'utf8')) as { homepage?: unknown };
      homepage = typeof own.homepage === 'string' && /^https?:\/\//.test(own.homepage) ? own.homepage : null;
    }
    entries.set(`${name}@${entry.version}`, {
      name,
      version: entry.version,
      license: entry.license ?? 'UNKNOWN',
      homepage,
    });
  }
  return [...entries.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Emits `licenses.json` (served at /licenses.json) for the About dialog: the web app's and the server's packages. */
export function thirdPartyLicensesPlugin(root: string): Plugin {
  return {
    name: 'toulky-third-party-licenses',
    apply: 'build',
    generateBundle() {
      const source = JSON.stringify(thirdPartyLicenses(root, ['apps/web', 'apps/api']));
      this.emitFile({ type: 'asset', fileName: 'licenses.json', source });
    },
  };
}
