import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * How the app's texts get into its translator, one way each (issue 44): a language's catalogue of the first screens'
 * texts by `loadCatalogue` (catalogue.ts), the server's whole catalogues by server-texts.ts, and every other screen's
 * texts by `registerTexts` (i18n.ts), called from one `register…Texts` function per namespace (or part of one) in a
 * `*-texts.ts` file. That file's home is the feature that says the texts (features/<feature>/), or app/i18n when more
 * than one feature (or the shell) says them.
 */
const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/** Who says a file's texts: `features/<feature>`, or `app` for the shell (and `site`, `ui` likewise). */
const owner = (path: string) =>
  path.startsWith('features/') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];

describe('text registration', () => {
  it('adds texts to a translator only through loadCatalogue, the server texts and registerTexts', () => {
    const adding = files.filter(({ text }) => text.includes('.addResourceBundle(')).map(({ path }) => path);
    // The translator's own createTranslator takes its first texts so too.
    expect(adding.sort()).toEqual([
      'app/i18n/catalogue.ts',
      'app/i18n/i18n.ts',
      'app/i18n/server-texts.ts',
      'ui/i18n/translator.ts',
    ]);
  });

  it('registers each namespace or part from one *-texts.ts file', () => {
    const calls = files
      .filter(({ path }) => path !== 'app/i18n/i18n.ts')
      .flatMap(({ path, text }) =>
        [...text.matchAll(/registerTexts\('([a-z-]+)', cs, en(?:, '([A-Za-z]+)')?\)/g)].map((match) => ({
          path,
          part: match[2] ?? match[1],
        })),
      );
    expect(calls.length).toBeGreaterThan(10);
    for (const { path } of calls) expect(path).toMatch(/-texts\.ts$/);
    const parts = calls.map(({ part }) => part);
    expect(parts.length).toBe(new Set(parts).size);
    // Nothing calls registerTexts in any other way (a variable namespace, texts not named cs and en).
    const all = files
      .filter(({ path }) => path !== 'app/i18n/i18n.ts')
      .flatMap(({ text }) => text.match(/registerTexts\(/g) ?? []);
    expect(all.length).toBe(calls.length);
  });

  it("keeps a feature's own texts in its folder, and in app/i18n only those several parts of the app say", () => {
    const registrars = files.flatMap(({ path, text }) =>
      [...text.matchAll(/export function (register[A-Za-z]+Texts)\(/g)].map((match) => ({ path, name: match[1] })),
    );
    expect(registrars.length).toBeGreaterThan(10);
    for (const { path, name } of registrars) {
      const sayers = new Set(
        files
          .filter((file) => file.path !== path && new RegExp(`\\b${name}\\(\\)`).test(file.text))
          .map((file) => owner(file.path)),
      );
      expect(sayers.size, `${name} is called`).toBeGreaterThan(0);
      if (path.startsWith('features/')) expect([...sayers], `${name} (${path})`).toEqual([owner(path)]);
      else expect(sayers.size, `${name} (${path}) is said by one feature: move it there`).toBeGreaterThan(1);
    }
  });
});
