import { describe, expect, it } from 'vitest';
import { firstScreenChunks, iconModules, importedIcons, type ModuleGraph, staticClosure } from './first-screen-chunks';

const ICON_DIR = '/repo/node_modules/@tabler/icons-react/dist/esm/icons';
const icons = iconModules([`${ICON_DIR}/IconHeart.mjs`, `${ICON_DIR}/IconStar.mjs`, '/repo/src/a.ts']);

/** A module graph from `id → [code, imports]`. */
function graph(
  modules: Record<string, [string, string[]]>,
): ModuleGraph & { getModuleIds(): IterableIterator<string> } {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { code: module[0], importedIds: module[1] } : null;
    },
  };
}

const isLibrary = (id: string) => id.includes('/node_modules/');

describe('importedIcons', () => {
  it('names the icon modules a module imports from the icons’ index, renamed or not', () => {
    expect(icons.get('IconHeart')).toBe(`${ICON_DIR}/IconHeart.mjs`);
    const code = `import { IconHeart as Heart, IconMissing } from "@tabler/icons-react";\nimport {\n IconStar,\n} from '@tabler/icons-react';`;
    expect(importedIcons(code, icons)).toEqual([`${ICON_DIR}/IconHeart.mjs`, `${ICON_DIR}/IconStar.mjs`]);
  });
});

describe('staticClosure', () => {
  it('follows static imports but not into libraries, and takes the icons a module names', () => {
    const modules = graph({
      '/repo/src/page.tsx': [
        'import { IconStar } from "@tabler/icons-react";',
        ['/repo/src/card.tsx', '/lib/index.js'],
      ],
      '/repo/src/card.tsx': ['', ['/repo/node_modules/@mantine/core/index.mjs']],
    });
    const stop = (id: string) => isLibrary(id) || id.startsWith('/lib/');
    expect([...staticClosure(modules, ['/repo/src/page.tsx'], stop, icons)].sort()).toEqual([
      `${ICON_DIR}/IconStar.mjs`,
      '/repo/src/card.tsx',
      '/repo/src/page.tsx',
    ]);
  });
});

describe('firstScreenChunks', () => {
  it('gives the layout and the screen what they import beyond the entry, and the site what it shares', () => {
    const { plugin, groups } = firstScreenChunks({
      entry: 'src/main.tsx',
      layout: 'src/layout.tsx',
      screen: 'src/trips-page.tsx',
      otherEntries: ['src/site.tsx'],
      stop: isLibrary,
    });
    const modules = graph({
      '/repo/src/main.tsx': ['', ['/repo/src/session.ts']],
      '/repo/src/session.ts': ['', []],
      '/repo/src/site.tsx': ['', ['/repo/src/session.ts', '/repo/src/decimal.ts']],
      '/repo/src/decimal.ts': ['', []],
      '/repo/src/layout.tsx': ['import { IconHeart } from "@tabler/icons-react";', ['/repo/src/nav.tsx']],
      '/repo/src/nav.tsx': ['', ['/repo/src/session.ts']],
      '/repo/src/trips-page.tsx': ['', ['/repo/src/card.tsx', '/repo/src/nav.tsx', '/repo/src/decimal.ts']],
      '/repo/src/card.tsx': ['', []],
      [`${ICON_DIR}/IconHeart.mjs`]: ['', []],
    });
    const buildEnd = plugin.buildEnd as (this: unknown) => void;
    buildEnd.call(modules);
    const ids = [...modules.getModuleIds()];
    const members = Object.fromEntries(groups.map(({ name, test }) => [name, ids.filter(test).sort()]));
    expect(members).toEqual({
      layout: [`${ICON_DIR}/IconHeart.mjs`, '/repo/src/layout.tsx', '/repo/src/nav.tsx'],
      'trips-page': ['/repo/src/card.tsx', '/repo/src/trips-page.tsx'],
      'site-shared': ['/repo/src/decimal.ts', '/repo/src/session.ts'],
    });
    expect(groups.every((group) => group.includeDependenciesRecursively === false)).toBe(true);
  });

  it('fails the build when a module it was told of is not in it', () => {
    const { plugin } = firstScreenChunks({
      entry: 'src/main.tsx',
      layout: 'src/layout.tsx',
      screen: 'src/missing.tsx',
      otherEntries: [],
      stop: isLibrary,
    });
    const buildEnd = plugin.buildEnd as (this: unknown) => void;
    const modules = graph({ '/repo/src/main.tsx': ['', []], '/repo/src/layout.tsx': ['', []] });
    expect(() => buildEnd.call(modules)).toThrow('src/missing.tsx is not in the build');
  });
});
