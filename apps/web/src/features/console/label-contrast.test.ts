import { describe, expect, it } from 'vitest';
import { labelContrast } from './label-contrast';

describe('labelContrast', () => {
  it("matches the API's figures for white text on the label's colour", () => {
    expect(labelContrast('#777777')).toEqual({ ratio: 4.48, passes: false });
    expect(labelContrast('#767676')).toEqual({ ratio: 4.54, passes: true });
    expect(labelContrast('#1D6B3A')).toEqual({ ratio: 6.53, passes: true });
    expect(labelContrast('#000000')).toEqual({ ratio: 21, passes: true });
    expect(labelContrast('#ffffff')).toEqual({ ratio: 1, passes: false });
  });

  it('has nothing to say until the colour is #rrggbb', () => {
    for (const value of ['', '#fff', '1d6b3a', '#1d6b3', 'green']) expect(labelContrast(value)).toBeNull();
  });
});
