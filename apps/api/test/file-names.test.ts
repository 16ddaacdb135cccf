import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const features = new URL('../src/features/', import.meta.url);

/**
 * ARCHITECTURE.md "Naming": a feature folder's files are named `<feature>.<part>.<role>.ts` (the part is optional),
 * so a folder lists in one style and a file's name says what it holds; `index.ts` is the feature's public entry, and a
 * `README.md` beside the code holds the feature's details (the developers' guide asks for one).
 */
describe('file names in feature folders', () => {
  for (const feature of readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    it(`every file in features/${feature.name} starts with "${feature.name}."`, () => {
      const files = readdirSync(new URL(`${feature.name}/`, features), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
      const misnamed = files.filter(
        (name) =>
          name !== 'index.ts' && name !== 'README.md' && !new RegExp(`^${feature.name}(\\.[a-z0-9-]+)+$`).test(name),
      );
      expect(misnamed).toEqual([]);
    });
  }
});
