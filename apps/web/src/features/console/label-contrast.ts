/**
 * The label chip's contrast as the editor types its colour. The app draws a label as a filled Mantine Badge: white
 * text (#ffffff) on the label's colour; WCAG AA asks 4.5:1. The API decides with the same formula
 * (apps/api/src/features/taxonomy/contrast.ts, its tests pin the same pairs); this copy only lets the form say so
 * before saving, without a request per keystroke.
 */

export const MIN_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White text on `color`: the ratio to two decimals (a failing one never reads 4.50) and whether it passes AA. */
export function labelContrast(color: string): { ratio: number; passes: boolean } | null {
  if (!isHexColor(color)) return null;
  const exact = 1.05 / (relativeLuminance(color) + 0.05);
  const rounded = Math.round(exact * 100) / 100;
  const passes = exact >= MIN_CONTRAST;
  return { ratio: !passes && rounded >= MIN_CONTRAST ? MIN_CONTRAST - 0.01 : rounded, passes };
}
