import type {
  Accessibility,
  AdditionalActivity,
  Duration,
  Gastro,
  Overnight,
  Region,
  RouteType,
  Suitability,
  Terrain,
} from '../../../generated/graphql.js';

export interface DemoArea {
  slug: string;
  name: string;
  /** The name for readers of English: the Czech name, with the established English one in brackets where there is one. */
  en: string;
  region: Region;
}

export interface DemoLabel {
  slug: string;
  cs: string;
  en: string;
  /** Carries white text at ≥ 4.5:1. */
  color: string;
}

/** A trip as written by the editors; the content's Markdown is composed from `path`, the attributes and `tip`. */
export interface DemoTrip {
  slug: string;
  title: string;
  region: Region;
  area?: string;
  label?: string;
  lat: number;
  lng: number;
  km: number;
  route: RouteType;
  duration: Duration;
  terrain: Terrain[];
  suitability?: Suitability[];
  access?: Accessibility[];
  gastro?: Gastro[];
  activities?: AdditionalActivity[];
  overnight?: Overnight[];
  /** Published this many days before the seed runs, so the demo always looks fresh. */
  days: number;
  preview: string;
  perex: string;
  /** The route, step by step. */
  path: string;
  tip: string;
  /** The English version; its content is composed like the Czech one (compose.ts). */
  en: DemoTripEnglish;
}

/** A trip's texts in English, for visitors to Czechia: Czech place names, with a short gloss where it helps. */
export interface DemoTripEnglish {
  title: string;
  preview: string;
  perex: string;
  path: string;
  tip: string;
}

export interface DemoArticle {
  slug: string;
  title: string;
  label: string;
  days: number;
  preview: string;
  perex: string;
  /** Markdown paragraphs. */
  body: string[];
  /** The English version, with its own slug; without it readers of English get the Czech article. */
  en?: DemoArticleEnglish;
}

export interface DemoArticleEnglish {
  /** Lowercase ASCII words joined by hyphens, from the English title; unique and unlike any Czech slug. */
  slug: string;
  title: string;
  preview: string;
  perex: string;
  /** Markdown paragraphs, with the same structure as the Czech body. */
  body: string[];
}

export interface DemoAnnouncement {
  title: string;
  preview: string;
  label: string;
  trip: string;
  days: number;
  en: { title: string; preview: string };
}
