import { describe, expect, it } from 'vitest';
import { landscapeSvg, MEDIA_SEED } from './landscape.js';

describe('landscapeSvg', () => {
  it('draws the same picture for the same seed and a different one for another', () => {
    expect(landscapeSvg('snezka-1')).toBe(landscapeSvg('snezka-1'));
    expect(landscapeSvg('snezka-1')).not.toBe(landscapeSvg('snezka-2'));
    expect(landscapeSvg('snezka-1')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });

  it('accepts only URL-safe seeds', () => {
    expect(MEDIA_SEED.test('prachovske-skaly-0')).toBe(true);
    expect(MEDIA_SEED.test('../etc/passwd')).toBe(false);
  });
});
