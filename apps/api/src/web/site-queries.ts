import type { SiteLanguage } from './site-renderer.js';

/** Runs a query of the public API as an anonymous visitor, in the page's language; throws on any GraphQL error. */
export type SiteQuery = <T>(source: string, variables: Record<string, unknown>, language: SiteLanguage) => Promise<T>;

const ARTICLE_SUMMARY = 'slug language title perex image { url alt } label { label color } publishedAt';

/** A trip as its card shows it (the site's `SiteTrip`). */
const TRIP_CARD =
  '_id language title preview coverImage { url alt variants { url width format } } area { name } attributes { lengthKm duration } averageRating ratingsCount';

export const BLOG_PAGE_SIZE = 9;

export const SEARCH_PAGE_SIZE = 20;

export const LANDING_QUERY = `query SiteLanding($writtenIn: Language!) {
  publishedTrips(pagination: { pageNumber: 1, pageSize: 6 }, sort: { field: averageRating, direction: DESC }) {
    edges { ${TRIP_CARD} }
  }
  publishedArticles(filter: { writtenIn: $writtenIn }, pagination: { pageNumber: 1, pageSize: 3 }) {
    edges { ${ARTICLE_SUMMARY} }
  }
}`;

export const SEARCH_QUERY = `query SiteSearch($query: String!, $page: Int!) {
  search(query: $query, pagination: { pageNumber: $page, pageSize: ${SEARCH_PAGE_SIZE} }) {
    trips { total capped edges { ${TRIP_CARD} } }
    articles { ${ARTICLE_SUMMARY} }
    didYouMean
  }
}`;

export const BLOG_QUERY = `query SiteBlog($page: Int!, $writtenIn: Language!) {
  publishedArticles(filter: { writtenIn: $writtenIn }, pagination: { pageNumber: $page, pageSize: ${BLOG_PAGE_SIZE} }) {
    total edges { ${ARTICLE_SUMMARY} }
  }
}`;

export const ARTICLE_QUERY = `query SiteArticle($slug: String!) {
  article(slug: $slug) { ${ARTICLE_SUMMARY} contentHtml author { shortname } }
}`;

/** Where the same article is in the other language, asked in that language. */
export const ARTICLE_TWIN_QUERY = `query SiteArticleTwin($slug: String!) {
  article(slug: $slug) { slug language }
}`;

/** What the article routes read of an article: its current slug in the answer's language, and that language. */
export interface ArticleAnswer {
  slug: string;
  language: 'cs_CZ' | 'en_US';
}

/** A hiker's photo (the site's `SitePhoto`). */
const PHOTO = '_id caption createdAt user { shortname } image { url alt width height variants { url width format } }';

const RATING = `_id score text createdAt user { shortname } photos { ${PHOTO} }`;

export const TRIP_QUERY = `query SiteTrip($id: ID!) {
  publishedTrip(id: $id) {
    _id language title preview perex contentHtml routeLink publishedAt coordinates { lat lng } coverImage { url alt variants { url width format } }
    area { name } author { shortname }
    attributes {
      lengthKm duration routeType terrain suitability accessibility gastro additionalActivities overnightStay
    }
    averageRating ratingsCount
    ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {
      total edges { ${RATING} }
    }
    hikerPhotos(pagination: { pageNumber: 1, pageSize: 12 }) { total edges { ${PHOTO} } }
    track { lengthKm elevationGain elevationLoss lowestPoint highestPoint profile gpxUrl }
  }
}`;

/** Whether a trip is written in the language asked in (its English page is a translation). */
export const TRIP_LANGUAGE_QUERY = `query SiteTripLanguage($id: ID!) {
  publishedTrip(id: $id) { language }
}`;

export const SITEMAP_QUERY = `query SiteSitemap($page: Int!, $writtenIn: Language!) {
  publishedArticles(filter: { writtenIn: $writtenIn }, pagination: { pageNumber: $page, pageSize: 50 }) {
    total edges { _id slug publishedAt }
  }
}`;

export const SITEMAP_TRIPS_QUERY = `query SiteSitemapTrips($page: Int!) {
  publishedTrips(pagination: { pageNumber: $page, pageSize: 50 }, sort: { field: publishedAt, direction: DESC }) {
    total edges { _id publishedAt language }
  }
}`;

export interface ArticlesPage<T> {
  publishedArticles: { total: number; edges: T[] };
}

export interface TripsPage<T> {
  publishedTrips: { total: number; edges: T[] };
}
