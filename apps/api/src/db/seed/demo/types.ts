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
}

export interface DemoAnnouncement {
  title: string;
  preview: string;
  label: string;
  trip: string;
  days: number;
}
