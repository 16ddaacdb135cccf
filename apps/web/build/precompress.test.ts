import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { brotliQuality, firstLoadFiles } from './precompress';

function chunk(fileName: string, imports: string[], isEntry = false, css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputBundle[string];
}

const asset = (fileName: string) => ({ type: 'asset', fileName }) as Rollup.OutputBundle[string];

const bundle: Rollup.OutputBundle = {
  'index.html': asset('index.html'),
  'assets/index-a.js': chunk('assets/index-a.js', ['assets/react-b.js', 'assets/router-c.js'], true, [
    'assets/index-a.css',
  ]),
  'assets/index-a.css': asset('assets/index-a.css'),
  'assets/react-b.js': chunk('assets/react-b.js', []),
  'assets/router-c.js': chunk('assets/router-c.js', ['assets/react-b.js']),
  'assets/site-d.js': chunk('assets/site-d.js', ['assets/react-b.js'], true),
  'assets/profile-page-e.js': chunk('assets/profile-page-e.js', ['assets/react-b.js', 'assets/chart-f.js']),
  'assets/chart-f.js': chunk('assets/chart-f.js', []),
};

describe('firstLoadFiles', () => {
  it('holds the entries, what they import statically, their stylesheets and the HTML, not lazy screens', () => {
    expect([...firstLoadFiles(bundle)].sort()).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/router-c.js',
      'assets/site-d.js',
      'index.html',
    ]);
  });
});

describe('brotliQuality', () => {
  const firstLoad = firstLoadFiles(bundle);

  it('compresses the first load best, a lazy screen at 10 and the largest lazy files at 9', () => {
    expect(brotliQuality('assets/react-b.js', 220_000, firstLoad)).toBe(11);
    expect(brotliQuality('assets/profile-page-e.js', 40_000, firstLoad)).toBe(10);
    expect(brotliQuality('assets/trip-map-g.js', 1_100_000, firstLoad)).toBe(10);
    expect(brotliQuality('assets/password-estimator-h.js', 2_300_000, firstLoad)).toBe(9);
  });
});
