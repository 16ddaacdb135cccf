import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, labelContrast, relativeLuminance, shownRatio } from './taxonomy.contrast.js';

describe('WCAG contrast', () => {
  it('knows the extremes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#1d6b3a', '#1d6b3a')).toBe(1);
  });

  it('agrees with the known pairs: #777777 on white fails at 4.48, #767676 passes at 4.54', () => {
    expect(labelContrast('#777777')).toEqual({ ratio: 4.48, passes: false });
    expect(labelContrast('#767676')).toEqual({ ratio: 4.54, passes: true });
    expect(labelContrast('#1D6B3A')).toEqual({ ratio: 6.53, passes: true });
    expect(labelContrast('#ffff00').passes).toBe(false);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4, 2);
  });

  it('never shows a failing ratio as 4.5', () => {
    expect(shownRatio(4.497)).toBe(4.49);
    expect(shownRatio(4.5)).toBe(4.5);
    expect(shownRatio(4.504)).toBe(4.5);
    expect(shownRatio(3.456)).toBe(3.46);
  });

  it('takes #rrggbb only', () => {
    expect(isHexColor('#a1B2c3')).toBe(true);
    for (const value of ['#fff', 'a1b2c3', '#a1b2c3ff', '#g1b2c3', 'red', '']) expect(isHexColor(value)).toBe(false);
    expect(() => relativeLuminance('#fff')).toThrow(RangeError);
  });
});
