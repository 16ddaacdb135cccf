import type { SiteLanguage } from './site-data';

type Values = Record<string, string | number>;

/** `{{name}}` placeholders filled in; a missing value is left visible rather than silently dropped. */
export function interpolate(text: string, values: Values = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The BCP 47 tag of a site language: `<html lang>`, Intl formatting and plural rules. */
export function languageTag(language: SiteLanguage): 'cs' | 'en' {
  return language === 'en_US' ? 'en' : 'cs';
}

/**
 * The plural form of `{key}_{one|few|many|other}` in an object of texts, for the count, by the language's rules
 * (Czech has four forms, English two).
 */
export function plural(language: SiteLanguage, texts: Record<string, unknown>, key: string, count: number): string {
  const form = new Intl.PluralRules(languageTag(language)).select(count);
  const text = texts[`${key}_${form}`] ?? texts[`${key}_other`];
  if (typeof text !== 'string') throw new Error(`No plural text for ${key}`);
  return interpolate(text, { count });
}

/** A date as the site shows it: "24. listopadu 2026" / "November 24, 2026", in Czech time. */
export function formatDate(language: SiteLanguage, iso: string): string {
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(
    new Date(iso),
  );
}

/** A decimal number with the language's separator, one decimal at most: 12,5 / 12.5. */
export function formatNumber(language: SiteLanguage, value: number): string {
  return new Intl.NumberFormat(languageTag(language), { maximumFractionDigits: 1 }).format(value);
}
