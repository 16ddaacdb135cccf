import { legal as legalCs } from '../locales/cs/legal';
import { site as siteCs } from '../locales/cs/site';
import { legal as legalEn } from '../locales/en/legal';
import { site as siteEn } from '../locales/en/site';
import type { LegalDocument, SiteLanguage, SiteTexts } from './site-data';

/**
 * The site's texts and legal documents in a language, for the server: a page carries what it needs in its data, so
 * the browser downloads no catalogue. English is typed to Czech's shape, so it serves as SiteTexts.
 */
export function siteTexts(language: SiteLanguage): {
  texts: SiteTexts;
  legal: { privacy: LegalDocument; terms: LegalDocument };
} {
  // English has Czech's keys (a test checks), only fewer plural forms, which `plural()` falls back from.
  return language === 'en_US' ? { texts: siteEn as SiteTexts, legal: legalEn } : { texts: siteCs, legal: legalCs };
}
