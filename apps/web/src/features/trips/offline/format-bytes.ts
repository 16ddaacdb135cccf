const UNITS = [
  { unit: 'gigabyte', size: 1e9 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'kilobyte', size: 1e3 },
] as const;

/** A storage size in decimal units, in the language's notation: `840 kB`, `1,2 MB` (Czech), `1.2 MB` (English). */
export function formatBytes(bytes: number, language: string): string {
  const { unit, size } = UNITS.find((candidate) => bytes >= candidate.size) ?? UNITS[2];
  const value = bytes / size;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
