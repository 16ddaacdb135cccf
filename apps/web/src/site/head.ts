import { publicPath } from '../app/i18n/public-path';
import { searchHref } from './search-href';
import type { SiteData, SiteTripDetail } from './site-data';
import { interpolate, languageTag } from './texts';

/** What a public page puts in its `<head>`: title, description, canonical address and Open Graph. */
export interface SiteHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** The page's translations, this one included, and Czech as `x-default`, for `hreflang` links; empty without one. */
  alternates: Array<{ hreflang: 'cs' | 'en' | 'x-default'; href: string }>;
  ogType: 'website' | 'article';
  /** Absolute URL of the picture shared with the link. */
  ogImage: string;
  ogImageAlt: string;
  /** Whether search engines should index the page (not for one-off newsletter links or a missing page). */
  indexable: boolean;
  /** schema.org JSON-LD describing the page, when it has a type of its own. */
  jsonLd: Record<string, unknown> | null;
}

function absolute(publicUrl: string, url: string): string {
  return new URL(url, `${publicUrl}/`).toString();
}

/** Who a trip suits, as schema.org's free-text `touristType`: hikers, and the audiences of its suitability. */
function touristTypes(texts: SiteData['texts'], suitability: readonly string[]): string[] {
  const { audience } = texts.tripPage;
  return [
    texts.tripPage.touristType,
    ...suitability.flatMap((value) => (value in audience ? [audience[value as keyof typeof audience]] : [])),
  ];
}

type PageHead = Omit<SiteHead, 'alternates'>;

/**
 * A trip's page: shared as an article with its cover; described as a schema.org TouristTrip starting at a place. An
 * English page of a trip without English shows the Czech page's texts, so that page is its canonical.
 */
function tripHead(data: SiteData, trip: SiteTripDetail, base: Omit<PageHead, 'title' | 'description'>): PageHead {
  const { texts, publicUrl } = data;
  const image = trip.coverImage ? absolute(publicUrl, trip.coverImage.url) : base.ogImage;
  return {
    ...base,
    canonical: trip.language === data.language ? base.canonical : absolute(publicUrl, data.twin.href),
    title: `${trip.title} – ${texts.appName}`,
    description: trip.preview,
    ogType: 'article',
    ogImage: image,
    ogImageAlt: trip.coverImage?.alt ?? trip.title,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: trip.title,
      description: trip.perex,
      image,
      url: base.canonical,
      inLanguage: languageTag(trip.language),
      touristType: touristTypes(texts, trip.attributes.suitability),
      itinerary: {
        '@type': 'Place',
        name: trip.area ? `${texts.tripPage.start} – ${trip.area.name}` : texts.tripPage.start,
        geo: { '@type': 'GeoCoordinates', latitude: trip.coordinates.lat, longitude: trip.coordinates.lng },
      },
      ...(trip.averageRating === null
        ? {}
        : {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(trip.averageRating * 10) / 10,
              ratingCount: trip.ratingsCount,
              bestRating: 5,
              worstRating: 1,
            },
          }),
      provider: { '@type': 'Organization', name: texts.appName, url: `${publicUrl}/` },
    },
  };
}

/**
 * The landing page as a schema.org WebSite whose SearchAction is the site's search, so a search engine can offer a
 * search box of Toulky's own with its result.
 */
function webSite(data: SiteData): Record<string, unknown> {
  const { texts, publicUrl } = data;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: texts.appName,
    url: `${publicUrl}/`,
    inLanguage: languageTag(data.language),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${publicUrl}${publicPath(data.language, '/search')}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The Czech and English addresses of an indexable page with a translation, and Czech as the default. */
function alternatesOf(data: SiteData, head: PageHead): SiteHead['alternates'] {
  if (!head.indexable || !data.twin.translated) return [];
  const [here, twin] = [data.path, data.twin.href.split('?')[0]].map((path) => absolute(data.publicUrl, path));
  const [czech, english] = data.language === 'cs_CZ' ? [here, twin] : [twin, here];
  return [
    { hreflang: 'cs', href: czech },
    { hreflang: 'en', href: english },
    { hreflang: 'x-default', href: czech },
  ];
}

/** The head of a page, from the same data the page is rendered from. */
export function siteHead(data: SiteData): SiteHead {
  const head = pageHead(data);
  return { ...head, alternates: alternatesOf(data, head) };
}

function pageHead(data: SiteData): PageHead {
  const { texts, page, publicUrl } = data;
  const base = {
    canonical: absolute(publicUrl, data.path),
    ogType: 'website' as const,
    ogImage: absolute(publicUrl, '/icon-512.png'),
    ogImageAlt: texts.landing.title,
    indexable: true,
    jsonLd: null,
  };
  switch (page.kind) {
    case 'landing':
      return {
        ...base,
        title: texts.landing.metaTitle,
        description: texts.landing.metaDescription,
        jsonLd: webSite(data),
      };
    // Results are no page of their own for a search engine: never indexed (and never in the sitemap).
    case 'search':
      return {
        ...base,
        title: page.query ? interpolate(texts.search.metaTitleFor, { query: page.query }) : texts.search.metaTitle,
        description: texts.search.metaDescription,
        canonical: page.query ? absolute(publicUrl, searchHref(data.language, page.query, page.page)) : base.canonical,
        indexable: false,
      };
    case 'blog':
      return {
        ...base,
        title: page.page > 1 ? interpolate(texts.blog.pageTitle, { page: page.page }) : texts.blog.metaTitle,
        description: texts.blog.metaDescription,
      };
    case 'article': {
      const { article } = page;
      const image = article.image ? absolute(publicUrl, article.image.url) : base.ogImage;
      return {
        ...base,
        title: `${article.title} – ${texts.appName}`,
        description: article.perex,
        ogType: 'article',
        ogImage: image,
        ogImageAlt: article.image?.alt ?? article.title,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: article.title,
          description: article.perex,
          image,
          datePublished: article.publishedAt,
          inLanguage: languageTag(article.language),
          mainEntityOfPage: base.canonical,
          ...(article.author ? { author: { '@type': 'Person', name: article.author.shortname } } : {}),
          publisher: { '@type': 'Organization', name: texts.appName },
        },
      };
    }
    case 'trip':
      return tripHead(data, page.trip, base);
    case 'legal':
      return { ...base, title: `${page.text.title} – ${texts.appName}`, description: page.text.description };
    case 'newsletter': {
      const own = page.action === 'confirm' ? texts.confirm : texts.unsubscribe;
      return { ...base, title: own.metaTitle, description: own.text, indexable: false };
    }
    case 'notFound':
      return { ...base, title: texts.notFound.metaTitle, description: texts.notFound.text, indexable: false };
  }
}
