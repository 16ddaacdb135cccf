/**
 * WCAG 2 contrast of a label chip. The app draws a label as a filled Mantine Badge: the label's colour as the
 * background and the name in white (`--mantine-color-white`, #ffffff; the theme sets no `autoContrast`), so white on
 * the colour is what people read. AA asks 4.5:1 for text of that size. The console's live preview
 * (apps/web/src/features/console/label-contrast.ts) works out the same figures for the editor as they type; this
 * module is the API's, which decides.
 */

/** The chip's text colour in the app. */
export const LABEL_TEXT_COLOR = '#ffffff';
/** WCAG 2 AA for normal-size text. */
export const MIN_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** Relative luminance of an sRGB `#rrggbb` (WCAG 2's definition), 0 for black … 1 for white. */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 (none) … 21 (black on white), whichever is lighter. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * A ratio to two decimals as contrast checkers show it (#777777 on white: 4.48), except that a failing ratio never
 * reads as passing (4.497 is 4.49, not 4.50).
 */
export function shownRatio(ratio: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  return ratio < MIN_CONTRAST && rounded >= MIN_CONTRAST ? MIN_CONTRAST - 0.01 : rounded;
}

/** The label chip's contrast: white text on `color`, and whether it reaches AA. */
export function labelContrast(color: string): { ratio: number; passes: boolean } {
  const ratio = contrastRatio(LABEL_TEXT_COLOR, color);
  return { ratio: shownRatio(ratio), passes: ratio >= MIN_CONTRAST };
}
