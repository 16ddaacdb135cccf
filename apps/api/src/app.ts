import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppServices } from './context.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { ensureReferenceData } from './db/reference-data.js';
import { AccountsService } from './features/accounts/accounts.service.js';
import { AdminService } from './features/admin/admin.service.js';
import { AnnouncementEditingService } from './features/announcement-editing/announcement-editing.service.js';
import { ArticleEditingService } from './features/article-editing/article-editing.service.js';
import { ArticlesService } from './features/articles/articles.service.js';
import { CitiesService } from './features/cities/cities.service.js';
import { publishDueContent } from './features/editorial/editorial.repository.js';
import { EngagementService } from './features/engagement/engagement.service.js';
import { HikerPhotosService } from './features/hiker-photos/hiker-photos.service.js';
import { ModerationAppealsService } from './features/moderation/moderation.appeals.service.js';
import { ModerationDecisionsService } from './features/moderation/moderation.decisions.service.js';
import { ModerationFiguresService } from './features/moderation/moderation.figures.service.js';
import { forgetDecidedReports } from './features/moderation/moderation.reports.retention.js';
import { ModerationReportsService } from './features/moderation/moderation.reports.service.js';
import { SearchService } from './features/search/search.service.js';
import { TaxonomyService } from './features/taxonomy/taxonomy.service.js';
import { TracksService } from './features/tracks/tracks.service.js';
import { TranslationGapsService } from './features/translation-gaps/translation-gaps.service.js';
import { TripEditingService } from './features/trip-editing/trip-editing.service.js';
import { TripsService } from './features/trips/trips.service.js';
import { WeatherService, type WeatherServiceOptions } from './features/weather/weather.service.js';
import { MediaService } from './media/media.service.js';
import { TokenService } from './platform/auth/tokens.js';
import { createBotCheck } from './platform/bot-check.js';
import { CatalogueCache } from './platform/catalogue-cache.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { createMailer } from './platform/mail/mailer.js';
import { metrics } from './platform/metrics.js';
import { API_ROOT } from './platform/paths.js';
import { startPeriodicTask } from './platform/periodic-task.js';
import { createAppPubSub } from './platform/pubsub.js';
import { RateLimiter } from './platform/rate-limit.js';
import { UnitOfWork } from './platform/unit-of-work.js';
import { buildServer } from './server.js';

export interface App {
  server: FastifyInstance;
  database: DatabaseHandle;
  services: AppServices;
  /** Stops accepting work, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** An already opened database (tests share one); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** The time every rule reads (the system's unless a test gives one it moves). */
  clock?: Clock;
  /** The weather's timeout (tests shorten it). */
  weather?: Pick<WeatherServiceOptions, 'timeoutMs'>;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as { version: string };
  return process.env.APP_VERSION || pkg.version;
}

/** Opens and migrates the database, wires the services and builds the server (not yet listening). */
export async function createApp({
  config,
  logger,
  database: given,
  clock = systemClock,
  weather,
}: AppOptions): Promise<App> {
  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'db'),
      timeouts: config.databaseTimeouts,
      replicaUrls: config.databaseReplicaUrls,
      onReplicaChange: (replica, healthy, error) =>
        healthy
          ? logger.info({ replica }, 'a database replica answers: catalogue reads go to it')
          : logger.warn({ replica, err: error }, 'a database replica does not answer: left out until it does'),
      onConnectionError: (error) => logger.warn({ err: error }, 'a database connection failed; the pool replaces it'),
    }));
  await database.migrate();
  await ensureReferenceData(database.db);

  const db = database.db;
  const { pubsub, stop: stopPubSub } = await createAppPubSub(database, logger);
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSeconds, config.refreshTokenTtlSeconds);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    logger,
  });
  const botCheck = createBotCheck({ secret: config.botcheckSecret, verifyUrl: config.botcheckVerifyUrl, logger });
  const rateLimiter = new RateLimiter(db, config.rateLimit.windowSeconds, clock);
  // Every write's transaction, and what follows its commit (mail, events, files): ARCHITECTURE.md "How a write is done".
  const work = new UnitOfWork({ db, mailer, pubsub, logger });
  const media = new MediaService({ work, config, logger });
  const hikerPhotos = new HikerPhotosService({ db, work, clock, media, logger });
  const accounts = new AccountsService({
    db,
    work,
    clock,
    config,
    tokens,
    mailer,
    botCheck,
    rateLimiter,
    pubsub,
    logger,
    media,
  });
  const engagement = new EngagementService({ db, work, config, mailer, botCheck, rateLimiter, logger });
  const catalogue = new CatalogueCache(db, database.reads);
  const services: AppServices = {
    config,
    db,
    clock,
    catalogue,
    logger,
    tokens,
    pubsub,
    rateLimiter,
    accounts,
    engagement,
    trips: new TripsService({ db, work, clock, pubsub, media }),
    articles: new ArticlesService({ db, work, pubsub }),
    cities: new CitiesService({ db }),
    tracks: new TracksService({ db, rateLimiter }),
    search: new SearchService({ db }),
    media,
    hikerPhotos,
    admin: new AdminService({ db, work }),
    tripEditing: new TripEditingService({ db, work, clock, config }),
    articleEditing: new ArticleEditingService({ db, work, clock }),
    announcementEditing: new AnnouncementEditingService({ db, work, clock, config }),
    moderationDecisions: new ModerationDecisionsService({ db, work, config }),
    moderationReports: new ModerationReportsService({ db, work, config, botCheck, rateLimiter }),
    moderationAppeals: new ModerationAppealsService({ db, work, config }),
    moderationFigures: new ModerationFiguresService({ db }),
    taxonomy: new TaxonomyService({ db, work }),
    translationGaps: new TranslationGapsService({ db }),
    weather: new WeatherService({ url: config.weatherApiUrl, logger, clock, ...weather }),
  };

  metrics.watchConnections(() => database.connections());
  const server = await buildServer({
    services,
    webDistDir: config.webDistDir,
    webSsrDir: config.webSsrDir,
    database,
    version: readVersion(),
  });

  // Scheduled trips and articles go out within SCHEDULER_INTERVAL of their time.
  const stopPublishing = startPeriodicTask({
    name: 'publishing scheduled content',
    intervalSeconds: config.schedulerIntervalSeconds,
    run: () => publishDueContent(db, clock.now()),
    report: (ids) => (ids.length ? { message: 'published scheduled content', details: { ids } } : null),
    logger,
  });
  // Hourly is plenty for a 12-month retention.
  const stopForgetting = startPeriodicTask({
    name: 'forgetting decided reports',
    intervalSeconds: 3600,
    run: () => forgetDecidedReports(db, clock.now()),
    report: (count) => (count ? { message: 'forgot the reporters of old decided reports', details: { count } } : null),
    logger,
  });

  // Photos uploaded for a rating that was never saved go a day after their upload; hourly keeps that within the hour.
  const stopForgettingPhotos = startPeriodicTask({
    name: "forgetting unsaved hikers' photos",
    intervalSeconds: 3600,
    run: () => hikerPhotos.forgetPending(),
    report: (count) => (count ? { message: "forgot unsaved hikers' photos", details: { count } } : null),
    logger,
  });

  return {
    server,
    database,
    services,
    async close() {
      await Promise.all([stopPublishing(), stopForgetting(), stopForgettingPhotos()]);
      await server.close();
      // Effects a request did not wait for (a password reset's mail) finish before the mailer and the database go.
      await work.idle();
      services.media.close();
      await stopPubSub();
      mailer.close();
      if (!given) await database.close();
    },
  };
}
