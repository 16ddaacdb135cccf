import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md is the map and each README.md beside the code holds a part's details: a path either names must
// exist, so the documents cannot drift from the code unnoticed when a file moves or goes.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', '.git', 'test-results']);

function readmes(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : readmes(join(folder, entry.name));
    return entry.name === 'README.md' ? [join(folder, entry.name)] : [];
  });
}

const documents = [join(root, 'ARCHITECTURE.md'), ...['apps', 'e2e', 'scripts'].flatMap((f) => readmes(join(root, f)))];

/** Every file's and folder's path in the repository (outside what is built or installed), folders ending in "/". */
function paths(folder: string, into: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      into.push(`${relative(root, join(folder, entry.name))}/`);
      paths(join(folder, entry.name), into);
    } else into.push(relative(root, join(folder, entry.name)));
  }
  return into;
}
const repositoryPaths = paths(root);

const FILE = /\.(ts|tsx|mjs|js|json|sql|graphql|css|md|sh)$/;

/** The code spans of a document that look like a path of this repository (not a URL, a command or an address). */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => (match[1] as string).trim());
  return spans.filter(
    (span) =>
      !/[\s{}<>*?=:,|'"()[\]$…]/.test(span) &&
      !span.startsWith('/') &&
      !span.startsWith('.') &&
      !span.startsWith('@') &&
      (FILE.test(span) || (span.includes('/') && span.endsWith('/'))) &&
      // a file of an installed package or an example of a key, not of this repository
      !/(^|\/)(node_modules|dist|dist-ssr)\//.test(span) &&
      !/^(uploads|originals)\//.test(span),
  );
}

/** A path is named from the repository's root or from any folder down (`db/client.ts`, `features/trips/`). */
function exists(path: string): boolean {
  return repositoryPaths.some((known) => known === path || known.endsWith(`/${path}`));
}

describe('paths named in ARCHITECTURE.md and the READMEs', () => {
  it('finds the documents', () => {
    expect(documents.map((document) => relative(root, document))).toContain('ARCHITECTURE.md');
    expect(documents.length).toBeGreaterThan(1);
  });

  it('recognises a path and leaves addresses, commands and keys alone', () => {
    expect(
      namedPaths(
        'See `db/client.ts`, `features/trips/`, `trips.service.ts`, `/app/trips`, `npm test`, `GET /api/my-data`, ' +
          '`uploads/<uuid>-<width>.<ext>`, `toulky_wrote` and `https://example.com/a.ts`.',
      ),
    ).toEqual(['db/client.ts', 'features/trips/', 'trips.service.ts']);
  });

  for (const document of documents) {
    it(`every path ${relative(root, document)} names exists`, () => {
      const missing = namedPaths(readFileSync(document, 'utf8')).filter((path) => !exists(path));
      expect(missing, `missing in ${basename(dirname(document))}/${basename(document)}`).toEqual([]);
    });
  }
});
