import { formatDecimal } from '../ui/format/decimal';
import { formatLongDate } from './long-date';
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
  const form = pluralRulesOf(language).select(count);
  const text = texts[`${key}_${form}`] ?? texts[`${key}_other`];
  if (typeof text !== 'string') throw new Error(`No plural text for ${key}`);
  return interpolate(text, { count });
}

/** A date as the site shows it: "24. listopadu 2026" / "November 24, 2026", in Czech time. */
export function formatDate(language: SiteLanguage, iso: string): string {
  return formatLongDate(iso, languageTag(language));
}

/** A decimal number with the language's separator, one decimal at most: 12,5 / 12.5. */
export function formatNumber(language: SiteLanguage, value: number): string {
  return formatDecimal(value, languageTag(language));
}

// One plural rule per language for the page's life, made on first use: creating an Intl object resolves its
// locale's data each time, and the landing page's cards made a dozen during hydration.
const pluralRules = new Map<SiteLanguage, Intl.PluralRules>();
function pluralRulesOf(language: SiteLanguage): Intl.PluralRules {
  const existing = pluralRules.get(language);
  if (existing) return existing;
  const created = new Intl.PluralRules(languageTag(language));
  pluralRules.set(language, created);
  return created;
}
