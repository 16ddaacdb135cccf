import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { tripIdInput } from '../features/trips/index.js';
import { AppError } from '../platform/errors.js';
import { otherLanguage, pathLanguage, SITE_LANGUAGES, sitePath, unprefixedPath } from '../platform/site-paths.js';
import { SLUG_PATTERN } from '../platform/slug.js';
import { hreflang, siteDocument } from './site-document.js';
import {
  ARTICLE_QUERY,
  ARTICLE_TWIN_QUERY,
  type ArticleAnswer,
  type ArticlesPage,
  BLOG_PAGE_SIZE,
  BLOG_QUERY,
  LANDING_QUERY,
  SITEMAP_QUERY,
  SITEMAP_TRIPS_QUERY,
  type SiteQuery,
  TRIP_LANGUAGE_QUERY,
  TRIP_QUERY,
  type TripsPage,
} from './site-queries.js';
import type { SiteAssets, SiteData, SiteLanguage, SiteRenderer, SiteTwin } from './site-renderer.js';
import { searchPage } from './site-search.js';

export interface SiteOptions {
  services: AppServices;
  renderer: SiteRenderer;
  assets: SiteAssets;
  query: SiteQuery;
  /** The run-time configuration the browser gets (as /config.js has it). */
  runtimeConfig: Record<string, unknown>;
}

const NEWSLETTER_OUTCOMES = ['sent', 'failed', 'invalid', 'botCheck'] as const;

/** The language of a public page: its address's (English under `/en`, Czech elsewhere), the same for everybody. */
export function siteLanguage(request: FastifyRequest): SiteLanguage {
  return pathLanguage(pathOf(request));
}

function pathOf(request: FastifyRequest): string {
  return new URL(request.url, 'http://site').pathname;
}

/** A route's address in both languages: `/blog` and `/en/blog`. */
function inBothLanguages(path: string): string[] {
  return SITE_LANGUAGES.map((language) => sitePath(language, path));
}

/**
 * The same page in the other language, its query kept (a search's words, a newsletter link's code): where the
 * language switch leads. `translated` when it is a translation of this page (named by `hreflang`), not merely the
 * nearest page there is (the English blog for an article without English).
 */
function sameTwin(request: FastifyRequest): SiteTwin {
  const url = new URL(request.url, 'http://site');
  const other = otherLanguage(pathLanguage(url.pathname));
  return { href: `${sitePath(other, unprefixedPath(url.pathname))}${url.search}`, translated: true };
}

/**
 * The public site: server-rendered pages (hydrated in the browser), its search, the newsletter's forms, sitemap and
 * robots.
 */
export async function registerSite(
  app: FastifyInstance,
  options: SiteOptions,
): Promise<{
  renderNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}> {
  const { services, renderer, assets, query, runtimeConfig } = options;
  const { publicUrl } = services.config;

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: SiteData['page'],
    { status = 200, twin = sameTwin(request) }: { status?: number; twin?: SiteTwin } = {},
  ): Promise<FastifyReply> {
    const language = siteLanguage(request);
    const data: SiteData = {
      language,
      path: pathOf(request),
      twin,
      publicUrl,
      texts: renderer.siteTexts(language).texts,
      config: runtimeConfig,
      page,
    };
    const html = siteDocument(data, renderer.renderSite(data), assets);
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }

  const renderNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    send(
      request,
      reply,
      { kind: 'notFound' },
      { status: 404, twin: { href: sitePath(otherLanguage(siteLanguage(request)), '/'), translated: false } },
    );

  app.get('/en/', async (_request, reply) => reply.redirect('/en', 301));

  for (const path of inBothLanguages('/')) {
    app.get<{ Querystring: { newsletter?: string } }>(path, async (request, reply) => {
      const language = siteLanguage(request);
      const data = await query<{ publishedTrips: { edges: unknown[] } } & ArticlesPage<unknown>>(
        LANDING_QUERY,
        { writtenIn: language },
        language,
      );
      const outcome = NEWSLETTER_OUTCOMES.find((value) => value === request.query.newsletter) ?? null;
      return send(request, reply, {
        kind: 'landing',
        trips: data.publishedTrips.edges,
        articles: data.publishedArticles.edges,
        newsletter: outcome,
      });
    });
  }

  // The English blog lists the articles written in English; the others have no English page.
  for (const path of inBothLanguages('/blog')) {
    app.get<{ Querystring: { page?: string } }>(path, async (request, reply) => {
      const language = siteLanguage(request);
      const page = request.query.page === undefined ? 1 : Number(request.query.page);
      if (!Number.isInteger(page) || page < 1) return renderNotFound(request, reply);
      const data = await query<ArticlesPage<unknown>>(BLOG_QUERY, { page, writtenIn: language }, language);
      const pages = Math.max(1, Math.ceil(data.publishedArticles.total / BLOG_PAGE_SIZE));
      if (page > pages) return renderNotFound(request, reply);
      // The blogs differ in length: a later page's twin is the other blog's first.
      const twin = page === 1 ? undefined : { href: sitePath(otherLanguage(language), '/blog'), translated: false };
      return send(request, reply, { kind: 'blog', page, pages, articles: data.publishedArticles.edges }, { twin });
    });
  }

  // Search results for anybody, without JavaScript too (the form is a GET): `noindex`, and not in the sitemap.
  for (const path of inBothLanguages('/search')) {
    app.get<{ Querystring: { q?: string | string[]; page?: string | string[] } }>(path, async (request, reply) => {
      const page = await searchPage(query, request.query, siteLanguage(request));
      return page ? send(request, reply, page) : renderNotFound(request, reply);
    });
  }

  // An article's earlier slug (an editor changed it), or its slug in the other language, moves for good to the
  // current one of this language, so links and search engines follow. An article without English has no English page.
  for (const path of inBothLanguages('/blog/:slug')) {
    app.get<{ Params: { slug: string } }>(path, async (request, reply) => {
      const language = siteLanguage(request);
      const { slug } = request.params;
      // What is not of an address's form (`/blog/`, a NUL, a space) is no article's, and not a question for the API.
      if (!SLUG_PATTERN.test(slug)) return renderNotFound(request, reply);
      const { article } = await query<{ article: ArticleAnswer | null }>(ARTICLE_QUERY, { slug }, language);
      if (!article || article.language !== language) return renderNotFound(request, reply);
      const here = (answer: ArticleAnswer) => sitePath(answer.language, `/blog/${encodeURIComponent(answer.slug)}`);
      if (article.slug !== slug) return reply.redirect(here(article), 301);
      const other = otherLanguage(language);
      const { article: twin } = await query<{ article: ArticleAnswer }>(ARTICLE_TWIN_QUERY, { slug }, other);
      return send(
        request,
        reply,
        { kind: 'article', article },
        {
          twin:
            twin.language === other
              ? { href: here(twin), translated: true }
              : { href: sitePath(other, '/blog'), translated: false },
        },
      );
    });
  }

  // A published trip for anybody; an id that is no trip's (or not a published one's) is a page that does not exist.
  // Its English page exists without English texts too (showing the Czech ones), but is a translation only with them.
  for (const path of inBothLanguages('/trips/:tripId')) {
    app.get<{ Params: { tripId: string } }>(path, async (request, reply) => {
      const language = siteLanguage(request);
      const id = tripIdInput.safeParse(request.params.tripId);
      if (!id.success) return renderNotFound(request, reply);
      const { publishedTrip: trip } = await query<{ publishedTrip: { language: SiteLanguage } | null }>(
        TRIP_QUERY,
        { id: id.data },
        language,
      );
      if (!trip) return renderNotFound(request, reply);
      const english =
        language === 'en_US'
          ? trip
          : (await query<{ publishedTrip: { language: SiteLanguage } }>(TRIP_LANGUAGE_QUERY, { id: id.data }, 'en_US'))
              .publishedTrip;
      const twin = {
        href: sitePath(otherLanguage(language), `/trips/${id.data}`),
        translated: english.language === 'en_US',
      };
      return send(request, reply, { kind: 'trip', trip }, { twin });
    });
  }

  for (const [path, document] of [
    ['/privacy-policy', 'privacy'],
    ['/terms-of-service', 'terms'],
  ] as const) {
    for (const localized of inBothLanguages(path)) {
      app.get(localized, async (request, reply) => {
        const { legal } = renderer.siteTexts(siteLanguage(request));
        return send(request, reply, { kind: 'legal', document, text: legal[document] });
      });
    }
  }

  const newsletterPage = (action: 'confirm' | 'unsubscribe', state: 'ask' | 'done' | 'invalid', token: string) => ({
    kind: 'newsletter',
    action,
    state,
    token,
  });

  // The links of newsletter e-mails open a page (in the subscriber's language); its button (a POST) does the action.
  for (const path of inBothLanguages('/newsletter/confirm')) {
    app.get<{ Querystring: { code?: string } }>(path, async (request, reply) => {
      const code = request.query.code ?? '';
      return send(request, reply, newsletterPage('confirm', code ? 'ask' : 'invalid', code));
    });
  }
  for (const path of inBothLanguages('/newsletter/unsubscribe')) {
    app.get<{ Querystring: { token?: string } }>(path, async (request, reply) => {
      const token = request.query.token ?? '';
      return send(request, reply, newsletterPage('unsubscribe', token ? 'ask' : 'invalid', token));
    });
  }

  /** Whether a newsletter action was refused for a code or token that is not valid (anything else is a failure). */
  const refused = (error: unknown) =>
    error instanceof AppError && ['UNAUTHORIZED_INVALID_INVITE_CODE', 'BAD_USER_INPUT'].includes(error.code);

  // The forms post `application/x-www-form-urlencoded`, parsed only for these routes (GraphQL keeps its own).
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    for (const language of SITE_LANGUAGES) {
      const at = (path: string) => sitePath(language, path);

      // Without JavaScript the landing page's form posts here; the answer is the landing page with the outcome.
      forms.post<{ Body: { email?: string } }>(at('/newsletter/subscribe'), async (request, reply) => {
        let outcome: (typeof NEWSLETTER_OUTCOMES)[number] = 'sent';
        try {
          await services.engagement.subscribeToNewsletter(
            { email: request.body?.email ?? '', language },
            { ip: request.ip, botCheckToken: undefined },
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcome =
            error.code === 'BAD_USER_INPUT'
              ? 'invalid'
              : error.code === 'UNAUTHORIZED_RECAPTCHA_FAILED'
                ? 'botCheck'
                : 'failed';
        }
        return reply.redirect(`${at('/')}?newsletter=${outcome}#newsletter`, 303);
      });

      forms.post<{ Body: { code?: string } }>(at('/newsletter/confirm'), async (request, reply) => {
        const code = request.body?.code ?? '';
        try {
          await services.engagement.confirmNewsletter({ code });
          return send(request, reply, newsletterPage('confirm', 'done', ''));
        } catch (error) {
          if (!refused(error)) throw error;
          return send(request, reply, newsletterPage('confirm', 'invalid', ''), { status: 400 });
        }
      });

      // RFC 8058 one-click: a mail client posts `List-Unsubscribe=One-Click` to the link (token in the query); the
      // page's own form posts the token in the body.
      forms.post<{ Body: { token?: string }; Querystring: { token?: string } }>(
        at('/newsletter/unsubscribe'),
        async (request, reply) => {
          const token = request.body?.token ?? request.query.token ?? '';
          try {
            await services.engagement.unsubscribeFromNewsletter(token);
            return send(request, reply, newsletterPage('unsubscribe', 'done', ''));
          } catch (error) {
            if (!refused(error)) throw error;
            return send(request, reply, newsletterPage('unsubscribe', 'invalid', ''), { status: 400 });
          }
        },
      );
    }
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /admin/\nDisallow: /newsletter/\nDisallow: /en/newsletter/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );

  /** Every item of a paged list in a language, a page of 50 at a time. */
  async function everyItem<D, T>(
    source: string,
    language: SiteLanguage,
    list: (data: D) => { total: number; edges: T[] },
  ): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const { total, edges } = list(await query<D>(source, { page, writtenIn: language }, language));
      items.push(...edges);
      if (items.length >= total || edges.length === 0) return items;
    }
  }

  // Every indexable page in each language it is written in, each naming its translations (and Czech as x-default),
  // as https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap describes.
  app.get('/sitemap.xml', async (_request, reply) => {
    type Article = { _id: string; slug: string; publishedAt: string };
    type Trip = { _id: string; publishedAt: string; language: SiteLanguage };
    const [czechArticles, englishArticles, trips] = await Promise.all([
      everyItem(SITEMAP_QUERY, 'cs_CZ', (data: ArticlesPage<Article>) => data.publishedArticles),
      everyItem(SITEMAP_QUERY, 'en_US', (data: ArticlesPage<Article>) => data.publishedArticles),
      everyItem(SITEMAP_TRIPS_QUERY, 'en_US', (data: TripsPage<Trip>) => data.publishedTrips),
    ]);
    const englishSlugs = new Map(englishArticles.map((article) => [article._id, article.slug]));
    const both = (path: string, lastmod?: string): SitemapPage => ({
      paths: { cs_CZ: path, en_US: sitePath('en_US', path) },
      lastmod,
    });
    const pages: SitemapPage[] = [
      both('/'),
      { paths: { cs_CZ: '/blog', en_US: '/en/blog' }, lastmod: czechArticles[0]?.publishedAt },
      ...czechArticles.map((article) => {
        const english = englishSlugs.get(article._id);
        return {
          paths: {
            cs_CZ: `/blog/${encodeURIComponent(article.slug)}`,
            ...(english ? { en_US: `/en/blog/${encodeURIComponent(english)}` } : {}),
          },
          lastmod: article.publishedAt,
        };
      }),
      ...trips.map((trip) =>
        trip.language === 'en_US'
          ? both(`/trips/${trip._id}`, trip.publishedAt)
          : { paths: { cs_CZ: `/trips/${trip._id}` }, lastmod: trip.publishedAt },
      ),
      both('/privacy-policy'),
      both('/terms-of-service'),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...pages.flatMap((page) => sitemapEntries(publicUrl, page)),
      '</urlset>',
    ];
    return reply.header('content-type', 'application/xml; charset=utf-8').send(`${xml.join('\n')}\n`);
  });

  return { renderNotFound };
}

interface SitemapPage {
  /** The page's address in each language it is written in. */
  paths: Partial<Record<SiteLanguage, string>>;
  lastmod?: string;
}

/** A page's `<url>` in each of its languages, with `xhtml:link` alternates when it has two. */
function sitemapEntries(publicUrl: string, page: SitemapPage): string[] {
  const languages = SITE_LANGUAGES.filter((language) => page.paths[language]);
  const alternates =
    languages.length > 1
      ? [
          ...languages.map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang(language)}" href="${publicUrl}${page.paths[language]}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}${page.paths.cs_CZ}"/>`,
        ].join('')
      : '';
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.slice(0, 10)}</lastmod>` : '';
  return languages.map(
    (language) => `  <url><loc>${publicUrl}${page.paths[language]}</loc>${lastmod}${alternates}</url>`,
  );
}
