import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from './db/client.js';
import { createUserLoader, loadActiveSessionUser } from './features/accounts/accounts.loaders.js';
import type { UserRow } from './features/accounts/accounts.repository.js';
import type { AccountsService, RequestMeta } from './features/accounts/accounts.service.js';
import type { AdminService } from './features/admin/admin.service.js';
import { createAnnouncementEditingLoaders } from './features/announcement-editing/announcement-editing.loaders.js';
import type { AnnouncementEditingService } from './features/announcement-editing/announcement-editing.service.js';
import { createArticleEditingLoaders } from './features/article-editing/article-editing.loaders.js';
import type { ArticleEditingService } from './features/article-editing/article-editing.service.js';
import { createArticleLoaders } from './features/articles/articles.loaders.js';
import type { ArticlesService } from './features/articles/articles.service.js';
import { createCityLoader, createNearestCityLoader } from './features/cities/cities.loaders.js';
import type { CitiesService } from './features/cities/cities.service.js';
import { createEngagementLoaders } from './features/engagement/engagement.loaders.js';
import type { EngagementService } from './features/engagement/engagement.service.js';
import { createHikerPhotoLoaders } from './features/hiker-photos/hiker-photos.loaders.js';
import type { HikerPhotosService } from './features/hiker-photos/hiker-photos.service.js';
import { createModerationLoaders } from './features/moderation/moderation.appeals.loaders.js';
import type { ModerationAppealsService } from './features/moderation/moderation.appeals.service.js';
import type { ModerationDecisionsService } from './features/moderation/moderation.decisions.service.js';
import type { ModerationFiguresService } from './features/moderation/moderation.figures.service.js';
import type { ModerationReportsService } from './features/moderation/moderation.reports.service.js';
import type { SearchService } from './features/search/search.service.js';
import type { TaxonomyService } from './features/taxonomy/taxonomy.service.js';
import { createTrackLoaders } from './features/tracks/tracks.loaders.js';
import type { TracksService } from './features/tracks/tracks.service.js';
import type { TranslationGapsService } from './features/translation-gaps/translation-gaps.service.js';
import type { TripEditingService } from './features/trip-editing/trip-editing.service.js';
import { createTripLoaders } from './features/trips/trips.loaders.js';
import type { TripsService } from './features/trips/trips.service.js';
import type { WeatherService } from './features/weather/weather.service.js';
import type { MediaService } from './media/media.service.js';
import type { AccessClaims, TokenService } from './platform/auth/tokens.js';
import type { CatalogueCache, CatalogueView } from './platform/catalogue-cache.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { AppError } from './platform/errors.js';
import { type Language, requestLanguage, statedLanguage } from './platform/language.js';
import type { AppPubSub } from './platform/pubsub.js';
import type { RateLimiter } from './platform/rate-limit.js';

/** Process-wide services, built once at start. */
export interface AppServices {
  config: Config;
  db: Database;
  /** The time every rule reads (tests move it). */
  clock: Clock;
  /** The public catalogue kept in memory while the database says it is current. */
  catalogue: CatalogueCache;
  logger: Logger;
  tokens: TokenService;
  pubsub: AppPubSub;
  rateLimiter: RateLimiter;
  accounts: AccountsService;
  engagement: EngagementService;
  /** Published trips: what is visible, in what order, and what bookmarks, finishes and ratings change. */
  trips: TripsService;
  /** The wall and the blog: published articles and trip announcements, article bookmarks. */
  articles: ArticlesService;
  /** The Czech municipalities, by name or nearest to a place. */
  cities: CitiesService;
  /** Trips' GPX tracks: uploads and downloads. */
  tracks: TracksService;
  /** Finding trips, places, areas and articles by typing. */
  search: SearchService;
  /** Uploaded pictures: renditions, storage, serving. */
  media: MediaService;
  /** Hikers' photos on their ratings: uploads, limits, the trip's "From hikers", forgetting unsaved ones. */
  hikerPhotos: HikerPhotosService;
  admin: AdminService;
  tripEditing: TripEditingService;
  articleEditing: ArticleEditingService;
  announcementEditing: AnnouncementEditingService;
  /** Moderators' own decisions on ratings (the console's hide and show) and the hiding that reports and appeals decide. */
  moderationDecisions: ModerationDecisionsService;
  /** Reports of ratings (notice and action) and moderators' decisions on them. */
  moderationReports: ModerationReportsService;
  /** Authors' appeals against those decisions, decided by another moderator. */
  moderationAppeals: ModerationAppealsService;
  /** The monthly transparency figures of reports, decisions and appeals. */
  moderationFigures: ModerationFiguresService;
  /** Labels and areas in the console. */
  taxonomy: TaxonomyService;
  /** What readers of English still see in Czech, for the console's overview. */
  translationGaps: TranslationGapsService;
  /** Trips' 7-day forecasts, kept per place in this process. */
  weather: WeatherService;
}

export interface Viewer {
  user: UserRow;
  /** The session (refresh token id) the access token belongs to. */
  sessionId: string;
}

export interface GraphQLContext {
  services: AppServices;
  requestId: string;
  log: Logger;
  meta: RequestMeta;
  loaders: ReturnType<typeof createLoaders>;
  /** The public catalogue as this request sees it (read once, shared with other requests). */
  catalogue: CatalogueView;
  /** The language of translated content in answers (labels, area options). */
  language: Language;
  /** The signed-in user; throws the catalogue's UNAUTHORIZED_* error otherwise. */
  viewer(): Promise<Viewer>;
  /**
   * The signed-in user, or undefined for a visitor without a token. A token that is expired or invalid still
   * fails, so the client refreshes it instead of silently seeing a visitor's answer.
   */
  optionalViewer(): Promise<Viewer | undefined>;
  /** Whether anything asked who is calling (so the answer may differ per caller). */
  identityConsulted(): boolean;
  /** Says the answer holds something that ages by the clock (a forecast), so it is never kept as a public answer. */
  markPerishable(): void;
  /** Whether markPerishable was called. */
  perishable(): boolean;
}

function createLoaders(db: Database, catalogue: CatalogueView) {
  return {
    userById: createUserLoader(db),
    cityById: createCityLoader(db),
    nearestCityByTripId: createNearestCityLoader(db, catalogue),
    ...createTripLoaders(db, catalogue),
    ...createTrackLoaders(db, catalogue),
    ...createArticleLoaders(db, catalogue),
    ...createArticleEditingLoaders(db),
    ...createAnnouncementEditingLoaders(db),
    ...createEngagementLoaders(db),
    ...createModerationLoaders(db),
    ...createHikerPhotoLoaders(db),
  };
}

/** What the transport (HTTP or WebSocket) tells us about the caller. */
export interface TransportInfo {
  requestId: string;
  ip: string;
  authorization: string | undefined;
  botCheckToken: string | undefined;
  /** The User-Agent header, when there is one. */
  userAgent?: string;
  /** The Accept-Language header, which picks the language of labels for visitors. */
  acceptLanguage: string | undefined;
  log: Logger;
}

async function readClaims(tokens: TokenService, authorization: string | undefined) {
  if (!authorization) return { claims: undefined, error: undefined };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match) return { claims: undefined, error: new AppError('UNAUTHORIZED_TOKEN_INVALID', 'The token is invalid') };
  try {
    return { claims: await tokens.verifyAccess(match[1]), error: undefined };
  } catch (error) {
    if (error instanceof AppError) return { claims: undefined, error };
    throw error;
  }
}

/**
 * The signed-in person behind a plain HTTP request (uploads, the data export): its bearer token checked exactly as a
 * GraphQL request's, so a signed-out session or a disabled account stops here too.
 */
export async function viewerOfRequest(services: AppServices, request: FastifyRequest): Promise<Viewer> {
  const context = await createContext(services, {
    requestId: String(request.id),
    ip: request.ip,
    authorization: request.headers.authorization,
    botCheckToken: undefined,
    userAgent: request.headers['user-agent'],
    acceptLanguage: request.headers['accept-language'],
    log: request.log as Logger,
  });
  return context.viewer();
}

/** Builds the per-request context: verifies the bearer token once, creates fresh DataLoaders. */
export async function createContext(services: AppServices, transport: TransportInfo): Promise<GraphQLContext> {
  const catalogue = services.catalogue.forRequest();
  const loaders = createLoaders(services.db, catalogue);
  const { claims, error } = await readClaims(services.tokens, transport.authorization);
  let viewerPromise: Promise<Viewer> | undefined;

  const loadViewer = async (accessClaims: AccessClaims): Promise<Viewer> => {
    // A signed-out session's and a deleted or disabled account's tokens stop working at once.
    const user = await loadActiveSessionUser(services.db, accessClaims.sid, accessClaims.sub);
    loaders.userById.prime(user.id, user);
    return { user, sessionId: accessClaims.sid };
  };

  let identityConsulted = false;
  let perishable = false;
  const viewer = (): Promise<Viewer> => {
    identityConsulted = true;
    if (error) return Promise.reject(error);
    if (!claims) return Promise.reject(new AppError('UNAUTHORIZED', 'Sign in first'));
    viewerPromise ??= loadViewer(claims);
    return viewerPromise;
  };

  const language = requestLanguage(transport.acceptLanguage);
  return {
    services,
    requestId: transport.requestId,
    log: transport.log,
    meta: {
      ip: transport.ip,
      botCheckToken: transport.botCheckToken,
      userAgent: transport.userAgent,
      language: statedLanguage(transport.acceptLanguage),
    },
    loaders,
    catalogue,
    language,
    viewer,
    optionalViewer: () => {
      identityConsulted = true;
      return claims || error ? viewer() : Promise.resolve(undefined);
    },
    identityConsulted: () => identityConsulted,
    markPerishable: () => {
      perishable = true;
    },
    perishable: () => perishable,
  };
}
