import type { ConsentPreferences } from '../app/consent/consent-store';
import type { RuntimeConfig } from '../app/runtime-config';
import type { site as siteCs } from '../locales/cs/site';

/** The site's texts in one language (Czech is the reference shape). */
export type SiteTexts = typeof siteCs;
/** A section of a legal text: paragraphs, then an optional bulleted list (keyed, so cs and en can be compared). */
export interface LegalSection {
  title: string;
  paragraphs: Record<string, string>;
  items?: Record<string, string>;
}

/** One legal document: the privacy policy or the terms (locales/{cs,en}/legal.ts). */
export interface LegalDocument {
  title: string;
  /** For `<meta name="description">`. */
  description: string;
  effective: string;
  intro: string;
  sections: Record<string, LegalSection>;
}
export type SiteLanguage = 'cs_CZ' | 'en_US';

export interface SiteImage {
  url: string;
  alt: string;
}

/** A trip as the landing page shows it. */
export interface SiteTrip {
  _id: string;
  title: string;
  preview: string;
  coverImage: SiteImage | null;
  area: { name: string } | null;
  attributes: { lengthKm: number; duration: 'HALF_DAY' | 'SHORT_WALK' | 'WEEKEND' | 'WHOLE_DAY' };
  averageRating: number | null;
  ratingsCount: number;
}

export interface SiteLabel {
  label: string;
  color: string;
}

/** An article in a list (landing, blog). */
export interface SiteArticleSummary {
  slug: string;
  title: string;
  perex: string;
  image: SiteImage | null;
  label: SiteLabel | null;
  publishedAt: string;
}

/** A whole article. */
export interface SiteArticle extends SiteArticleSummary {
  contentHtml: string;
  author: { shortname: string } | null;
}

/** What the newsletter sign-up form reports after a submission without JavaScript (`?newsletter=`). */
export type NewsletterOutcome = 'sent' | 'failed' | 'invalid' | 'botCheck';

export type SitePage =
  | { kind: 'landing'; trips: SiteTrip[]; articles: SiteArticleSummary[]; newsletter: NewsletterOutcome | null }
  | { kind: 'blog'; page: number; pages: number; articles: SiteArticleSummary[] }
  | { kind: 'article'; article: SiteArticle }
  | { kind: 'legal'; document: 'privacy' | 'terms'; text: LegalDocument }
  | {
      kind: 'newsletter';
      action: 'confirm' | 'unsubscribe';
      state: 'ask' | 'done' | 'invalid';
      /** The mailed code or token, carried by the form that completes the action. */
      token: string;
    }
  | { kind: 'notFound' };

/** Everything a public page is rendered from, on the server and again (the same) in the browser. */
export interface SiteData {
  language: SiteLanguage;
  /** The path of the page, e.g. `/blog/sumava-v-zime`. */
  path: string;
  /** The site's origin, for canonical links and Open Graph. */
  publicUrl: string;
  texts: SiteTexts;
  config: RuntimeConfig;
  page: SitePage;
}

export type { ConsentPreferences };
