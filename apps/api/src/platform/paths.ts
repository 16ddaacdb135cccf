import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding the first package.json at or above `dir`. */
function packageRoot(dir: string): string {
  let current = dir;
  while (!existsSync(join(current, 'package.json'))) {
    const parent = dirname(current);
    if (parent === current) throw new Error(`No package.json above ${dir}`);
    current = parent;
  }
  return current;
}

/**
 * The API package's folder (apps/api), whether this module runs from its source (tests, tsx) or bundled into
 * dist/main.js (`npm start`): files the server reads at run time are found from here, not from the module's own
 * place, which differs between the two.
 */
export const API_ROOT = packageRoot(dirname(fileURLToPath(import.meta.url)));

/** The server's sources, where its SDL, migrations and reference data live. */
export const API_SOURCES = join(API_ROOT, 'src');

/** The root of the checkout (the npm workspace). */
export const REPO_ROOT = resolve(API_ROOT, '../..');
