import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadDependencies } from './preload-dependencies';

interface Chunk {
  name: string;
  imports?: string[];
  dynamicImports?: string[];
  entry?: string;
}

function bundleOf(chunks: Record<string, Chunk>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, { name, imports = [], dynamicImports = [], entry }]) => [
      fileName,
      { type: 'chunk', fileName, name, imports, dynamicImports, isEntry: !!entry, facadeModuleId: entry ?? null },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

// The app's entry with its library, its first screen's two files, a screen it preloads whole, another screen, and the
// public site's entry, which shares the library and lazily loads a dialog.
const BUNDLE = bundleOf({
  'assets/index-a.js': {
    name: 'index',
    entry: '/app/index.html',
    imports: ['assets/react-b.js'],
    dynamicImports: ['assets/layout-c.js', 'assets/list-d.js', 'assets/detail-e.js', 'assets/other-f.js'],
  },
  'assets/react-b.js': { name: 'react' },
  'assets/layout-c.js': { name: 'layout', imports: ['assets/index-a.js'], dynamicImports: ['assets/other-f.js'] },
  'assets/list-d.js': { name: 'list', imports: ['assets/index-a.js'] },
  'assets/detail-e.js': { name: 'detail', imports: ['assets/index-a.js', 'assets/react-b.js', 'assets/card-g.js'] },
  'assets/other-f.js': { name: 'other', imports: ['assets/react-b.js', 'assets/card-g.js'] },
  'assets/card-g.js': { name: 'card', dynamicImports: ['assets/other-f.js'] },
  'assets/site-h.js': {
    name: 'site',
    entry: '/app/src/site/entry-client.tsx',
    imports: ['assets/react-b.js'],
    dynamicImports: ['assets/dialog-i.js'],
  },
  'assets/dialog-i.js': { name: 'dialog', imports: ['assets/react-b.js'] },
});

function prepared(bundle = BUNDLE) {
  const preloads = preloadDependencies({ firstScreen: ['layout', 'list'], preloaded: ['detail'] });
  const hook = preloads.plugin.generateBundle;
  if (!hook || typeof hook !== 'object') throw new Error('preloadDependencies has no ordered generateBundle hook');
  expect(hook.order).toBe('pre');
  hook.handler.call({ error: (message: string) => expect.fail(message) } as never, {} as never, bundle, false);
  const resolve = (file: string, deps: string[], hostId: string, hostType: 'js' | 'html' = 'js') =>
    preloads.resolveDependencies(file, deps, { hostId, hostType });
  return resolve;
}

describe('preloadDependencies', () => {
  it('has the first load preload only the stylesheets of a screen, which Vite adds itself', () => {
    const resolve = prepared();
    expect(resolve('assets/other-f.js', ['assets/other-f.js', 'assets/card-g.js'], 'assets/index-a.js')).toEqual([]);
    expect(resolve('assets/other-f.js', ['assets/other-f.js', 'assets/card-g.js'], 'assets/layout-c.js')).toEqual([]);
  });

  it('preloads a screen it is told to whole, but for the files the entry brought', () => {
    const resolve = prepared();
    const deps = ['assets/detail-e.js', 'assets/index-a.js', 'assets/react-b.js', 'assets/card-g.js'];
    expect(resolve('assets/detail-e.js', deps, 'assets/index-a.js')).toEqual([
      'assets/detail-e.js',
      'assets/card-g.js',
    ]);
  });

  it('leaves the other screens’ lazy imports whole, but for the entry’s files', () => {
    const resolve = prepared();
    const deps = ['assets/other-f.js', 'assets/react-b.js', 'assets/card-g.js'];
    expect(resolve('assets/other-f.js', deps, 'assets/card-g.js')).toEqual(['assets/other-f.js', 'assets/card-g.js']);
  });

  it('leaves the page’s preloads and the other entries’ lazy imports as they are', () => {
    const resolve = prepared();
    expect(resolve('assets/index-a.js', ['assets/react-b.js'], 'index.html', 'html')).toEqual(['assets/react-b.js']);
    const deps = ['assets/dialog-i.js', 'assets/react-b.js'];
    expect(resolve('assets/dialog-i.js', deps, 'assets/site-h.js')).toEqual(deps);
  });

  it('fails the build when a chunk it names is not there', () => {
    const preloads = preloadDependencies({ firstScreen: ['layout'], preloaded: ['gone'] });
    const hook = preloads.plugin.generateBundle;
    if (!hook || typeof hook !== 'object') throw new Error('no ordered generateBundle hook');
    const error = (message: string) => {
      throw new Error(message);
    };
    expect(() => hook.handler.call({ error } as never, {} as never, BUNDLE, false)).toThrow('no chunk named gone');
  });
});
