import { describe, expect, it } from 'vitest';
import { publicPath } from './public-path';

describe('publicPath', () => {
  it('leaves a Czech page at the root', () => {
    expect(publicPath('cs_CZ', '/')).toBe('/');
    expect(publicPath('cs_CZ', '/blog/na-snezku')).toBe('/blog/na-snezku');
  });

  it('puts an English page under /en, its home page at /en itself', () => {
    expect(publicPath('en_US', '/')).toBe('/en');
    expect(publicPath('en_US', '/privacy-policy')).toBe('/en/privacy-policy');
    expect(publicPath('en_US', '/search?q=snezka')).toBe('/en/search?q=snezka');
  });
});
