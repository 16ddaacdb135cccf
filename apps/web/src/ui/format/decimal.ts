const formatters = new Map<string, Intl.NumberFormat>();

/** A number with at most one decimal in the language's style (7,5 km in Czech, 7.5 km in English). */
export function formatDecimal(value: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    // Creating an Intl formatter is far slower than using one: a list of cards would pay it once per card.
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
