// Written out rather than with Intl.NumberFormat: a page's first number format loads ICU's number data, a pause of
// about 30 ms on a desktop and well over 100 ms on a mid-range phone, in the middle of rendering the first cards.
// The output is Intl's, character for character (decimal.test.ts compares the two).
const STYLES = {
  cs: { decimal: ',', group: '\u00a0' },
  en: { decimal: '.', group: ',' },
};

/** Intl's rounding (half away from zero) of a non-negative number to tenths: its integer digits and tenths digit. */
function roundToTenths(value: number): [string, number] {
  // Intl rounds the number's shortest decimal form, which String gives; below 1e-6 that form is an exponent, and
  // the tenths are 0.
  if (value < 1e-6) return ['0', 0];
  const [whole, fraction = ''] = String(value).split('.');
  const tenths = Number(fraction[0] ?? 0);
  if (Number(fraction[1] ?? 0) < 5) return [whole, tenths];
  if (tenths < 9) return [whole, tenths + 1];
  return [String(BigInt(whole) + 1n), 0];
}

/** A number with at most one decimal in the language's style (7,5 km in Czech, 7.5 km in English). */
export function formatDecimal(value: number, language: string): string {
  // From 1e21 String writes an exponent too; such numbers (and NaN, infinities) are left to Intl.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  }
  const { decimal, group } = language.startsWith('en') ? STYLES.en : STYLES.cs;
  const [whole, tenths] = roundToTenths(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${tenths === 0 ? '' : `${decimal}${tenths}`}`;
}
