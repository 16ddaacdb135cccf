import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { tripIdInput } from '../features/trips/index.js';
import { AppError } from '../platform/errors.js';
import { siteDocument } from './site-document.js';
import {
  ARTICLE_QUERY,
  type ArticlesPage,
  BLOG_PAGE_SIZE,
  BLOG_QUERY,
  LANDING_QUERY,
  SITEMAP_QUERY,
  SITEMAP_TRIPS_QUERY,
  type SiteQuery,
  TRIP_QUERY,
  type TripsPage,
} from './site-queries.js';
import type { SiteAssets, SiteData, SiteLanguage, SiteRenderer } from './site-renderer.js';
import { searchPage } from './site-search.js';

export interface SiteOptions {
  services: AppServices;
  renderer: SiteRenderer;
  assets: SiteAssets;
  query: SiteQuery;
  /** The run-time configuration the browser gets (as /config.js has it). */
  runtimeConfig: Record<string, unknown>;
}

const LANGUAGE_COOKIE = 'language';
const YEAR_SECONDS = 365 * 24 * 3600;
const NEWSLETTER_OUTCOMES = ['sent', 'failed', 'invalid', 'botCheck'] as const;

function isLanguage(value: unknown): value is SiteLanguage {
  return value === 'cs_CZ' || value === 'en_US';
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language of a public page: the visitor's choice (the `language` cookie, written by the site's and the app's
 * language switch), else the first of Czech and English in Accept-Language, else Czech.
 */
export function siteLanguage(request: FastifyRequest): SiteLanguage {
  const chosen = cookie(request, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { tag, q: q ? Number(q) : 1 };
    })
    .filter(({ tag, q }) => (tag.startsWith('cs') || tag.startsWith('sk') || tag.startsWith('en')) && q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag.startsWith('en') ? 'en_US' : 'cs_CZ';
}

function pathOf(request: FastifyRequest): string {
  return new URL(request.url, 'http://site').pathname;
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
    status = 200,
  ): Promise<FastifyReply> {
    const language = siteLanguage(request);
    const data: SiteData = {
      language,
      path: pathOf(request),
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
      .header('vary', 'Accept-Language, Cookie')
      .send(html);
  }

  const renderNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, { kind: 'notFound' }, 404);

  // `?lang=` (the language links, which work without JavaScript): remember the choice and show the same page.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/app') || !request.url.includes('lang=')) return;
    const url = new URL(request.url, 'http://site');
    const chosen = url.searchParams.get('lang');
    if (!isLanguage(chosen)) return;
    url.searchParams.delete('lang');
    reply
      .header('set-cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`)
      .redirect(`${url.pathname}${url.search}`, 303);
  });

  app.get<{ Querystring: { newsletter?: string } }>('/', async (request, reply) => {
    const language = siteLanguage(request);
    const data = await query<{ publishedTrips: { edges: unknown[] } } & ArticlesPage<unknown>>(
      LANDING_QUERY,
      {},
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

  app.get<{ Querystring: { page?: string } }>('/blog', async (request, reply) => {
    const page = request.query.page === undefined ? 1 : Number(request.query.page);
    if (!Number.isInteger(page) || page < 1) return renderNotFound(request, reply);
    const data = await query<ArticlesPage<unknown>>(BLOG_QUERY, { page }, siteLanguage(request));
    const pages = Math.max(1, Math.ceil(data.publishedArticles.total / BLOG_PAGE_SIZE));
    if (page > pages) return renderNotFound(request, reply);
    return send(request, reply, { kind: 'blog', page, pages, articles: data.publishedArticles.edges });
  });

  // Search results for anybody, without JavaScript too (the form is a GET): `noindex`, and not in the sitemap.
  app.get<{ Querystring: { q?: string | string[]; page?: string | string[] } }>('/search', async (request, reply) => {
    const page = await searchPage(query, request.query, siteLanguage(request));
    return page ? send(request, reply, page) : renderNotFound(request, reply);
  });

  // An article's earlier slug (an editor changed it) moves for good to the current one, so links and search engines follow.
  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const { slug } = request.params;
    const data = await query<{ article: { slug: string } | null }>(ARTICLE_QUERY, { slug }, siteLanguage(request));
    if (!data.article) return renderNotFound(request, reply);
    if (data.article.slug !== slug) return reply.redirect(`/blog/${encodeURIComponent(data.article.slug)}`, 301);
    return send(request, reply, { kind: 'article', article: data.article });
  });

  // A published trip for anybody; an id that is no trip's (or not a published one's) is a page that does not exist.
  app.get<{ Params: { tripId: string } }>('/trips/:tripId', async (request, reply) => {
    const id = tripIdInput.safeParse(request.params.tripId);
    if (!id.success) return renderNotFound(request, reply);
    const data = await query<{ publishedTrip: unknown }>(TRIP_QUERY, { id: id.data }, siteLanguage(request));
    if (!data.publishedTrip) return renderNotFound(request, reply);
    return send(request, reply, { kind: 'trip', trip: data.publishedTrip });
  });

  for (const [path, document] of [
    ['/privacy-policy', 'privacy'],
    ['/terms-of-service', 'terms'],
  ] as const) {
    app.get(path, async (request, reply) => {
      const { legal } = renderer.siteTexts(siteLanguage(request));
      return send(request, reply, { kind: 'legal', document, text: legal[document] });
    });
  }

  const newsletterPage = (action: 'confirm' | 'unsubscribe', state: 'ask' | 'done' | 'invalid', token: string) => ({
    kind: 'newsletter',
    action,
    state,
    token,
  });

  // The links of newsletter e-mails open a page; its button (a POST) does the action.
  app.get<{ Querystring: { code?: string } }>('/newsletter/confirm', async (request, reply) => {
    const code = request.query.code ?? '';
    return send(request, reply, newsletterPage('confirm', code ? 'ask' : 'invalid', code));
  });
  app.get<{ Querystring: { token?: string } }>('/newsletter/unsubscribe', async (request, reply) => {
    const token = request.query.token ?? '';
    return send(request, reply, newsletterPage('unsubscribe', token ? 'ask' : 'invalid', token));
  });

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

    // Without JavaScript the landing page's form posts here; the answer is the landing page with the outcome.
    forms.post<{ Body: { email?: string } }>('/newsletter/subscribe', async (request, reply) => {
      const language = siteLanguage(request);
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
      return reply.redirect(`/?newsletter=${outcome}#newsletter`, 303);
    });

    forms.post<{ Body: { code?: string } }>('/newsletter/confirm', async (request, reply) => {
      const code = request.body?.code ?? '';
      try {
        await services.engagement.confirmNewsletter({ code });
        return send(request, reply, newsletterPage('confirm', 'done', ''));
      } catch (error) {
        if (!refused(error)) throw error;
        return send(request, reply, newsletterPage('confirm', 'invalid', ''), 400);
      }
    });

    // RFC 8058 one-click: a mail client posts `List-Unsubscribe=One-Click` to the link (token in the query); the
    // page's own form posts the token in the body.
    forms.post<{ Body: { token?: string }; Querystring: { token?: string } }>(
      '/newsletter/unsubscribe',
      async (request, reply) => {
        const token = request.body?.token ?? request.query.token ?? '';
        try {
          await services.engagement.unsubscribeFromNewsletter(token);
          return send(request, reply, newsletterPage('unsubscribe', 'done', ''));
        } catch (error) {
          if (!refused(error)) throw error;
          return send(request, reply, newsletterPage('unsubscribe', 'invalid', ''), 400);
        }
      },
    );
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /admin/\nDisallow: /newsletter/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );

  /** Every item of a paged list, a page of 50 at a time. */
  async function everyItem<D, T>(source: string, list: (data: D) => { total: number; edges: T[] }): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const { total, edges } = list(await query<D>(source, { page }, 'cs_CZ'));
      items.push(...edges);
      if (items.length >= total || edges.length === 0) return items;
    }
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    type Dated = { publishedAt: string };
    const [articles, trips] = await Promise.all([
      everyItem(SITEMAP_QUERY, (data: ArticlesPage<Dated & { slug: string }>) => data.publishedArticles),
      everyItem(SITEMAP_TRIPS_QUERY, (data: TripsPage<Dated & { _id: string }>) => data.publishedTrips),
    ]);
    const entry = (path: string, lastmod?: string) =>
      `  <url><loc>${publicUrl}${path}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry('/'),
      entry('/blog', articles[0]?.publishedAt),
      ...articles.map((article) => entry(`/blog/${encodeURIComponent(article.slug)}`, article.publishedAt)),
      ...trips.map((trip) => entry(`/trips/${trip._id}`, trip.publishedAt)),
      entry('/privacy-policy'),
      entry('/terms-of-service'),
      '</urlset>',
    ];
    return reply.header('content-type', 'application/xml; charset=utf-8').send(`${xml.join('\n')}\n`);
  });

  return { renderNotFound };
}
