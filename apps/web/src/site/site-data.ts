import type { ConsentPreferences } from '../app/consent/consent-store';
import type { RuntimeConfig } from '../app/runtime-config';
import type { site as siteCs } from '../locales/cs/site';
import type { ImageVariant } from '../ui/image-sources';

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
  /** Raster renditions by width and format (AVIF, WebP, JPEG) of an uploaded photo (`ui/image-sources.ts`). */
  variants?: ImageVariant[];
}

/** A trip as the landing page shows it. */
export interface SiteTrip {
  _id: string;
  /** The language its texts are in: Czech on an English page when the trip has no English version. */
  language: SiteLanguage;
  title: string;
  preview: string;
  coverImage: SiteImage | null;
  area: { name: string } | null;
  attributes: { lengthKm: number; duration: 'HALF_DAY' | 'SHORT_WALK' | 'WEEKEND' | 'WHOLE_DAY' };
  averageRating: number | null;
  ratingsCount: number;
}

/** A trip's attributes, by the API's enum values (their names are in the texts' `tripPage.values`). */
export interface SiteTripAttributes {
  lengthKm: number;
  duration: SiteTrip['attributes']['duration'];
  routeType: string;
  terrain: string[];
  suitability: string[];
  accessibility: string[];
  gastro: string[];
  additionalActivities: string[];
  overnightStay: string[];
}

/** A hiker's photo on a rating: its renditions with the upload's upright size, so the page keeps its place. */
export interface SitePhoto {
  _id: string;
  /** Its alt is the caption (empty without one). */
  image: { url: string; alt: string; width: number | null; height: number | null; variants: ImageVariant[] };
  caption: string;
  createdAt: string;
  user: { shortname: string };
}

/** One rating as a trip's public page shows it. */
export interface SiteRating {
  _id: string;
  score: number;
  text: string;
  createdAt: string;
  user: { shortname: string };
  /** In the hiker's order, at most 5; hidden ones are left out by the API. */
  photos: SitePhoto[];
}

/** A whole trip, for its public page (`/trips/{id}`). */
export interface SiteTripDetail {
  _id: string;
  language: SiteLanguage;
  title: string;
  preview: string;
  perex: string;
  contentHtml: string;
  routeLink: string | null;
  publishedAt: string;
  coordinates: { lat: number; lng: number };
  coverImage: SiteImage | null;
  area: { name: string } | null;
  author: { shortname: string } | null;
  attributes: SiteTripAttributes;
  averageRating: number | null;
  ratingsCount: number;
  /** The two latest. */
  ratings: { total: number; edges: SiteRating[] };
  /** The latest hikers' photos on its visible ratings ("From hikers"). */
  hikerPhotos: { total: number; edges: SitePhoto[] };
  /** Its GPX track's figures, elevation profile and file; null without one. */
  track: {
    lengthKm: number;
    elevationGain: number | null;
    elevationLoss: number | null;
    lowestPoint: number | null;
    highestPoint: number | null;
    profile: number[][];
    gpxUrl: string;
  } | null;
}

export interface SiteLabel {
  label: string;
  color: string;
}

/** An article in a list (landing, blog). */
export interface SiteArticleSummary {
  slug: string;
  /** The language its texts are in (its page is at its slug in that language). */
  language: SiteLanguage;
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

/** What a search found (`/search?q=…`): a page of its trips, and its articles on the first page. */
export interface SiteSearchResults {
  trips: SiteTrip[];
  /** Trips found in all (at most 1,000: `capped` when more match, "1,000+"), and the pages of results they fill. */
  total: number;
  capped: boolean;
  pages: number;
  /** Best first, at most 5. */
  articles: SiteArticleSummary[];
  /** The query as the catalogue spells it, when a word of it was found only through a typo. */
  didYouMean: string | null;
}

/** What the newsletter sign-up form reports after a submission without JavaScript (`?newsletter=`). */
export type NewsletterOutcome = 'sent' | 'failed' | 'invalid' | 'botCheck';

export type SitePage =
  | { kind: 'landing'; trips: SiteTrip[]; articles: SiteArticleSummary[]; newsletter: NewsletterOutcome | null }
  | { kind: 'blog'; page: number; pages: number; articles: SiteArticleSummary[] }
  /** `results` is null without a query: the page is then the search form alone. */
  | {
      kind: 'search';
      query: string;
      page: number;
      results: SiteSearchResults | null;
      /** A page past the trips search shows (this many) of a search that finds more: said, not a 404. */
      pastResults?: number;
    }
  | { kind: 'article'; article: SiteArticle }
  | { kind: 'trip'; trip: SiteTripDetail }
  | { kind: 'legal'; document: 'privacy' | 'terms'; text: LegalDocument }
  | {
      kind: 'newsletter';
      action: 'confirm' | 'unsubscribe';
      state: 'ask' | 'done' | 'invalid';
      /** The mailed code or token, carried by the form that completes the action. */
      token: string;
    }
  | { kind: 'notFound' };

/**
 * This page in the other language: where the language switch leads, and, when `translated`, the translation that
 * `hreflang` names and the "also in English" offer links to (otherwise the nearest page there is, e.g. the English
 * blog for an article without English).
 */
export interface SiteTwin {
  href: string;
  translated: boolean;
}

/** Everything a public page is rendered from, on the server and again (the same) in the browser. */
export interface SiteData {
  language: SiteLanguage;
  /** The path of the page, e.g. `/blog/sumava-v-zime` or `/en/blog/sumava-in-winter`. */
  path: string;
  twin: SiteTwin;
  /** The site's origin, for canonical links and Open Graph. */
  publicUrl: string;
  texts: SiteTexts;
  config: RuntimeConfig;
  page: SitePage;
}

export type { ConsentPreferences };
