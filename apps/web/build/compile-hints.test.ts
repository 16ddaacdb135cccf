import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

function chunk(fileName: string, code: string) {
  return { type: 'chunk', fileName, code } as Rollup.OutputBundle[string];
}
function sourceMap(fileName: string, mappings: string) {
  return { type: 'asset', fileName, source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }) };
}

function run(bundle: Rollup.OutputBundle) {
  const hook = compileHints(/trip-map-/).generateBundle;
  if (!hook || typeof hook !== 'object') throw new Error('compileHints has no ordered generateBundle hook');
  expect(hook.order).toBe('post');
  hook.handler.call({} as never, {} as never, bundle, false);
}

describe('compileHints', () => {
  it('puts the hint on the first line of every chunk and shifts its source map by that line', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', 'const __vite__mapDeps=0;\nrun();'),
      'assets/index-a.js.map': sourceMap('assets/index-a.js.map', 'AAAA;AACA'),
      'assets/page-b.js': chunk('assets/page-b.js', 'export{};'),
    } as unknown as Rollup.OutputBundle;
    run(bundle);
    const index = bundle['assets/index-a.js'] as { code: string };
    expect(index.code.split('\n')).toEqual([COMPILE_HINT, 'const __vite__mapDeps=0;', 'run();']);
    expect(JSON.parse(String((bundle['assets/index-a.js.map'] as { source: string }).source))).toMatchObject({
      sources: ['a.ts'],
      mappings: ';AAAA;AACA',
    });
    expect((bundle['assets/page-b.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\nexport{};`);
  });

  it('leaves out the files it is told to, and assets', () => {
    const bundle = {
      'assets/trip-map-c.js': chunk('assets/trip-map-c.js', 'map();'),
      'assets/trip-map-c.js.map': sourceMap('assets/trip-map-c.js.map', 'AAAA'),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'a{}' },
    } as unknown as Rollup.OutputBundle;
    run(bundle);
    expect((bundle['assets/trip-map-c.js'] as { code: string }).code).toBe('map();');
    expect(JSON.parse(String((bundle['assets/trip-map-c.js.map'] as { source: string }).source)).mappings).toBe('AAAA');
    expect((bundle['assets/index.css'] as { source: string }).source).toBe('a{}');
  });
});
