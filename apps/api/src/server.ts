import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { graphql } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { type AppServices, createContext, type GraphQLContext, type TransportInfo } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { registerDataExport } from './features/accounts/accounts.data-export.route.js';
import { registerHikerPhotoRoutes } from './features/hiker-photos/hiker-photos.routes.js';
import { registerModerationFigures } from './features/moderation/moderation.figures.route.js';
import { registerTracks } from './features/tracks/tracks.routes.js';
import { landscapeSvg, MEDIA_SEED } from './media/landscape.js';
import { registerMediaRoutes } from './media/media.routes.js';
import { inlineScriptHashes, registerBrowserSecurity } from './platform/browser-security.js';
import { CompiledQueries } from './platform/compiled-queries.js';
import { DirectAnswers } from './platform/direct-answers.js';
import { SERVICE_UNAVAILABLE_RETRY_AFTER } from './platform/errors.js';
import { requestErrorBody } from './platform/graphql-errors.js';
import { sendError, sendNotFound } from './platform/http-errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './platform/json-depth.js';
import { metrics } from './platform/metrics.js';
import { PublicAnswers } from './platform/public-answers.js';
import { registerReadYourWrites, useWriteNotes } from './platform/read-your-writes.js';
import { observeRequests } from './platform/request-observer.js';
import { parserCaches } from './platform/text-caches.js';
import { useCatalogueErrors } from './platform/yoga-errors-plugin.js';
import { buildSchema } from './schema.js';
import {
  attachSubscriptionServer,
  useSubscriptionsOverWebSocketOnly,
  type YogaServerContext,
} from './subscriptions.js';
import { APP_LOADER, type AppShell, createAppShell } from './web/app-first-screen.js';
import { createScreenStyles, createShellPreloads, type ShellPreloads } from './web/shell-preloads.js';
import { registerSite } from './web/site.js';
import type { SiteQuery } from './web/site-queries.js';
import { loadSiteRenderer, readSiteAssets } from './web/site-renderer.js';

export interface ServerOptions {
  services: AppServices;
  /** Built web app to serve (index.html, assets, sw.js); the API alone when absent. */
  webDistDir?: string;
  /** The web app's server bundle for the public pages (apps/web/dist-ssr); no public pages when absent. */
  webSsrDir?: string;
  /** The database, for /readyz and read-your-writes. */
  database: Pick<DatabaseHandle, 'pendingMigrations' | 'isListening' | 'isWritable' | 'hasReplicas' | 'walPosition'>;
  version: string;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function transportOf(req: FastifyRequest | undefined): TransportInfo {
  if (!req) throw new Error('GraphQL over HTTP without a request');
  return {
    requestId: String(req.id),
    ip: req.ip,
    authorization: headerValue(req, 'authorization'),
    botCheckToken: headerValue(req, 'x-bot-check-token'),
    userAgent: headerValue(req, 'user-agent'),
    acceptLanguage: headerValue(req, 'accept-language'),
    // Fastify's request logger is the pino logger we passed in, with the request id bound.
    log: req.log as Logger,
  };
}

/**
 * Root fields answered wholly from the public catalogue (the tables migration 0006 versions), so a whole answer that
 * nobody's identity went into can be sent again while the catalogue is unchanged (platform/public-answers.ts).
 */
const PUBLIC_ROOT_FIELDS = [
  'tripsLocations',
  'publishedTrips',
  'publishedTripsResultsCount',
  'publishedTrip',
  'feed',
  'publishedArticles',
  'article',
  'areaSelectOptions',
];

/** Content types of an answer that is one result (not a stream of subscription events or incremental parts). */
const SINGLE_RESULT = /^application\/(graphql-response\+)?json\b/;

/** Trusts the nearest `hops` proxies (what a number means to proxy-addr; Fastify's types take only a function). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** One Fastify server: /graphql (HTTP + WebSocket), /healthz, /config.js and the web app. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { services } = options;
  const app = Fastify({
    // A pino logger is what Fastify expects; the cast only widens pino's type to Fastify's interface.
    loggerInstance: services.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    // One line per request, written when it has been answered (platform/request-observer.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy:
      typeof services.config.trustProxy === 'number'
        ? trustHops(services.config.trustProxy)
        : services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients (headers or body trickled in, slowloris-style) are answered 408 and cut off; Node checks open
    // requests against these every second. Responses and WebSocket connections are not limited by them.
    requestTimeout: services.config.timeouts.requestSeconds * 1000,
    http: { headersTimeout: services.config.timeouts.headersSeconds * 1000, connectionsCheckingInterval: 1000 },
  });

  const shell = options.webDistDir ? join(options.webDistDir, 'index.html') : undefined;
  // The shell's inline scripts, and the one that starts the app on a page with its first screen painted.
  const shellScripts =
    shell && existsSync(shell)
      ? inlineScriptHashes(`${readFileSync(shell, 'utf8')}<script>${APP_LOADER}</script>`)
      : [];
  await registerBrowserSecurity(app, services.config, shellScripts);
  observeRequests(app, services.config.slowRequestMs);
  registerReadYourWrites(app, options.database, services.config.publicUrl.startsWith('https:'));

  const publicAnswers = new PublicAnswers(services.catalogue, PUBLIC_ROOT_FIELDS);
  const compiledQueries = new CompiledQueries();
  const schema = buildSchema();
  const yoga = createYoga<YogaServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: false,
    maskedErrors: false,
    landingPage: false,
    graphiql: false,
    parserAndValidationCache: parserCaches(),
    // CORS is answered for every route alike (platform/browser-security.ts), before any lane runs.
    cors: false,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 10 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: true },
      }),
      useCatalogueErrors(services.logger),
      useWriteNotes(),
      useSubscriptionsOverWebSocketOnly(),
      compiledQueries.plugin(),
      publicAnswers.plugin(),
    ],
    context: ({ req, transport }) => createContext(services, transport ?? transportOf(req)),
  });
  const directAnswers = new DirectAnswers(
    compiledQueries,
    publicAnswers,
    (req) => createContext(services, transportOf(req)),
    yoga,
  );

  // During shutdown, responses to in-flight requests close their connection, so close() need not
  // wait out the keep-alive timeout of every browser that was talking to us.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // GraphQL answers, /config.js and generated pictures, compressed per request at brotli's cheapest quality: on a
  // personal trip list quality 4 took three times the CPU (~150 µs more, a sixth of the whole answer) to save 6–12 %
  // of a few kilobytes. Kept public answers are compressed once, harder (platform/public-answers.ts); the web app's
  // files at build time.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
  });

  // An operation whose client has gone away still runs to its end; closing waits for it before the database closes,
  // so a mutation in flight is never cut off halfway.
  const executions = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(executions);
  });

  // JSON bodies as Fastify reads them (prototype pollution refused), and no deeper than anything the schema takes.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(Object.assign(new Error(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`), { statusCode: 400 }));
      return;
    }
    parseJson(request, text, done);
  });
  // Yoga reads the raw body itself for content types Fastify does not parse.
  app.addContentTypeParser('*', {}, (_request, _payload, done) => done(null));

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // What fails before GraphQL starts (a body that is not JSON, too large, of a type nobody reads) is still answered
    // as a GraphQL response with a catalogue code, with the HTTP status that says why.
    errorHandler: (error, request, reply) => {
      // A kept answer's catalogue version could not be read: the database is out of reach for a moment.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database is unavailable: answered SERVICE_UNAVAILABLE');
        reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER));
        return reply.status(503).send(requestErrorBody(503, error.message, String(request.id)));
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'a GraphQL request failed before execution');
      return reply.status(status).send(requestErrorBody(status, error.message, String(request.id)));
    },
    handler: async (req, reply) => {
      if (await publicAnswers.trySend(req, reply)) return reply;
      const execution = answer(req, reply);
      executions.add(execution);
      try {
        await execution;
      } finally {
        executions.delete(execution);
        publicAnswers.release(req);
      }
      return reply;
    },
  });

  /** Sends the answer to a GraphQL request: directly for a query Yoga has prepared before, through Yoga otherwise. */
  async function answer(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const direct = await directAnswers.answer(req);
    if (direct) {
      reply.headers(direct.headers).status(direct.status);
      publicAnswers.keep(req, direct.status, direct.headers['content-type'] ?? '', direct.body);
      reply.send(direct.body);
      return;
    }
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req });
    if (response.status === 415) {
      // Yoga answers a content type it cannot read with no body at all.
      reply.status(415).send(requestErrorBody(415, 'Send GraphQL as application/json, or a query as GET.', req.id));
      return;
    }
    for (const [name, value] of response.headers) reply.header(name, value);
    reply.status(response.status);
    const contentType = response.headers.get('content-type') ?? '';
    if (SINGLE_RESULT.test(contentType)) {
      // One result, already serialised: sent as bytes, which the compressor handles in one synchronous call
      // instead of a zlib stream per answer (a third of the CPU of a personal trip list).
      const body = Buffer.from(await response.arrayBuffer());
      publicAnswers.keep(req, response.status, contentType, body);
      reply.send(body);
    } else {
      reply.send(response.body);
    }
  }

  // Liveness: the process answers (its event loop runs). Not the database: while PostgreSQL restarts or fails over,
  // restarting this process would help nothing and drop its live subscriptions; /readyz says the database is away.
  app.get('/healthz', async () => ({ status: 'ok', version: options.version }));

  // Readiness: the database answers as a primary (not a standby still being promoted), has every migration this
  // version needs and delivers live events, so traffic may be sent here.
  app.get('/readyz', async (_request, reply) => {
    try {
      if (!(await options.database.isWritable())) return reply.status(503).send({ status: 'read-only' });
      const pendingMigrations = await options.database.pendingMigrations();
      if (pendingMigrations > 0) return reply.status(503).send({ status: 'migrating', pendingMigrations });
      // Live updates travel through LISTEN; until it is back after a lost connection, subscribers would miss events.
      if (!options.database.isListening()) return reply.status(503).send({ status: 'reconnecting' });
      return { status: 'ready', version: options.version };
    } catch (error) {
      services.logger.warn({ err: error }, 'readiness check failed: the database does not answer');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Routes without an error handler of their own (the public pages, /graphql's own failures): the database out of
  // reach is the responder's 503 with Retry-After, not a 500; anything else is Fastify's default.
  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailable(error)) return sendError(error, request, reply);
    throw error;
  });

  if (services.config.metricsToken) registerMetricsRoute(app, services.config.metricsToken);
  registerDataExport(app, services);
  registerModerationFigures(app, services);
  registerTracks(app, services);
  await registerMediaRoutes(app, services);
  await registerHikerPhotoRoutes(app, services);

  // Generated cover and gallery pictures of the demo content: deterministic, so cacheable for a year.
  app.get<{ Params: { seed: string } }>('/media/generated/:seed.svg', async (request, reply) => {
    const { seed } = request.params;
    if (!MEDIA_SEED.test(seed)) return reply.status(404).send();
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable');
    return landscapeSvg(seed);
  });

  const runtimeConfig = {
    version: options.version,
    botCheckSiteKey: services.config.botcheckSiteKey ?? null,
    mapyApiKey: services.config.mapyApiKey ?? null,
    analyticsId: services.config.integrations.analyticsId ?? null,
    errorReportingScriptUrl: services.config.integrations.errorReportingScriptUrl ?? null,
    trackingPixelScriptUrl: services.config.integrations.trackingPixelScriptUrl ?? null,
  };
  app.get('/config.js', async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return `window.__TOULKY_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`;
  });

  if (options.webDistDir && existsSync(join(options.webDistDir, 'index.html'))) {
    const preloads = createShellPreloads(options.webDistDir, {
      trips: () => services.trips.firstCover(services.catalogue.forRequest()),
      trip: (id) => services.trips.coverOf(services.catalogue.forRequest(), id),
    });
    // The public pages run the public API's queries in-process, as an anonymous visitor in the page's language.
    const query: SiteQuery = async (source, variables, language) => {
      const contextValue = await createContext(services, {
        requestId: randomUUID(),
        ip: '127.0.0.1',
        authorization: undefined,
        botCheckToken: undefined,
        acceptLanguage: language === 'en_US' ? 'en' : 'cs',
        log: services.logger,
      });
      const result = await graphql({ schema, source, variableValues: variables, contextValue });
      if (result.errors?.length) throw result.errors[0];
      // The query's own shape, as the caller names it: the document is fixed and checked by the site's tests.
      return result.data as never;
    };
    const site = await publicSite(options.webDistDir, options.webSsrDir, services.logger);
    const notFound = site
      ? (await registerSite(app, { services, renderer: site.renderer, assets: site.assets, query, runtimeConfig }))
          .renderNotFound
      : undefined;
    const appShell = await createAppShell(
      options.webDistDir,
      options.webSsrDir,
      query,
      (sessionId) => services.accounts.sessionLanguage(sessionId),
      services.logger,
      createScreenStyles(options.webDistDir),
    );
    await serveWebApp(app, options.webDistDir, { preloads, appShell }, notFound);
  } else {
    // The API alone: Fastify's own 404 would log the whole URL, mailed codes in its query included.
    app.setNotFoundHandler(async (request, reply) => sendNotFound(request, reply));
  }

  attachSubscriptionServer(app, yoga, services);
  return app;
}

/** Prometheus metrics for whoever holds the token; everyone else sees no such page. */
function registerMetricsRoute(app: FastifyInstance, token: string): void {
  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  app.get('/metrics', async (request, reply) => {
    const given = createHash('sha256')
      .update(headerValue(request, 'authorization') ?? '')
      .digest();
    if (!timingSafeEqual(given, expected)) return sendNotFound(request, reply);
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}

/** The public pages' renderer and files, when both halves of the site are built. */
async function publicSite(webDistDir: string, webSsrDir: string | undefined, logger: Logger) {
  const assets = readSiteAssets(webDistDir);
  const renderer = webSsrDir ? await loadSiteRenderer(webSsrDir) : null;
  if (!assets || !renderer) {
    logger.warn({ webSsrDir }, 'the public site is not built (npm run build): /, /blog and the legal pages answer 404');
    return null;
  }
  return { assets, renderer };
}

type NotFoundPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

async function serveWebApp(
  app: FastifyInstance,
  root: string,
  { preloads, appShell }: { preloads: ShellPreloads; appShell: AppShell },
  publicNotFound: NotFoundPage | undefined,
): Promise<void> {
  // index.html, scripts and styles have .br and .gz twins from the build (apps/web/vite.config.ts).
  // The few files at the root (the shell, sw.js, the manifest, icons) are a route each, and the site's pages and the
  // app's fallback stay free for the rest; everything must be revalidated.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    globIgnore: ['assets/**'],
    // `/` is the server-rendered landing page, not the app's shell.
    index: false,
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'no-cache'),
  });
  // The hashed assets (some 800 files with their twins) are one wildcard route: registered one by one, their routes
  // took 180 ms of every start. Hashed assets never change.
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // The app's shell, with what the route shows first announced for the browser to load alongside the app's entry, and
  // that first screen painted in it for a signed-in person's app, in its language (app-first-screen.ts).
  const sendAppShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const links = await preloads(request.url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not work out what to preload');
      return [];
    });
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    const page = await appShell(request, links);
    if (page) {
      if (page.links.length) reply.header('link', page.links.join(', '));
      return reply.type('text/html; charset=utf-8').send(page.html);
    }
    if (links.length) reply.header('link', links.join(', '));
    return reply.sendFile('index.html');
  };
  // The app's routes (under /app, and the console's under /admin) fall back to its shell; any other page is the public
  // site's not-found page (404); unknown files under /assets stay a bare 404.
  const sendUnknown = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.url.startsWith('/assets/') || request.url.startsWith('/graphql')) {
      return sendNotFound(request, reply);
    }
    if (!/^\/(app|admin)(\/|\?|$)/.test(request.url)) {
      if (publicNotFound) return publicNotFound(request, reply);
      return sendNotFound(request, reply);
    }
    return sendAppShell(request, reply);
  };
  // A route for every other address, so that its pages are compressed too: @fastify/compress does not touch what the
  // not-found handler sends, which stays for the other methods and for the files @fastify/static does not find.
  app.get('/*', sendUnknown);
  app.setNotFoundHandler(sendUnknown);
}
