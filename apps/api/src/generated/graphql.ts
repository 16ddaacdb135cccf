import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../features/accounts/accounts.repository.js';
import type { SessionModel } from '../features/accounts/accounts.sessions.models.js';
import type { AdminUserRow, AuditRow } from '../features/admin/admin.repository.js';
import type { EditorTripRow } from '../features/trip-editing/trip-editing.repository.js';
import type { RevisionRow } from '../features/editorial/editorial.repository.js';
import type { EditorArticleRow } from '../features/article-editing/article-editing.repository.js';
import type { EditorAnnouncementRow } from '../features/announcement-editing/announcement-editing.repository.js';
import type { ModerationRatingRow } from '../features/moderation/moderation.decisions.repository.js';
import type { CityRow } from '../features/cities/cities.repository.js';
import type { LabelRow, AreaRow } from '../features/taxonomy/taxonomy.repository.js';
import type { TripRow, RatingRow } from '../features/trips/trips.repository.js';
import type { HikerPhotoRow } from '../features/hiker-photos/hiker-photos.repository.js';
import type { ForecastDay } from '../features/weather/weather.service.js';
import type { SearchFound } from '../features/search/search.service.js';
import type { TripLocationModel } from '../features/trips/trips.locations.js';
import type { ImageModel, AreaModel, TripLabelModel, AuthorModel } from '../platform/presenters.js';
import type { PublishedRow, ArticleRow, AnnouncementRow } from '../features/articles/articles.repository.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time in UTC. */
  DateTime: { input: Date | string; output: Date | string; }
};

export type Accessibility =
  | 'PUBLIC_TRANSPORT'
  | 'TRAIN_BUS';

export type AdditionalActivity =
  | 'CASTLES'
  | 'EDUCATIONAL_TRAILS'
  | 'LOOKOUT_TOWERS'
  | 'PICNIC'
  | 'PLAYGROUNDS'
  | 'SWIMMING'
  | 'WELLNESS_SAUNA';

/** A user as the console's Users screen shows them (ADMIN only). */
export type AdminUser = {
  __typename?: 'AdminUser';
  _id: Scalars['ID']['output'];
  bookmarksCount: Scalars['Int']['output'];
  /** The sign-up date. */
  createdAt: Scalars['DateTime']['output'];
  /** Null for a deleted account. */
  email?: Maybe<Scalars['String']['output']>;
  finishedCount: Scalars['Int']['output'];
  fullname: Scalars['String']['output'];
  ratingsCount: Scalars['Int']['output'];
  roles: Array<Role>;
  status: UserStatus;
};

export type AdminUsersPage = {
  __typename?: 'AdminUsersPage';
  edges: Array<AdminUser>;
  total: Scalars['Int']['output'];
};

/** An announcement's fields as the editor saves them. A draft needs a title and a trip; submitting, scheduling and publishing need the preview too (REQUIRED). */
export type AnnouncementDraftInput = {
  /** An image uploaded through POST /api/media/images. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** A TRIP label (editorLabels(kind: TRIP)); an ARTICLE label is INVALID_VALUE. */
  labelId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 300 characters. */
  preview?: InputMaybe<Scalars['String']['input']>;
  previewEn?: InputMaybe<Scalars['String']['input']>;
  /** At most 120 characters. */
  title: Scalars['String']['input'];
  /** The English version, optional (blank is none); at most 120 and 300 characters. A started one needs its title: an English preview without it is REQUIRED on titleEn. Readers of English get it once title and preview are there; publishing never waits for it. */
  titleEn?: InputMaybe<Scalars['String']['input']>;
  /** The announced trip (editorTrips): a partner only their own, anyone else any trip; another is INVALID_VALUE. */
  tripId: Scalars['ID']['input'];
};

/** One saved state of an announcement: its fields as JSON text (those of AnnouncementDraftInput). */
export type AnnouncementRevision = {
  __typename?: 'AnnouncementRevision';
  author?: Maybe<AuditActor>;
  createdAt: Scalars['DateTime']['output'];
  fields: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type AppealDecisionInput = {
  /**
   * A HIDE decision on a rating or a photo of the signed-in person; anything else (someone else's, a KEEP decision,
   * none) is BAD_USER_INPUT INVALID_VALUE on decisionId.
   */
  decisionId: Scalars['ID']['input'];
  /** Why the author disagrees. Required, at most 2,000 characters. */
  explanation: Scalars['String']['input'];
};

/** What a moderator other than the one who decided makes of an appeal. */
export type AppealOutcome =
  /** The decision stands: the rating (or the photo) stays hidden. */
  | 'CONFIRM'
  /** The rating (or the photo) is shown again. */
  | 'RESTORE';

export type AppealQueuePage = {
  __typename?: 'AppealQueuePage';
  edges: Array<QueuedAppeal>;
  total: Scalars['Int']['output'];
};

/** The decision an appeal is against, as moderators see it. */
export type AppealedDecision = {
  __typename?: 'AppealedDecision';
  _id: Scalars['ID']['output'];
  decidedAt: Scalars['DateTime']['output'];
  /** Whether the viewer made the decision (then another moderator has to decide the appeal). */
  decidedByViewer: Scalars['Boolean']['output'];
  explanation: Scalars['String']['output'];
  ground: ContentReportReason;
};

/** A tourist area (Krkonoše, Šumava, …). */
export type Area = {
  __typename?: 'Area';
  _id: Scalars['ID']['output'];
  /** The language of the name: the request's language when the area has it, Czech otherwise. */
  language: Language;
  name: Scalars['String']['output'];
  region: Region;
};

export type AreaInput = {
  /** Required, at most 60 characters. */
  name: Scalars['String']['input'];
  /** The name in English, optional (blank or left out is none), at most 60 characters. */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  region: Region;
};

export type AreaOption = {
  __typename?: 'AreaOption';
  label: Scalars['String']['output'];
  /** The language of the label: the request's language when the area has it, Czech otherwise. */
  language: Language;
  value: Scalars['ID']['output'];
};

/** An article's fields as the editor saves them. A draft needs only a title; scheduling and publishing need the perex, preview and content too (each missing one is REQUIRED). */
export type ArticleDraftInput = {
  /** The user the article is credited to (an active account); left out: the caller on create, unchanged on update. */
  authorId?: InputMaybe<Scalars['ID']['input']>;
  /** Markdown. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Markdown. */
  contentEn?: InputMaybe<Scalars['String']['input']>;
  /** What the picture shows, for people who cannot see it (saved on the image). Left out, the image keeps its own; blank with a picture, REQUIRED. */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
  /** What the picture shows, in English (saved on the image); left out, the image keeps its own. */
  imageAltEn?: InputMaybe<Scalars['String']['input']>;
  /** An image uploaded through POST /api/media/images. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** An ARTICLE label (editorLabels). */
  labelId?: InputMaybe<Scalars['ID']['input']>;
  perex?: InputMaybe<Scalars['String']['input']>;
  perexEn?: InputMaybe<Scalars['String']['input']>;
  preview?: InputMaybe<Scalars['String']['input']>;
  previewEn?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case letters, digits and single hyphens, at most 80 characters (else INVALID_VALUE); one another article has or had is SLUG_TAKEN. Left out or blank: made from the title ("Šumava v zimě" → sumava-v-zime, with -2, -3, … when taken). */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** The English version, optional (blank is none); a started one needs its title (else REQUIRED on titleEn). Readers of English get it once slug, title, preview, perex and content are there; publishing never waits for it. The slug follows the rules of `slug`, made from the English title when blank; one address names one article in either language (SLUG_TAKEN). */
  slugEn?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  titleEn?: InputMaybe<Scalars['String']['input']>;
};

/** One saved state of an article: its fields as JSON text (those of ArticleDraftInput, authorId filled in). */
export type ArticleRevision = {
  __typename?: 'ArticleRevision';
  author?: Maybe<AuditActor>;
  createdAt: Scalars['DateTime']['output'];
  fields: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ArticlesFilter = {
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only the articles written in this language: every one in Czech, those whose English version is complete in English (the English blog lists these). */
  writtenIn?: InputMaybe<Language>;
};

/** Who did an editorial write; null once their account is gone from the log's reach. */
export type AuditActor = {
  __typename?: 'AuditActor';
  _id: Scalars['ID']['output'];
  shortname: Scalars['String']['output'];
};

/** One editorial write: who, when, what, and the item before and after (JSON text). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  _id: Scalars['ID']['output'];
  /** e.g. user.grantRole, user.disable. */
  action: Scalars['String']['output'];
  actor?: Maybe<AuditActor>;
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  entityId: Scalars['ID']['output'];
  entityType: Scalars['String']['output'];
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  edges: Array<AuditEntry>;
  total: Scalars['Int']['output'];
};

export type AuthTokens = {
  __typename?: 'AuthTokens';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
};

export type Author = {
  __typename?: 'Author';
  _id: Scalars['ID']['output'];
  /** First name and the initial of the last name, e.g. "Jana N.". */
  shortname: Scalars['String']['output'];
};

export type CitiesFilter = {
  /** Prefix of the name; case and diacritics are ignored. */
  search: Scalars['String']['input'];
};

/** A Czech municipality (obec). */
export type City = {
  __typename?: 'City';
  _id: Scalars['ID']['output'];
  /** Where the municipality lies (its register point), e.g. to measure distances from a person's city. */
  coordinates: Coordinates;
  /** The district (okres), which tells apart municipalities of the same name. */
  district: Scalars['String']['output'];
  name: Scalars['String']['output'];
  region: Region;
};

export type CompanyPreference =
  | 'ALONE'
  | 'WITH_COMPANION';

/** An author's appeal against a decision that hid their rating or photo. */
export type ContentAppeal = {
  __typename?: 'ContentAppeal';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decisionId: Scalars['ID']['output'];
  explanation: Scalars['String']['output'];
  /** Null while the appeal is open. */
  outcome?: Maybe<AppealOutcome>;
  /** The deciding moderator's explanation; null while open. */
  outcomeExplanation?: Maybe<Scalars['String']['output']>;
};

/** Why an item is reported, and the ground a moderator hides it on. */
export type ContentReportReason =
  | 'HATE_OR_HARASSMENT'
  | 'ILLEGAL_CONTENT'
  /** Not about this trip. */
  | 'OFF_TOPIC'
  | 'OTHER'
  /** Personal data of someone else. */
  | 'PERSONAL_DATA'
  /** Spam or advertising. */
  | 'SPAM';

/** What a report is about. */
export type ContentReportTargetKind =
  /** One hiker's photo on a rating; hiding it hides the photo alone. */
  | 'HIKER_PHOTO'
  | 'RATING';

export type Coordinates = {
  __typename?: 'Coordinates';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

/** One day of the weather forecast at a trip's start (Open-Meteo), by the calendar of Europe/Prague. */
export type DailyForecast = {
  __typename?: 'DailyForecast';
  /** WMO weather interpretation code: 0 clear sky, 1–3 mainly clear to overcast, 45/48 fog, 51–57 drizzle, 61–67 rain, 71–77 snow, 80–86 showers, 95–99 thunderstorm. */
  code: Scalars['Int']['output'];
  /** The day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The day's rain, showers and snow together, in millimetres. */
  precipitationMm: Scalars['Float']['output'];
  /** The day's highest probability of precipitation, in percent; null where the forecast model gives none. */
  precipitationProbability?: Maybe<Scalars['Int']['output']>;
  /** The day's highest air temperature 2 m above ground, °C. */
  temperatureMaxC: Scalars['Float']['output'];
  /** The day's lowest air temperature 2 m above ground, °C. */
  temperatureMinC: Scalars['Float']['output'];
  /** The day's highest wind speed 10 m above ground, km/h. */
  windKmh: Scalars['Float']['output'];
};

export type DecideAppealInput = {
  appealId: Scalars['ID']['input'];
  /** Sent to the author with the outcome. Required, at most 2,000 characters. */
  explanation: Scalars['String']['input'];
  outcome: AppealOutcome;
};

export type DecideReportsInput = {
  decision: ModerationDecisionKind;
  /** HIDE: the explanation sent to the author; KEEP: the moderator's note. Required, at most 2,000 characters. */
  explanation: Scalars['String']['input'];
  /** Required for HIDE (sent to the author in the statement of reasons); ignored for KEEP. */
  ground?: InputMaybe<ContentReportReason>;
  targetId: Scalars['ID']['input'];
  targetKind: ContentReportTargetKind;
};

export type DecisionKindCount = {
  __typename?: 'DecisionKindCount';
  count: Scalars['Int']['output'];
  decision: ModerationDecisionKind;
};

export type DevicePlatform =
  | 'DESKTOP'
  | 'MOBILE'
  | 'TABLET';

export type DrinkPreference =
  | 'COFFEE'
  | 'TEA';

export type Duration =
  | 'HALF_DAY'
  | 'SHORT_WALK'
  | 'WEEKEND'
  | 'WHOLE_DAY';

/** A trip announcement as the editor console sees it, in any status. */
export type EditorAnnouncement = {
  __typename?: 'EditorAnnouncement';
  _id: Scalars['ID']['output'];
  /** Who wrote it; a trip's automatic announcement is its trip's author's. */
  author?: Maybe<AuditActor>;
  /** Whether the English version is complete (title and preview), so readers of English get it. */
  hasEnglish: Scalars['Boolean']['output'];
  image?: Maybe<Image>;
  label?: Maybe<TripLabel>;
  /** The wall's text under the title; submitting, scheduling and publishing need it. */
  preview: Scalars['String']['output'];
  previewEn?: Maybe<Scalars['String']['output']>;
  /** The first publication; kept when the announcement is unpublished. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reviewer's comment on an announcement sent back to its author. */
  reviewComment?: Maybe<Scalars['String']['output']>;
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  status: EditorialStatus;
  title: Scalars['String']['output'];
  /** The English version (issue 30); null where not written yet. Readers of English get it once it is complete. */
  titleEn?: Maybe<Scalars['String']['output']>;
  /** The announced trip in any status; null when the caller may not see it (a partner sees only their own trips). */
  trip?: Maybe<EditorTrip>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<AuditActor>;
  /** Grows with every change; send it back with the next change (optimistic locking). */
  version: Scalars['Int']['output'];
};

export type EditorAnnouncementSortField =
  | 'publishedAt'
  | 'title'
  | 'updatedAt';

export type EditorAnnouncementsFilter = {
  authorId?: InputMaybe<Scalars['ID']['input']>;
  labelId?: InputMaybe<Scalars['ID']['input']>;
  /** Only announcements whose English version is not complete. */
  missingEnglish?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the title (Czech or English), any case. */
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EditorAnnouncementsSort>;
  status?: InputMaybe<Array<EditorialStatus>>;
  /** The announced trip. */
  tripId?: InputMaybe<Scalars['ID']['input']>;
  updatedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  updatedTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EditorAnnouncementsPage = {
  __typename?: 'EditorAnnouncementsPage';
  edges: Array<EditorAnnouncement>;
  total: Scalars['Int']['output'];
};

export type EditorAnnouncementsSort = {
  direction?: InputMaybe<SortDirection>;
  field?: InputMaybe<EditorAnnouncementSortField>;
};

/** A tourist area as the editor console edits it. */
export type EditorArea = {
  __typename?: 'EditorArea';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The name in English; null where there is none (readers of English then get the Czech one). */
  nameEn?: Maybe<Scalars['String']['output']>;
  region: Region;
  /** Made from the name when the area is created, unique; it stays when the area is renamed. */
  slug: Scalars['String']['output'];
  /** Trips in the area, in any status. */
  tripCount: Scalars['Int']['output'];
  /** Grows with every change; send it back with the next change or the deletion (optimistic locking). */
  version: Scalars['Int']['output'];
};

/** An article as the editor console sees it, in any status. */
export type EditorArticle = {
  __typename?: 'EditorArticle';
  _id: Scalars['ID']['output'];
  /** Who the article is credited to. */
  author?: Maybe<AuditActor>;
  /** Markdown. */
  content: Scalars['String']['output'];
  /** Markdown. */
  contentEn?: Maybe<Scalars['String']['output']>;
  /** The English content as the app renders it, for the preview; null without English content. */
  contentEnHtml?: Maybe<Scalars['String']['output']>;
  /** The content as the app renders it (sanitised HTML), for the preview. */
  contentHtml: Scalars['String']['output'];
  /** Chosen by a chief editor: first on the wall. */
  featured: Scalars['Boolean']['output'];
  /** Whether the English version is complete (slug, title, preview, perex and content), so readers of English get it. */
  hasEnglish: Scalars['Boolean']['output'];
  image?: Maybe<Image>;
  label?: Maybe<TripLabel>;
  perex: Scalars['String']['output'];
  perexEn?: Maybe<Scalars['String']['output']>;
  preview: Scalars['String']['output'];
  previewEn?: Maybe<Scalars['String']['output']>;
  /** Earlier slugs of the published article; each still leads here (HTTP 301 on /blog, in-app on /app/dashboard). */
  previousSlugs: Array<Scalars['String']['output']>;
  /** The first publication; kept when the article is unpublished. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The address: /blog/{slug} on the site, /app/dashboard/{slug} in the app. */
  slug: Scalars['String']['output'];
  /** The English version (issue 30); null where not written yet. Its address: /en/blog/{slugEn}. */
  slugEn?: Maybe<Scalars['String']['output']>;
  status: EditorialStatus;
  title: Scalars['String']['output'];
  titleEn?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<AuditActor>;
  /** Grows with every change; send it back with the next change (optimistic locking). */
  version: Scalars['Int']['output'];
};

export type EditorArticleSortField =
  | 'publishedAt'
  | 'title'
  | 'updatedAt';

export type EditorArticlesFilter = {
  /** The credited author. */
  authorId?: InputMaybe<Scalars['ID']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  labelId?: InputMaybe<Scalars['ID']['input']>;
  /** Only articles whose English version is not complete. */
  missingEnglish?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the title, any case. */
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EditorArticlesSort>;
  status?: InputMaybe<Array<EditorialStatus>>;
  updatedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  updatedTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EditorArticlesPage = {
  __typename?: 'EditorArticlesPage';
  edges: Array<EditorArticle>;
  total: Scalars['Int']['output'];
};

export type EditorArticlesSort = {
  direction?: InputMaybe<SortDirection>;
  field?: InputMaybe<EditorArticleSortField>;
};

/** A label as the editor console edits it: both names, its colour and how much carries it. */
export type EditorLabel = {
  __typename?: 'EditorLabel';
  _id: Scalars['ID']['output'];
  /** The chip's background, #rrggbb; the app draws the name in white on it. */
  color: Scalars['String']['output'];
  /** WCAG contrast of the chip's white text on the colour, two decimals (at least 4.5). */
  contrastRatio: Scalars['Float']['output'];
  kind: LabelKind;
  labelCs: Scalars['String']['output'];
  labelEn: Scalars['String']['output'];
  /** Made from the Czech name when the label is created, unique within its kind; it stays when the label is renamed. */
  slug: Scalars['String']['output'];
  /** Trips and announcements (TRIP) or articles (ARTICLE) that carry the label, in any status. */
  usageCount: Scalars['Int']['output'];
  /** Grows with every change; send it back with the next change or the deletion (optimistic locking). */
  version: Scalars['Int']['output'];
};

/** A trip as the editor console sees it, in any status. Fields a draft has not filled in yet are null. */
export type EditorTrip = {
  __typename?: 'EditorTrip';
  _id: Scalars['ID']['output'];
  accessibility: Array<Accessibility>;
  additionalActivities: Array<AdditionalActivity>;
  area?: Maybe<Area>;
  author?: Maybe<AuditActor>;
  content: Scalars['String']['output'];
  /** Markdown. */
  contentEn?: Maybe<Scalars['String']['output']>;
  /** The English content as the app renders it, for the preview; null without English content. */
  contentEnHtml?: Maybe<Scalars['String']['output']>;
  /** The content as the app renders it (sanitised HTML), for the preview. */
  contentHtml: Scalars['String']['output'];
  coordinates?: Maybe<Coordinates>;
  coverImage?: Maybe<Image>;
  duration?: Maybe<Duration>;
  gastro: Array<Gastro>;
  /** Whether the English version is complete (title, preview, perex and content), so readers of English get it. */
  hasEnglish: Scalars['Boolean']['output'];
  images: Array<Image>;
  label?: Maybe<TripLabel>;
  lengthKm?: Maybe<Scalars['Float']['output']>;
  /** The municipality nearest to the start. */
  nearestMunicipality?: Maybe<City>;
  overnightStay: Array<Overnight>;
  perex: Scalars['String']['output'];
  perexEn?: Maybe<Scalars['String']['output']>;
  preview: Scalars['String']['output'];
  previewEn?: Maybe<Scalars['String']['output']>;
  /** The first publication; kept when the trip is unpublished. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reviewer's comment on a trip sent back to its author. */
  reviewComment?: Maybe<Scalars['String']['output']>;
  routeLink?: Maybe<Scalars['String']['output']>;
  routeType?: Maybe<RouteType>;
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  slug: Scalars['String']['output'];
  status: EditorialStatus;
  suitability: Array<Suitability>;
  terrain: Array<Terrain>;
  title: Scalars['String']['output'];
  /** The English version (issue 30); null where not written yet. Readers of English get it once it is complete. */
  titleEn?: Maybe<Scalars['String']['output']>;
  /** The attached GPX track with what was computed from it. */
  track?: Maybe<TripTrack>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<AuditActor>;
  /** Grows with every change; send it back with the next change (optimistic locking). */
  version: Scalars['Int']['output'];
};

export type EditorTripSortField =
  | 'publishedAt'
  | 'title'
  | 'updatedAt';

export type EditorTripsFilter = {
  areaId?: InputMaybe<Scalars['ID']['input']>;
  authorId?: InputMaybe<Scalars['ID']['input']>;
  labelId?: InputMaybe<Scalars['ID']['input']>;
  /** Only trips whose English version is not complete. */
  missingEnglish?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the title, any case. */
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EditorTripsSort>;
  status?: InputMaybe<Array<EditorialStatus>>;
  updatedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  updatedTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EditorTripsPage = {
  __typename?: 'EditorTripsPage';
  edges: Array<EditorTrip>;
  total: Scalars['Int']['output'];
};

export type EditorTripsSort = {
  direction?: InputMaybe<SortDirection>;
  field?: InputMaybe<EditorTripSortField>;
};

/** Where a trip, article or announcement is in the editorial workflow. */
export type EditorialStatus =
  | 'DRAFT'
  /** A partner's trip waiting for a trip editor. */
  | 'IN_REVIEW'
  | 'PUBLISHED'
  /** Publishes itself at scheduledAt. */
  | 'SCHEDULED'
  /** Was published, is no longer shown. */
  | 'UNPUBLISHED';

export type FeedFilter = {
  kinds?: InputMaybe<Array<FeedKind>>;
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type FeedKind =
  | 'ARTICLE'
  | 'TRIP_ANNOUNCEMENT';

export type FeedPage = {
  __typename?: 'FeedPage';
  edges: Array<Published>;
  total: Scalars['Int']['output'];
};

export type FinishSignUpInput = {
  code: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type FinishedTripStart = {
  __typename?: 'FinishedTripStart';
  coordinates: Coordinates;
  finishedAt: Scalars['DateTime']['output'];
  /** The language of the title: the request's language when the trip has it, Czech otherwise. */
  language: Language;
  title: Scalars['String']['output'];
  tripId: Scalars['ID']['output'];
};

export type FinishedTripsPage = {
  __typename?: 'FinishedTripsPage';
  edges: Array<PublishedTrip>;
  total: Scalars['Int']['output'];
  /** Kilometres of every finished trip, not just this page. */
  totalKm: Scalars['Float']['output'];
};

export type Gastro =
  | 'BISTRO'
  | 'CONFECTIONERY'
  | 'FINE_COFFEE'
  | 'FOREST_BAR'
  | 'RESTAURANT';

/**
 * A hiker's photo on their rating (issue 32). Only renditions exist (AVIF, WebP and JPEG at 480, 960 and 1600 px, never
 * wider than the upload), turned upright, with every piece of metadata (EXIF with GPS, XMP, IPTC) stripped; the upload
 * itself is not kept. Uploaded with POST /api/ratings/photos, then saved with the rating (rateTrip's photos).
 */
export type HikerPhoto = {
  __typename?: 'HikerPhoto';
  _id: Scalars['ID']['output'];
  /** At most 200 characters; empty when the hiker gave none. */
  caption: Scalars['String']['output'];
  /** When it was saved with its rating; its upload time while it is pending. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * Hidden by a moderator's decision. Only ever true for the viewer's own photo (nobody else is sent a hidden photo), so
   * the author's lists can mark it; its moderation says why.
   */
  hidden: Scalars['Boolean']['output'];
  /** The renditions; its alt is the caption (empty when there is none). */
  image: Image;
  /**
   * The moderation of the viewer's own photo (signed in), the same as a rating's: hidden, why, and the appeal; null on
   * anyone else's, and for visitors. It is the photo's own: a photo on a hidden rating is hidden with it, and the
   * rating's moderation tells why.
   */
  moderation?: Maybe<RatingModeration>;
  /** The rating it is on; null while it is uploaded and not yet saved with a rating. */
  ratingId?: Maybe<Scalars['ID']['output']>;
  /** Who took it: the rating's author. */
  user: RatingUser;
};

export type HikerPhotoInput = {
  /** At most 200 characters (MAX_LENGTH); empty or null for none. */
  caption?: InputMaybe<Scalars['String']['input']>;
  /** A photo the viewer uploaded: pending, or already on this rating. */
  id: Scalars['ID']['input'];
};

export type HikerPhotosPage = {
  __typename?: 'HikerPhotosPage';
  edges: Array<HikerPhoto>;
  total: Scalars['Int']['output'];
};

export type Image = {
  __typename?: 'Image';
  _id: Scalars['ID']['output'];
  alt: Scalars['String']['output'];
  /** The Czech description as written, whatever the request's language: the console edits it. */
  altCs: Scalars['String']['output'];
  /** The English description as written; null until an editor writes one. */
  altEn?: Maybe<Scalars['String']['output']>;
  /** Where a crop keeps its centre, 0..1 from the left (CSS object-position); 0.5 unless an editor chose. */
  focalX: Scalars['Float']['output'];
  /** 0..1 from the top. */
  focalY: Scalars['Float']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  /** The language of `alt`: the request's language when the picture is described in it, Czech otherwise. */
  language: Language;
  /** The picture for a plain `src`: an uploaded photo's widest JPEG rendition, or a vector picture (SVG). */
  url: Scalars['String']['output'];
  /** Renditions for `srcset` (AVIF, WebP, JPEG; narrowest first within a format); empty for vector pictures. */
  variants: Array<ImageVariant>;
  /** The uploaded original's size in pixels, upright; null for vector pictures. */
  width?: Maybe<Scalars['Int']['output']>;
};

export type ImageFormat =
  | 'AVIF'
  | 'JPEG'
  | 'WEBP';

/** One rendition of an uploaded photo, `width` pixels wide; never wider than the original. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  format: ImageFormat;
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type LabelInput = {
  /** #rrggbb (INVALID_VALUE otherwise). White text on it must reach 4.5:1 (WCAG AA): a lower contrast is BAD_USER_INPUT on color with messageKey LOW_CONTRAST and params ratio and minimum. */
  color: Scalars['String']['input'];
  /** Required, at most 40 characters. */
  labelCs: Scalars['String']['input'];
  /** Required, at most 40 characters. */
  labelEn: Scalars['String']['input'];
};

/** What a label goes on: TRIP labels on trips and trip announcements (managed by trip editors), ARTICLE labels on articles (managed by blog editors). A label of one kind is offered only to its kind of content. */
export type LabelKind =
  | 'ARTICLE'
  | 'TRIP';

export type Language =
  | 'cs_CZ'
  | 'en_US';

/** A place in degrees (WGS 84): latitude -90…90, longitude -180…180. */
export type LatLngInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** Length ranges of the trip filter: up to 5 km, 5–10 km, 10–20 km, over 20 km (lower bounds exclusive). */
export type LengthRange =
  | 'FROM_5_TO_10'
  | 'FROM_10_TO_20'
  | 'OVER_20'
  | 'UP_TO_5';

/** A moderator's decision, which closed every open report of the item. */
export type ModerationDecision = {
  __typename?: 'ModerationDecision';
  _id: Scalars['ID']['output'];
  /** How many open reports the decision closed. */
  closedReports: Scalars['Int']['output'];
  decidedAt: Scalars['DateTime']['output'];
  decision: ModerationDecisionKind;
  explanation: Scalars['String']['output'];
  ground?: Maybe<ContentReportReason>;
  targetId: Scalars['ID']['output'];
  targetKind: ContentReportTargetKind;
};

export type ModerationDecisionKind =
  | 'HIDE'
  | 'KEEP';

/** Notice and action in one calendar month (Europe/Prague), for the transparency report (DSA Art. 15 and 24). */
export type ModerationMonthFigures = {
  __typename?: 'ModerationMonthFigures';
  /** Appeals decided in the month with CONFIRM. */
  appealsConfirmed: Scalars['Int']['output'];
  appealsReceived: Scalars['Int']['output'];
  /** Appeals decided in the month with RESTORE. */
  appealsRestored: Scalars['Int']['output'];
  /** Decisions made in the month, HIDE then KEEP. */
  decisionsByKind: Array<DecisionKindCount>;
  /** Median hours from an item's first report to the decision, over the month's decisions; null without decisions. */
  medianHoursToDecision?: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  /** Reports received in the month, every reason (0 included), in the enum's order. */
  reportsByReason: Array<ReportReasonCount>;
};

/** A trip rating as the console's moderators see it: hidden ones too, with the author's e-mail. */
export type ModerationRating = {
  __typename?: 'ModerationRating';
  _id: Scalars['ID']['output'];
  author: ModerationRatingAuthor;
  createdAt: Scalars['DateTime']['output'];
  /** A hidden rating counts in no average or count and shows in no public list. */
  hidden: Scalars['Boolean']['output'];
  hiddenAt?: Maybe<Scalars['DateTime']['output']>;
  hiddenBy?: Maybe<AuditActor>;
  /** The moderator's reason, e-mailed to the author. */
  hiddenReason?: Maybe<Scalars['String']['output']>;
  score: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  trip: ModerationRatingTrip;
  /** The author's last change. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Who wrote a rating, as moderators see them. */
export type ModerationRatingAuthor = {
  __typename?: 'ModerationRatingAuthor';
  _id: Scalars['ID']['output'];
  /** Null once the account is deleted. */
  email?: Maybe<Scalars['String']['output']>;
  /** First and last name; empty once the account is deleted (status DELETED). */
  fullname: Scalars['String']['output'];
  status: UserStatus;
};

/** The trip a moderated rating belongs to, in any status. */
export type ModerationRatingTrip = {
  __typename?: 'ModerationRatingTrip';
  _id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** Every field is optional; together they all apply. */
export type ModerationRatingsFilter = {
  /** true: only hidden ratings; false: only visible ones; null: both. */
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1–5 stars. */
  score?: InputMaybe<Scalars['Int']['input']>;
  /** One trip's ratings (the console finds the trip by title through editorTrips). */
  tripId?: InputMaybe<Scalars['ID']['input']>;
};

export type ModerationRatingsPage = {
  __typename?: 'ModerationRatingsPage';
  edges: Array<ModerationRating>;
  total: Scalars['Int']['output'];
};

export type MonthlyKm = {
  __typename?: 'MonthlyKm';
  km: Scalars['Float']['output'];
  /** The month as YYYY-MM. */
  month: Scalars['String']['output'];
  trips: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /**
   * The author of a rating or photo that a HIDE decision hid appeals against it (signed in), within 6 months of the
   * decision (after: ACTION_NOT_ALLOWED with extensions reason APPEAL_PERIOD_OVER), once per decision (a second: reason
   * ALREADY_APPEALED).
   */
  appealDecision: ContentAppeal;
  /** Revokes the user's other refresh tokens (this session stays signed in). */
  changePassword: Scalars['Boolean']['output'];
  /** Follows the mailed link; UNAUTHORIZED_INVALID_INVITE_CODE for an unknown or used code. */
  confirmNewsletterSubscription: Scalars['Boolean']['output'];
  /** A new draft, written by the caller (PARTNER_EDITOR, TRIP_EDITOR, CHIEF_EDITOR). */
  createAnnouncement: EditorAnnouncement;
  /** A new area (TRIP_EDITOR, CHIEF_EDITOR). */
  createArea: EditorArea;
  /** A new draft (BLOG_EDITOR, CHIEF_EDITOR), credited to the caller unless authorId says otherwise. */
  createArticle: EditorArticle;
  /** A new label of a kind (TRIP: TRIP_EDITOR, CHIEF_EDITOR; ARTICLE: BLOG_EDITOR, CHIEF_EDITOR). Recorded in the audit log; the app shows it at once. */
  createLabel: EditorLabel;
  /** A new draft, authored by the caller (PARTNER_EDITOR, TRIP_EDITOR, CHIEF_EDITOR). */
  createTrip: EditorTrip;
  /**
   * Decides an open appeal (CHIEF_EDITOR, ADMIN, but not the moderator who made the decision: ACTION_NOT_ALLOWED reason
   * SAME_MODERATOR): RESTORE shows the rating or photo again (one deleted since is BAD_USER_INPUT INVALID_VALUE on
   * outcome), CONFIRM keeps it hidden. The author is told the outcome by e-mail.
   * An appeal decided already (a moment ago by someone else too) is ACTION_NOT_ALLOWED reason ALREADY_DECIDED.
   */
  decideAppeal: ContentAppeal;
  /**
   * Decides on every open report of an item (CHIEF_EDITOR, ADMIN): HIDE hides the rating (RATING) or the photo alone
   * (HIKER_PHOTO) and e-mails its author a statement of reasons; KEEP keeps it. Each reporter is told the outcome. An
   * item with no open reports is ACTION_NOT_ALLOWED with extensions reason NO_OPEN_REPORTS; HIDE on a photo deleted
   * since is BAD_USER_INPUT INVALID_VALUE on targetId (KEEP closes its reports).
   */
  decideReports: ModerationDecision;
  /** Deletes personal data; every token of the user stops working at once. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes a never-published draft with its revisions; anything published is unpublished instead. */
  deleteAnnouncementDraft: Scalars['Boolean']['output'];
  /** Deletes an area no trip is in; one with trips is ACTION_NOT_ALLOWED with extensions reason IN_USE and usageCount, an older version as updateArea says. */
  deleteArea: Scalars['Boolean']['output'];
  /** Deletes a never-published draft with its revisions; anything published is unpublished instead. */
  deleteArticleDraft: Scalars['Boolean']['output'];
  /** Deletes a label nothing carries; one in use is ACTION_NOT_ALLOWED with extensions reason IN_USE and usageCount, an older version as updateLabel says. */
  deleteLabel: Scalars['Boolean']['output'];
  /** Deletes a never-published draft with its revisions; anything published is unpublished instead. */
  deleteTripDraft: Scalars['Boolean']['output'];
  /** ADMIN only. A disabled user's tokens stop at once (UNAUTHORIZED_INACTIVE); an ADMIN cannot disable themselves. */
  disableUser: AdminUser;
  /**
   * Deletes one of the viewer's pending photos (uploaded, not saved with a rating) with its files: the rating dialog's
   * "Remove" before saving. False when there is no such pending photo. A pending photo nobody saves is deleted a day
   * after its upload anyway.
   */
  discardHikerPhoto: Scalars['Boolean']['output'];
  enableUser: AdminUser;
  /** Creates the account from the mailed code and signs in. Bot-checked (FINISH_SIGN_UP). */
  finishSignUp: AuthTokens;
  /** ADMIN only. Granting a role the user has changes nothing; USER is every account's and cannot be granted. */
  grantRole: AdminUser;
  /**
   * Hides a rating with a reason (required, at most 500 characters), which is e-mailed to its author in their language.
   * The trip's average and count and every public list of ratings leave it out at once; if the author changes it, it
   * stays hidden. A rating already hidden is ACTION_NOT_ALLOWED with extensions reason ALREADY_HIDDEN
   * (CHIEF_EDITOR, ADMIN).
   */
  hideRating: ModerationRating;
  /** Publishes now on the wall (TRIP_EDITOR). The announced trip must be published (else ACTION_NOT_ALLOWED: publish the trip first). */
  publishAnnouncement: EditorAnnouncement;
  /** Publishes now; the blog, the wall and the app show it at once. */
  publishArticle: EditorArticle;
  /** Publishes now (TRIP_EDITOR); the app, its map and the public pages show it at once. */
  publishTrip: EditorTrip;
  /** Rates the trip, or changes the viewer's rating; returns the trip with its new average. */
  rateTrip: PublishedTrip;
  /** Issues a new access token; the refresh token stays the same. */
  refreshToken: RefreshedToken;
  /**
   * Reports an item (anybody; visitors are bot-checked with REPORT_CONTENT). Rate-limited per IP and per person
   * (ACTION_NOT_ALLOWED with retryAfter). The reporter gets an acknowledgement by e-mail and later the outcome; a
   * second report of the same item by the same person while it is open is accepted and counts once.
   */
  reportContent: Scalars['Boolean']['output'];
  /** Always true, whether or not the e-mail has an account. Bot-checked (REQUEST_PASSWORD_RESET). */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password from a mailed code and revokes every refresh token. Bot-checked (RESET_PASSWORD). */
  resetPassword: Scalars['Boolean']['output'];
  /** Saves a revision's fields as the announcement's newest version. */
  restoreAnnouncementRevision: EditorAnnouncement;
  /** Saves a revision's fields as the article's newest version. */
  restoreArticleRevision: EditorArticle;
  /** Shows a hidden rating again, in the trip's average, count and lists; a visible one is ACTION_NOT_ALLOWED with extensions reason NOT_HIDDEN (CHIEF_EDITOR, ADMIN). */
  restoreRating: ModerationRating;
  /** Saves a revision's fields as the trip's newest version. */
  restoreTripRevision: EditorTrip;
  /** IN_REVIEW → DRAFT with the reviewer's comment, which is e-mailed to the author (TRIP_EDITOR). */
  returnAnnouncementToAuthor: EditorAnnouncement;
  /** IN_REVIEW → DRAFT with the reviewer's comment, which is e-mailed to the author (TRIP_EDITOR). */
  returnTripToAuthor: EditorTrip;
  /** ADMIN only. An ADMIN cannot revoke their own ADMIN role (ACTION_NOT_ALLOWED). */
  revokeRole: AdminUser;
  /** Publishes at a future time (TRIP_EDITOR), in exactly one process however many run. The trip must be published or scheduled. */
  scheduleAnnouncement: EditorAnnouncement;
  /** Publishes at a future time, in exactly one process however many run. */
  scheduleArticle: EditorArticle;
  /** Publishes at a future time (TRIP_EDITOR), in exactly one process however many run. */
  scheduleTrip: EditorTrip;
  /** Stores the message and mails it to the support address. */
  sendSupportMessage: Scalars['Boolean']['output'];
  /** Features the article on the wall, or stops (CHIEF_EDITOR): published featured articles come first, newest first among them. */
  setArticleFeatured: EditorArticle;
  /** Bot-checked (SIGN_IN_VIA_EMAIL_AND_PASSWORD). */
  signIn: AuthTokens;
  /** Bot-checked (SIGN_IN_AS_ADMIN) and rate-limited like signIn; FORBIDDEN for an account with no editorial role. */
  signInAsAdmin: AuthTokens;
  /** Revokes the given refresh token. Always true. */
  signOut: Scalars['Boolean']['output'];
  /** Signs out every device of the user except this one. */
  signOutOtherSessions: Scalars['Boolean']['output'];
  /** Signs out one of the user's devices at once (its access token stops working too). Always true for a valid id. */
  signOutSession: Scalars['Boolean']['output'];
  /** Mails a link to finish the sign-up. Bot-checked (SIGN_UP). */
  signUp: Scalars['Boolean']['output'];
  /** DRAFT → IN_REVIEW; the preview is required. */
  submitAnnouncementForReview: EditorAnnouncement;
  /** DRAFT → IN_REVIEW; the trip must be complete. */
  submitTripForReview: EditorTrip;
  /** Double opt-in: mails a confirmation link; answers true whether or not the address was already subscribed. */
  subscribeToNewsletter: Scalars['Boolean']['output'];
  /** Bookmarks the article, or removes the bookmark; returns the article as it is now. */
  toggleArticleBookmark: PublishedArticle;
  /** Bookmarks the trip, or removes the bookmark; returns the trip as it is now. */
  toggleTripBookmark: PublishedTrip;
  /** Marks the trip finished (now), or unmarks it; returns the trip as it is now. */
  toggleTripFinished: PublishedTrip;
  /** PUBLISHED → UNPUBLISHED; a scheduled announcement that never went out returns to DRAFT (TRIP_EDITOR). */
  unpublishAnnouncement: EditorAnnouncement;
  /** PUBLISHED → UNPUBLISHED; a scheduled article that never went out returns to DRAFT. */
  unpublishArticle: EditorArticle;
  /** PUBLISHED → UNPUBLISHED; a scheduled trip that never went out returns to DRAFT (TRIP_EDITOR). */
  unpublishTrip: EditorTrip;
  /** Follows the one-click link of a newsletter e-mail; UNAUTHORIZED_INVALID_INVITE_CODE for a token that is not ours. */
  unsubscribeFromNewsletter: Scalars['Boolean']['output'];
  /** Saves the fields. A change based on an older version is ACTION_NOT_ALLOWED with extensions reason OUTDATED_VERSION, changedBy and changedAt. A partner changes only their own announcements, and only while never published. */
  updateAnnouncement: EditorAnnouncement;
  /** Renames an area (in Czech or English) or moves it to another region; its trips show the change at once. A change based on an older version is ACTION_NOT_ALLOWED with extensions reason OUTDATED_VERSION, changedBy, changedAt and currentVersion. */
  updateArea: EditorArea;
  /** Saves the fields. A change based on an older version is ACTION_NOT_ALLOWED with extensions reason OUTDATED_VERSION, changedBy and changedAt. A new slug of a once-published article keeps the old one as a redirect. */
  updateArticle: EditorArticle;
  /** Renames or recolours a label (the roles of its kind); every trip, announcement or article carrying it shows the change at once. A change based on an older version is ACTION_NOT_ALLOWED with extensions reason OUTDATED_VERSION, changedBy, changedAt and currentVersion. */
  updateLabel: EditorLabel;
  updateMyProfile: User;
  /**
   * Turns the newsletter on or off for the signed-in account's e-mail, without double opt-in (the address is already
   * confirmed); the same subscription subscribeToNewsletter manages for that address.
   */
  updateNewsletterSubscription: User;
  updateOnboardingPreferences: User;
  /** Saves the fields. A change based on an older version is ACTION_NOT_ALLOWED with extensions reason OUTDATED_VERSION, changedBy and changedAt. A partner changes only their own trips, and only while never published. */
  updateTrip: EditorTrip;
};


export type MutationAppealDecisionArgs = {
  input: AppealDecisionInput;
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateAnnouncementArgs = {
  input: AnnouncementDraftInput;
};


export type MutationCreateAreaArgs = {
  input: AreaInput;
};


export type MutationCreateArticleArgs = {
  input: ArticleDraftInput;
};


export type MutationCreateLabelArgs = {
  input: LabelInput;
  kind: LabelKind;
};


export type MutationCreateTripArgs = {
  input: TripDraftInput;
};


export type MutationDecideAppealArgs = {
  input: DecideAppealInput;
};


export type MutationDecideReportsArgs = {
  input: DecideReportsInput;
};


export type MutationDeleteAccountArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAnnouncementDraftArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteAreaArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteArticleDraftArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteLabelArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteTripDraftArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDisableUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDiscardHikerPhotoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnableUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationFinishSignUpArgs = {
  input: FinishSignUpInput;
};


export type MutationGrantRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationHideRatingArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationPublishAnnouncementArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationPublishArticleArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationPublishTripArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRateTripArgs = {
  id: Scalars['ID']['input'];
  input: RateTripInput;
};


export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationReportContentArgs = {
  input: ReportContentInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRestoreAnnouncementRevisionArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreArticleRevisionArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreRatingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreTripRevisionArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReturnAnnouncementToAuthorArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReturnTripToAuthorArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRevokeRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationScheduleAnnouncementArgs = {
  at: Scalars['DateTime']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationScheduleArticleArgs = {
  at: Scalars['DateTime']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationScheduleTripArgs = {
  at: Scalars['DateTime']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSendSupportMessageArgs = {
  input: SupportMessageInput;
};


export type MutationSetArticleFeaturedArgs = {
  featured: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignInAsAdminArgs = {
  input: SignInInput;
};


export type MutationSignOutArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationSignOutSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSubmitAnnouncementForReviewArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSubmitTripForReviewArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSubscribeToNewsletterArgs = {
  email: Scalars['String']['input'];
  language?: InputMaybe<Language>;
};


export type MutationToggleArticleBookmarkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationToggleTripBookmarkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationToggleTripFinishedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnpublishAnnouncementArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUnpublishArticleArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUnpublishTripArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUnsubscribeFromNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateAnnouncementArgs = {
  id: Scalars['ID']['input'];
  input: AnnouncementDraftInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateAreaArgs = {
  id: Scalars['ID']['input'];
  input: AreaInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateArticleArgs = {
  id: Scalars['ID']['input'];
  input: ArticleDraftInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateLabelArgs = {
  id: Scalars['ID']['input'];
  input: LabelInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateMyProfileArgs = {
  input: UpdateMyProfileInput;
};


export type MutationUpdateNewsletterSubscriptionArgs = {
  subscribed: Scalars['Boolean']['input'];
};


export type MutationUpdateOnboardingPreferencesArgs = {
  input: OnboardingPreferencesInput;
};


export type MutationUpdateTripArgs = {
  id: Scalars['ID']['input'];
  input: TripDraftInput;
  version: Scalars['Int']['input'];
};

/** The onboarding answers (spec §2, steps 2–4). */
export type OnboardingPreferences = {
  __typename?: 'OnboardingPreferences';
  company?: Maybe<CompanyPreference>;
  drink?: Maybe<DrinkPreference>;
  durations: Array<Duration>;
  referralSource?: Maybe<ReferralSource>;
  referralText?: Maybe<Scalars['String']['output']>;
  sleep?: Maybe<SleepPreference>;
  /** The onboarding step (1–4) the user last reached, so a flow left halfway resumes there. */
  step?: Maybe<Scalars['Int']['output']>;
  transport?: Maybe<TransportPreference>;
};

/**
 * Every step of onboarding; only the fields sent are changed, so each step (and the interests dialog) can save on
 * its own. `completed: true` marks onboarding done.
 */
export type OnboardingPreferencesInput = {
  ageRange?: InputMaybe<Scalars['Int']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  company?: InputMaybe<CompanyPreference>;
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  drink?: InputMaybe<DrinkPreference>;
  durations?: InputMaybe<Array<Duration>>;
  interests?: InputMaybe<Array<TripCharacteristic>>;
  /** OTHER needs referralText; otherwise choose CANT_REMEMBER. */
  referralSource?: InputMaybe<ReferralSource>;
  referralText?: InputMaybe<Scalars['String']['input']>;
  sex?: InputMaybe<Sex>;
  sleep?: InputMaybe<SleepPreference>;
  /** The step (1–4) the user has reached. */
  step?: InputMaybe<Scalars['Int']['input']>;
  transport?: InputMaybe<TransportPreference>;
};

export type Overnight =
  | 'CAMPING'
  | 'GLAMPING'
  | 'HOSTEL'
  | 'HOTEL'
  | 'PENSION'
  | 'SHELTERS'
  | 'UNDER_THE_SKY';

export type PaginationInput = {
  /** Pages are numbered from 1. */
  pageNumber?: Scalars['Int']['input'];
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Wall content: articles and trip announcements, newest first. */
export type Published = {
  _id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  label?: Maybe<TripLabel>;
  /** The language of the item's texts: the request's language when the item has it, Czech otherwise. */
  language: Language;
  preview: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type PublishedArticle = Published & {
  __typename?: 'PublishedArticle';
  _id: Scalars['ID']['output'];
  author?: Maybe<Author>;
  /** Markdown as written. */
  content: Scalars['String']['output'];
  /** The content rendered to sanitised HTML, safe to insert. */
  contentHtml: Scalars['String']['output'];
  /** Chosen by a chief editor: featured articles come first on the wall (feed). */
  featured: Scalars['Boolean']['output'];
  /** Other recent articles, those with the same label first. */
  featuredArticles: Array<PublishedArticle>;
  image?: Maybe<Image>;
  /** False for a visitor. */
  isBookmarked: Scalars['Boolean']['output'];
  label?: Maybe<TripLabel>;
  /** The language of this item's texts (issue 30): the request's language when the item has it, Czech otherwise. */
  language: Language;
  perex: Scalars['String']['output'];
  preview: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};


export type PublishedArticleFeaturedArticlesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type PublishedArticlesPage = {
  __typename?: 'PublishedArticlesPage';
  edges: Array<PublishedArticle>;
  total: Scalars['Int']['output'];
};

export type PublishedSort = {
  direction?: SortDirection;
  field?: PublishedSortField;
};

export type PublishedSortField =
  | 'publishedAt';

export type PublishedTrip = {
  __typename?: 'PublishedTrip';
  _id: Scalars['ID']['output'];
  area?: Maybe<Area>;
  attributes: TripAttributes;
  author?: Maybe<Author>;
  /** Mean of the ratings, null before the first one. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  /** Markdown as written. */
  content: Scalars['String']['output'];
  /** The content rendered to sanitised HTML, safe to insert. */
  contentHtml: Scalars['String']['output'];
  coordinates: Coordinates;
  coverImage?: Maybe<Image>;
  /** Great-circle distance in kilometres from the list's `near`; null without it. */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  finishedCount: Scalars['Int']['output'];
  hasRated: Scalars['Boolean']['output'];
  /**
   * Hikers' photos on the trip's visible ratings, the latest first: the "From hikers" strip and its gallery. 12 a page
   * by default. Hidden photos, and the photos of hidden ratings, are left out.
   */
  hikerPhotos: HikerPhotosPage;
  /** The gallery, in order. */
  images: Array<Image>;
  /** Viewer fields: false / null for a visitor. */
  isBookmarked: Scalars['Boolean']['output'];
  isFinished: Scalars['Boolean']['output'];
  label?: Maybe<TripLabel>;
  /** The language of this item's texts (issue 30): the request's language when the item has it, Czech otherwise. */
  language: Language;
  myRating?: Maybe<TripRating>;
  /** The municipality nearest to the start (from the municipality register), for getting there by public transport. */
  nearestMunicipality?: Maybe<City>;
  perex: Scalars['String']['output'];
  preview: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  /** The trip's ratings; the app asks page 1, size 2, createdAt DESC on the detail. */
  ratings: TripRatingsPage;
  ratingsCount: Scalars['Int']['output'];
  routeLink?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The trip's GPX track; null when it has none. */
  track?: Maybe<TripTrack>;
  /**
   * The next 7 days at the trip's start, today first. Null when the weather service is turned off (WEATHER_API_URL
   * empty), cannot be reached, is slower than 3 s or answers something that is not a forecast: never an error.
   * Forecasts are kept for an hour per place rounded to 0.01° (about 1 km).
   */
  weather?: Maybe<Array<DailyForecast>>;
};


export type PublishedTripHikerPhotosArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type PublishedTripRatingsArgs = {
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<TripRatingSort>;
};

/** A short note on the wall that points to a trip. */
export type PublishedTripAnnouncement = Published & {
  __typename?: 'PublishedTripAnnouncement';
  _id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  label?: Maybe<TripLabel>;
  /** The language of this item's texts (issue 30): the request's language when the item has it, Czech otherwise. */
  language: Language;
  preview: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  trip?: Maybe<PublishedTrip>;
};

export type PublishedTripsPage = {
  __typename?: 'PublishedTripsPage';
  edges: Array<PublishedTrip>;
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Users by e-mail, first or last name (prefix, any case), the newest first. ADMIN only. */
  adminUsers: AdminUsersPage;
  /** Every saved state of an announcement, the newest first. */
  announcementRevisions: Array<AnnouncementRevision>;
  /** Open appeals, the oldest first, 20 a page by default (CHIEF_EDITOR, ADMIN). */
  appealQueue: AppealQueuePage;
  areaSelectOptions: Array<AreaOption>;
  /** The published article that has this slug, or had it before an editor changed it: the answer's slug is the current one, so a client showing an old address replaces it (/blog/{old} answers HTTP 301). Null when no published article has or had it. */
  article?: Maybe<PublishedArticle>;
  /** Whom an article may be credited to: the active accounts that may write articles (BLOG_EDITOR, CHIEF_EDITOR, ADMIN), by name. */
  articleAuthors: Array<AuditActor>;
  /** Every saved state of an article, the newest first. */
  articleRevisions: Array<ArticleRevision>;
  /** Every editorial write, the newest first; of one item when entityType and entityId are given. ADMIN only. */
  auditLog: AuditLogPage;
  /** At most 20 municipalities whose name starts with the search: exact names first, then alphabetically. */
  cities: Array<City>;
  /** One announcement in any status; null when there is no such announcement or it is another partner's. */
  editorAnnouncement?: Maybe<EditorAnnouncement>;
  /** The console's trip announcements: every one for a trip editor, only their own for a partner. FORBIDDEN without an editorial trip role. */
  editorAnnouncements: EditorAnnouncementsPage;
  /** Every area by name with its trips counted: the console's Areas screen (TRIP_EDITOR, CHIEF_EDITOR). */
  editorAreas: Array<EditorArea>;
  /** One article in any status; null when there is no such article. */
  editorArticle?: Maybe<EditorArticle>;
  /** The console's articles in any status (BLOG_EDITOR, CHIEF_EDITOR). */
  editorArticles: EditorArticlesPage;
  /** The labels of one kind by Czech name: the console's Labels screen and the editors' label pickers. TRIP for PARTNER_EDITOR, TRIP_EDITOR, CHIEF_EDITOR; ARTICLE for BLOG_EDITOR, CHIEF_EDITOR. */
  editorLabels: Array<EditorLabel>;
  /** One trip in any status (a partner: only their own); null when there is no such trip. */
  editorTrip?: Maybe<EditorTrip>;
  /** The console's trips: every trip for a trip editor, only their own for a partner. FORBIDDEN without an editorial trip role. */
  editorTrips: EditorTripsPage;
  /** Articles and trip announcements mixed, newest first by default; featured articles come first whichever the sort. */
  feed: FeedPage;
  /** Always true; lets clients check the API is reachable. */
  health: Scalars['Boolean']['output'];
  /** Markdown as the app will show it (sanitised HTML), for the console editors' live preview; at most 50,000 characters. */
  markdownPreview: Scalars['String']['output'];
  /** The signed-in user. Errors with UNAUTHORIZED without a valid access token. */
  me: User;
  /**
   * One row per month from `from` to `to` (both YYYY-MM, at most 24 months, from ≤ to; BAD_USER_INPUT INVALID_VALUE
   * otherwise), the oldest first (CHIEF_EDITOR, ADMIN). The same as CSV: GET /api/moderation-figures.csv?from=&to=.
   */
  moderationFigures: Array<ModerationMonthFigures>;
  /** Every rating of every trip, the newest first, 20 a page by default (CHIEF_EDITOR, ADMIN: rating.moderate). */
  moderationRatings: ModerationRatingsPage;
  myBookmarkedArticles: PublishedArticlesPage;
  myBookmarkedArticlesCount: Scalars['Int']['output'];
  myBookmarkedTrips: PublishedTripsPage;
  myBookmarkedTripsCount: Scalars['Int']['output'];
  /** Where the signed-in user's finished trips start, newest finish first. */
  myFinishedTripStarts: Array<FinishedTripStart>;
  myFinishedTrips: FinishedTripsPage;
  myFinishedTripsCount: Scalars['Int']['output'];
  /** Kilometres of the signed-in user's finished trips per calendar month (Europe/Prague), the last 12 months with the current one, oldest first; months without a trip have 0. */
  myKmByMonth: Array<MonthlyKm>;
  /** The signed-in user's devices (live sessions), the most recently used first. */
  mySessions: Array<Session>;
  myTotalKm: Scalars['Float']['output'];
  /** The municipality nearest to a place, e.g. where the console's editor puts a trip's start. */
  nearestCity?: Maybe<City>;
  publishedArticles: PublishedArticlesPage;
  /** Null when no published trip has this id. */
  publishedTrip?: Maybe<PublishedTrip>;
  /** `near` gives every trip its distanceKm and allows the DISTANCE sort and the maxDistanceKm filter. */
  publishedTrips: PublishedTripsPage;
  /** Equals publishedTrips(filter, near).total. */
  publishedTripsResultsCount: Scalars['Int']['output'];
  /** Trips for the signed-in user: see the README for how they are ranked. */
  recommendedTrips: Array<PublishedTrip>;
  /** Items with open reports, grouped per item, the longest waiting first, 20 a page by default (CHIEF_EDITOR, ADMIN). */
  reportQueue: ReportQueuePage;
  /**
   * Trips, places, areas and articles for a query of 1–100 characters (blank: BAD_USER_INPUT REQUIRED on `query`).
   * `near` orders the places and gives the trips their distanceKm.
   */
  search: SearchResults;
  /**
   * What to offer as the person types, at most `limit` (1–20): a place or area named exactly as typed, then trips whose
   * title (or area, label, municipality, attribute) has the words, other places and areas, and articles whose title has
   * them. Never the whole search: texts are searched when the person asks for the results.
   */
  searchSuggestions: Array<SearchSuggestion>;
  /** The console overview's count of missing English. Editor roles only (FORBIDDEN otherwise). */
  translationGaps: TranslationGaps;
  /** Every saved state of a trip, the newest first. */
  tripRevisions: Array<TripRevision>;
  /** Every published trip, with just what the map needs; with `near` nearest first, optionally within maxDistanceKm. */
  tripsLocations: Array<TripLocation>;
};


export type QueryAdminUsersArgs = {
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAnnouncementRevisionsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppealQueueArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryArticleArgs = {
  slug: Scalars['String']['input'];
};


export type QueryArticleRevisionsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAuditLogArgs = {
  entityId?: InputMaybe<Scalars['ID']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryCitiesArgs = {
  filter: CitiesFilter;
};


export type QueryEditorAnnouncementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEditorAnnouncementsArgs = {
  filter?: InputMaybe<EditorAnnouncementsFilter>;
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryEditorArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEditorArticlesArgs = {
  filter?: InputMaybe<EditorArticlesFilter>;
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryEditorLabelsArgs = {
  kind: LabelKind;
};


export type QueryEditorTripArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEditorTripsArgs = {
  filter?: InputMaybe<EditorTripsFilter>;
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryFeedArgs = {
  filter?: InputMaybe<FeedFilter>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<PublishedSort>;
};


export type QueryMarkdownPreviewArgs = {
  markdown: Scalars['String']['input'];
};


export type QueryModerationFiguresArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryModerationRatingsArgs = {
  filter?: InputMaybe<ModerationRatingsFilter>;
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryMyBookmarkedArticlesArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryMyBookmarkedTripsArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryMyFinishedTripsArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryNearestCityArgs = {
  near: LatLngInput;
};


export type QueryPublishedArticlesArgs = {
  filter?: InputMaybe<ArticlesFilter>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<PublishedSort>;
};


export type QueryPublishedTripArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublishedTripsArgs = {
  filter?: InputMaybe<TripFilter>;
  near?: InputMaybe<LatLngInput>;
  pagination?: InputMaybe<PaginationInput>;
  sort?: InputMaybe<TripSort>;
};


export type QueryPublishedTripsResultsCountArgs = {
  filter?: InputMaybe<TripFilter>;
  near?: InputMaybe<LatLngInput>;
};


export type QueryRecommendedTripsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReportQueueArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QuerySearchArgs = {
  near?: InputMaybe<LatLngInput>;
  pagination?: InputMaybe<PaginationInput>;
  query: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryTripRevisionsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTripsLocationsArgs = {
  maxDistanceKm?: InputMaybe<Scalars['Float']['input']>;
  near?: InputMaybe<LatLngInput>;
};

/** One open appeal with the decision and the item in context: a rating, or a photo and its rating. */
export type QueuedAppeal = {
  __typename?: 'QueuedAppeal';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  decision: AppealedDecision;
  /** The author's explanation. */
  explanation: Scalars['String']['output'];
  /** The photo, when the decision hid a photo (targetKind HIKER_PHOTO); null otherwise and when deleted since. */
  photo?: Maybe<ReportedPhoto>;
  /** The rating the decision was on (or the rating of the photo it was on); null when it has been deleted since. */
  rating?: Maybe<ReportedRating>;
};

/** One open report as moderators see it: never who made it. */
export type QueuedReport = {
  __typename?: 'QueuedReport';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Empty when the reporter gave none. */
  explanation: Scalars['String']['output'];
  reason: ContentReportReason;
};

export type RateTripInput = {
  /**
   * The rating's photos, in order, at most 5 (BAD_USER_INPUT MAX_VALUE on photos). Photos of the rating missing from
   * the list are deleted with their files; null or absent leaves the photos as they are. An id that is not the viewer's
   * pending photo or a photo of this rating is BAD_USER_INPUT INVALID_VALUE on photos.
   */
  photos?: InputMaybe<Array<HikerPhotoInput>>;
  /** 1–5 stars. */
  score?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A rating's or a photo's moderation as its author sees it (DSA Art. 17 and 20): whether it is hidden, why, and the way
 * to appeal. An item hidden on reports carries the decision, which can be appealed in the app (appealDecision); a rating
 * a moderator hid straight from the console (hideRating) has its reason but no decision, so its author writes to support
 * instead. Photos are hidden only on reports.
 */
export type RatingModeration = {
  __typename?: 'RatingModeration';
  /** The author's appeal against the decision, with its outcome once another moderator gave it. */
  appeal?: Maybe<ContentAppeal>;
  /** Whether appealDecision would take an appeal now: a decision, within its six months, not appealed yet. */
  appealable: Scalars['Boolean']['output'];
  /** Six months after the decision: the last moment appealDecision takes an appeal; null without a decision. */
  appealableUntil?: Maybe<Scalars['DateTime']['output']>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The decision that hid it; null while it is shown and when it was hidden straight from the console. */
  decisionId?: Maybe<Scalars['ID']['output']>;
  /** The moderator's explanation (the decision's, or the reason given in the console); null while it is shown. */
  explanation?: Maybe<Scalars['String']['output']>;
  /** The ground the decision hid it on; null without a decision. */
  ground?: Maybe<ContentReportReason>;
  /** Hidden: nobody else sees the item; a hidden rating counts in no average or count, a hidden photo leaves its rating be. */
  hidden: Scalars['Boolean']['output'];
  /** When it was hidden; null while it is shown. */
  hiddenAt?: Maybe<Scalars['DateTime']['output']>;
};

export type RatingUser = {
  __typename?: 'RatingUser';
  _id: Scalars['ID']['output'];
  initials: Scalars['String']['output'];
  /** "Deleted user" ("Smazaný uživatel" in Czech) when the author has deleted the account. */
  shortname: Scalars['String']['output'];
};

export type ReferralSource =
  | 'CANT_REMEMBER'
  | 'INSTAGRAM'
  | 'OTHER'
  | 'RECOMMENDATION'
  | 'SEARCH_ENGINE';

export type RefreshedToken = {
  __typename?: 'RefreshedToken';
  accessToken: Scalars['String']['output'];
};

/** The 14 regions (kraje) of the Czech Republic. */
export type Region =
  | 'CENTRAL_BOHEMIAN'
  | 'HRADEC_KRALOVE'
  | 'KARLOVY_VARY'
  | 'LIBEREC'
  | 'MORAVIAN_SILESIAN'
  | 'OLOMOUC'
  | 'PARDUBICE'
  | 'PILSEN'
  | 'PRAGUE_CAPITAL'
  | 'SOUTH_BOHEMIAN'
  | 'SOUTH_MORAVIAN'
  | 'USTI'
  | 'VYSOCINA'
  | 'ZLIN';

export type ReportContentInput = {
  /** Required for visitors; a signed-in reporter's account e-mail is used (and this is ignored). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Required for ILLEGAL_CONTENT and OTHER; at most 1,000 characters. */
  explanation?: InputMaybe<Scalars['String']['input']>;
  /** The reporter's statement that the report is made in good faith: must be true (REQUIRED otherwise). */
  goodFaith: Scalars['Boolean']['input'];
  reason: ContentReportReason;
  /**
   * A rating (RATING) or a photo on one (HIKER_PHOTO) readers can see; a missing or hidden one (a photo on a hidden
   * rating, or one not saved with a rating yet, too) is BAD_USER_INPUT INVALID_VALUE on targetId.
   */
  targetId: Scalars['ID']['input'];
  targetKind: ContentReportTargetKind;
};

export type ReportQueuePage = {
  __typename?: 'ReportQueuePage';
  edges: Array<ReportedItem>;
  total: Scalars['Int']['output'];
};

export type ReportReasonCount = {
  __typename?: 'ReportReasonCount';
  count: Scalars['Int']['output'];
  reason: ContentReportReason;
};

/** An item with open reports. */
export type ReportedItem = {
  __typename?: 'ReportedItem';
  firstReportedAt: Scalars['DateTime']['output'];
  /** HIKER_PHOTO: the photo; null for a rating, and when the photo has been deleted since. */
  photo?: Maybe<ReportedPhoto>;
  /**
   * RATING: the rating; HIKER_PHOTO: the rating the photo is on. Null when it has been deleted since (its author or
   * trip is gone).
   */
  rating?: Maybe<ReportedRating>;
  /** Each reason given, with how many open reports give it, the most frequent first. */
  reasons: Array<ReportReasonCount>;
  reportCount: Scalars['Int']['output'];
  /** The open reports, the oldest first. */
  reports: Array<QueuedReport>;
  targetId: Scalars['ID']['output'];
  targetKind: ContentReportTargetKind;
};

/** A reported hiker's photo in context: the photo, and the rating it is on. */
export type ReportedPhoto = {
  __typename?: 'ReportedPhoto';
  _id: Scalars['ID']['output'];
  caption: Scalars['String']['output'];
  /** Hidden from readers: by a decision (the photo alone), or with its rating when that is hidden. */
  hidden: Scalars['Boolean']['output'];
  image: Image;
  rating: ReportedRating;
};

/** A reported rating in context (or the rating a reported photo is on). */
export type ReportedRating = {
  __typename?: 'ReportedRating';
  _id: Scalars['ID']['output'];
  /** The author's first name and the initial of their last name. */
  authorShortname: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
  score: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  trip: ModerationRatingTrip;
};

/** Roles of spec §6. A role check passes for ADMIN or the requested role. */
export type Role =
  | 'ADMIN'
  | 'BLOG_EDITOR'
  | 'CHIEF_EDITOR'
  | 'PARTNER_EDITOR'
  | 'TRIP_EDITOR'
  | 'USER';

export type RouteType =
  | 'A_TO_B'
  | 'CIRCUIT';

/**
 * What a typed query finds. Case and diacritics never matter, a Czech word matches its inflected forms ("Sněžce" finds
 * "Sněžka"), a word typed in part the words it begins, a word of five letters or more with one typo the word meant, and
 * several words narrow (each must be found, in any order). Drafts are never found.
 */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** Tourist areas whose name matches, at most 5, best first. */
  areas: Array<Area>;
  /** Published articles, best match first, at most 5. */
  articles: Array<PublishedArticle>;
  /** The query spelled as the catalogue knows it, when a word of it was found only through a typo ("krumlof" → "Krumlov"). */
  didYouMean?: Maybe<Scalars['String']['output']>;
  /** Municipalities whose name matches, at most 5: the exact name first, then district towns, then the nearer to `near`. */
  places: Array<City>;
  /**
   * Published trips, best match first: a match in the title ranks above one in the area, label, nearest municipality
   * or an attribute's name, which ranks above one in the text; equal matches the best rated, then the newest first.
   * Paged like publishedTrips (12 a page), within the first 1,000: a later page is refused (BAD_USER_INPUT, MAX_VALUE
   * on `pagination.pageNumber`, with the last page as `max`).
   */
  trips: SearchTripsPage;
};

/** One suggestion while typing. */
export type SearchSuggestion = Area | City | PublishedArticle | PublishedTrip;

/**
 * A page of the trips a search found. A search shows at most the first 1,000 trips, however many match: `total` counts
 * them exactly up to 1,000, and when more match it is 1,000 with `capped` (shown as "1,000+").
 */
export type SearchTripsPage = {
  __typename?: 'SearchTripsPage';
  /** More trips match than `total`: it is a lower bound, shown as "1,000+". */
  capped: Scalars['Boolean']['output'];
  edges: Array<PublishedTrip>;
  /** How many trips match, at most 1,000. */
  total: Scalars['Int']['output'];
};

/** A signed-in device: one refresh token. Kept coarse on purpose — no IP address, no raw User-Agent. */
export type Session = {
  __typename?: 'Session';
  _id: Scalars['ID']['output'];
  /** The browser's name from the User-Agent at sign-in ("Chrome", "Firefox"); null when it did not say. */
  browser?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 country of the IP address at the last use; null when unknown (local or IPv6 addresses). */
  country?: Maybe<Scalars['String']['output']>;
  /** Whether the request was made with this session. */
  current: Scalars['Boolean']['output'];
  /** Sign-in or the last refresh of the access token, so at most one access-token lifetime behind. */
  lastUsedAt: Scalars['DateTime']['output'];
  /** The operating system's name ("Android", "Windows"); null when the User-Agent did not say. */
  os?: Maybe<Scalars['String']['output']>;
  platform?: Maybe<DevicePlatform>;
  signedInAt: Scalars['DateTime']['output'];
};

export type Sex =
  | 'F'
  | 'M';

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  /** Language of the confirmation e-mail and of the new account. */
  language?: InputMaybe<Language>;
};

export type SleepPreference =
  | 'HOTEL'
  | 'SLEEPING_BAG';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Subscription = {
  __typename?: 'Subscription';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Something new on the wall, published by any process or straight into the database. */
  feedUpdated: Published;
  /** The signed-in user's profile, whenever it changes (from any device). */
  myProfileUpdated: User;
  /** A rating added or changed on this trip, by anyone. */
  tripRatingAdded: TripRating;
};


export type SubscriptionTripRatingAddedArgs = {
  tripId: Scalars['ID']['input'];
};

export type Suitability =
  | 'CHILDREN'
  | 'DOGS'
  | 'STROLLER';

export type SupportMessageInput = {
  /** Needed only without sign-in; a signed-in user's account e-mail is used. */
  email?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
};

export type Terrain =
  | 'ASPHALT'
  | 'FIELD_PATH'
  | 'MIXED'
  | 'STONE';

/** Per kind, how many public items readers of English get in Czech (issue 30); null for a kind the viewer does not edit. */
export type TranslationGaps = {
  __typename?: 'TranslationGaps';
  /** Published trip announcements whose English version is not complete. */
  announcements?: Maybe<Scalars['Int']['output']>;
  /** Areas without an English name. */
  areas?: Maybe<Scalars['Int']['output']>;
  /** Published articles whose English version is not complete. */
  articles?: Maybe<Scalars['Int']['output']>;
  /** Published trips whose English version is not complete. */
  trips?: Maybe<Scalars['Int']['output']>;
};

export type TransportPreference =
  | 'CAR'
  | 'PUBLIC_TRANSPORT';

export type TripAttributes = {
  __typename?: 'TripAttributes';
  accessibility: Array<Accessibility>;
  additionalActivities: Array<AdditionalActivity>;
  duration: Duration;
  gastro: Array<Gastro>;
  lengthKm: Scalars['Float']['output'];
  overnightStay: Array<Overnight>;
  routeType: RouteType;
  suitability: Array<Suitability>;
  terrain: Array<Terrain>;
};

/** A trip characteristic a user can be interested in (at most 5); recommendations use them. */
export type TripCharacteristic =
  | 'CASTLES'
  | 'CHILDREN'
  | 'DOGS'
  | 'EDUCATIONAL_TRAILS'
  | 'LOOKOUT_TOWERS'
  | 'PICNIC'
  | 'PLAYGROUNDS'
  | 'STROLLER'
  | 'SWIMMING'
  | 'WELLNESS_SAUNA';

/** A trip's fields as the editor saves them. A draft needs only a title; submitting, scheduling and publishing need the area, preview, perex, content, start, length, route type and duration (each missing one is REQUIRED). */
export type TripDraftInput = {
  accessibility?: InputMaybe<Array<Accessibility>>;
  additionalActivities?: InputMaybe<Array<AdditionalActivity>>;
  areaId?: InputMaybe<Scalars['ID']['input']>;
  /** Markdown. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Markdown. */
  contentEn?: InputMaybe<Scalars['String']['input']>;
  coordinates?: InputMaybe<LatLngInput>;
  coverImageId?: InputMaybe<Scalars['ID']['input']>;
  duration?: InputMaybe<Duration>;
  gastro?: InputMaybe<Array<Gastro>>;
  labelId?: InputMaybe<Scalars['ID']['input']>;
  lengthKm?: InputMaybe<Scalars['Float']['input']>;
  overnightStay?: InputMaybe<Array<Overnight>>;
  perex?: InputMaybe<Scalars['String']['input']>;
  perexEn?: InputMaybe<Scalars['String']['input']>;
  /** The gallery in order, each photo with its alt text and focal point (saved on the image). */
  photos?: InputMaybe<Array<TripPhotoInput>>;
  preview?: InputMaybe<Scalars['String']['input']>;
  previewEn?: InputMaybe<Scalars['String']['input']>;
  /** A Mapy.com (mapy.cz) link only: anything else is INVALID_MAPS_LINK. */
  routeLink?: InputMaybe<Scalars['String']['input']>;
  routeType?: InputMaybe<RouteType>;
  suitability?: InputMaybe<Array<Suitability>>;
  terrain?: InputMaybe<Array<Terrain>>;
  title: Scalars['String']['input'];
  /** The English version, optional (blank is none). A started one needs its title: English text without it is REQUIRED on titleEn. Readers of English get it once title, preview, perex and content are there; publishing never waits for it. */
  titleEn?: InputMaybe<Scalars['String']['input']>;
  /** A track uploaded through POST /api/tracks: drawn on the trip's map, with its elevation profile and GPX download. */
  trackId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The ten groups of the trip filter. Within a group the values are alternatives (OR); the groups all apply (AND).
 * An empty or missing group does not filter.
 */
export type TripFilter = {
  accessibility?: InputMaybe<Array<Accessibility>>;
  additionalActivities?: InputMaybe<Array<AdditionalActivity>>;
  area?: InputMaybe<Array<Scalars['ID']['input']>>;
  duration?: InputMaybe<Array<Duration>>;
  gastro?: InputMaybe<Array<Gastro>>;
  length?: InputMaybe<Array<LengthRange>>;
  /** Only trips whose start is at most this many kilometres (up to 1,000) from `near`, which it needs. */
  maxDistanceKm?: InputMaybe<Scalars['Float']['input']>;
  overnightStay?: InputMaybe<Array<Overnight>>;
  routeType?: InputMaybe<Array<RouteType>>;
  suitability?: InputMaybe<Array<Suitability>>;
  terrain?: InputMaybe<Array<Terrain>>;
};

/** A coloured label, named in the request's language (Accept-Language; Czech by default). */
export type TripLabel = {
  __typename?: 'TripLabel';
  _id: Scalars['ID']['output'];
  color: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** What the map needs of a trip. */
export type TripLocation = {
  __typename?: 'TripLocation';
  _id: Scalars['ID']['output'];
  averageRating?: Maybe<Scalars['Float']['output']>;
  coordinates: Coordinates;
  coverImage?: Maybe<Image>;
  /** Great-circle distance in kilometres from `near`; null without it. */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  duration: Duration;
  label?: Maybe<TripLabel>;
  /** The language of this item's texts (issue 30): the request's language when the item has it, Czech otherwise. */
  language: Language;
  lengthKm: Scalars['Float']['output'];
  preview: Scalars['String']['output'];
  suitability: Array<Suitability>;
  title: Scalars['String']['output'];
};

export type TripPhotoInput = {
  /** Required: what the photo shows, for people who cannot see it. */
  alt: Scalars['String']['input'];
  /** The same in English; optional (readers of English hear the Czech one without it). */
  altEn?: InputMaybe<Scalars['String']['input']>;
  /** Where a crop keeps its centre, 0..1 from the left (default 0.5). */
  focalX?: InputMaybe<Scalars['Float']['input']>;
  /** 0..1 from the top (default 0.5). */
  focalY?: InputMaybe<Scalars['Float']['input']>;
  imageId: Scalars['ID']['input'];
};

export type TripRating = {
  __typename?: 'TripRating';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The moderation of the viewer's own rating (signed in); null on anyone else's, and for visitors. */
  moderation?: Maybe<RatingModeration>;
  /**
   * The rating's photos in their order (at most 5). A photo hidden by a moderator's decision is left out, except for
   * its author, who sees it with its moderation.
   */
  photos: Array<HikerPhoto>;
  score: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  user: RatingUser;
};

export type TripRatingSort = {
  direction?: SortDirection;
  field?: TripRatingSortField;
};

export type TripRatingSortField =
  | 'createdAt'
  | 'score';

export type TripRatingsPage = {
  __typename?: 'TripRatingsPage';
  edges: Array<TripRating>;
  total: Scalars['Int']['output'];
};

/** One saved state of a trip: its fields as JSON text (those of TripDraftInput). */
export type TripRevision = {
  __typename?: 'TripRevision';
  author?: Maybe<AuditActor>;
  createdAt: Scalars['DateTime']['output'];
  fields: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** Ties are broken by id, so pages never repeat or skip a trip. Trips without a rating sort last. */
export type TripSort = {
  direction?: SortDirection;
  field?: TripSortField;
};

export type TripSortField =
  /** Nearest to `near` first, whatever the direction; needs `near`. */
  | 'DISTANCE'
  | 'averageRating'
  | 'finishedCount'
  | 'publishedAt';

/**
 * A trip's GPX track: what was worked out from the file when it was uploaded (POST /api/tracks), and where to download
 * the file itself.
 */
export type TripTrack = {
  __typename?: 'TripTrack';
  _id: Scalars['ID']['output'];
  /**
   * Metres climbed and descended: the elevations smoothed over 100 m and a climb or descent counted once it exceeds
   * 5 m, so a receiver's noise does not count. Null when the file has no elevations.
   */
  elevationGain?: Maybe<Scalars['Int']['output']>;
  elevationLoss?: Maybe<Scalars['Int']['output']>;
  /** The GPX file as uploaded, a path on the API's origin (/media/tracks/{id}.gpx). */
  gpxUrl: Scalars['String']['output'];
  highestPoint?: Maybe<Scalars['Int']['output']>;
  /** Along the track's points, in kilometres (gaps between its segments are not counted). */
  lengthKm: Scalars['Float']['output'];
  /** The route simplified for drawing (at most 1,000 points), as [longitude, latitude] pairs. */
  line: Array<Array<Scalars['Float']['output']>>;
  /** Metres above sea level; null when the file has no elevations. */
  lowestPoint?: Maybe<Scalars['Int']['output']>;
  /** The elevation profile (at most 200 samples) as [kilometres from the start, metres above sea level]; empty without elevations. */
  profile: Array<Array<Scalars['Float']['output']>>;
};

/** Only the fields given are changed; null clears city, sex or ageRange. */
export type UpdateMyProfileInput = {
  ageRange?: InputMaybe<Scalars['Int']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  sex?: InputMaybe<Sex>;
};

/** The signed-in user (spec §3 User/Me). */
export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  /** Lower bound of the age range: 0, 18, 30, 45 or 60. */
  ageRange?: Maybe<Scalars['Int']['output']>;
  city?: Maybe<City>;
  /** When the account was created (the profile's "member since"). */
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  interests: Array<TripCharacteristic>;
  language: Language;
  lastname: Scalars['String']['output'];
  /** Whether the account's e-mail receives the newsletter (a confirmed subscription of the same address). */
  newsletterSubscribed: Scalars['Boolean']['output'];
  onboardingCompleted: Scalars['Boolean']['output'];
  onboardingPreferences?: Maybe<OnboardingPreferences>;
  roles: Array<Role>;
  sex?: Maybe<Sex>;
};

export type UserStatus =
  | 'ACTIVE'
  | 'DELETED'
  | 'DISABLED';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  SearchSuggestion:
    | ( AreaModel )
    | ( CityRow )
    | ( ArticleRow )
    | ( TripRow )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Accessibility: Accessibility;
  AdditionalActivity: AdditionalActivity;
  AdminUser: ResolverTypeWrapper<AdminUserRow>;
  AdminUsersPage: ResolverTypeWrapper<Omit<AdminUsersPage, 'edges'> & { edges: Array<ResolversTypes['AdminUser']> }>;
  AnnouncementDraftInput: AnnouncementDraftInput;
  AnnouncementRevision: ResolverTypeWrapper<RevisionRow>;
  AppealDecisionInput: AppealDecisionInput;
  AppealOutcome: AppealOutcome;
  AppealQueuePage: ResolverTypeWrapper<Omit<AppealQueuePage, 'edges'> & { edges: Array<ResolversTypes['QueuedAppeal']> }>;
  AppealedDecision: ResolverTypeWrapper<AppealedDecision>;
  Area: ResolverTypeWrapper<AreaModel>;
  AreaInput: AreaInput;
  AreaOption: ResolverTypeWrapper<AreaOption>;
  ArticleDraftInput: ArticleDraftInput;
  ArticleRevision: ResolverTypeWrapper<RevisionRow>;
  ArticlesFilter: ArticlesFilter;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditLogPage: ResolverTypeWrapper<Omit<AuditLogPage, 'edges'> & { edges: Array<ResolversTypes['AuditEntry']> }>;
  AuthTokens: ResolverTypeWrapper<AuthTokens>;
  Author: ResolverTypeWrapper<AuthorModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CitiesFilter: CitiesFilter;
  City: ResolverTypeWrapper<CityRow>;
  CompanyPreference: CompanyPreference;
  ContentAppeal: ResolverTypeWrapper<ContentAppeal>;
  ContentReportReason: ContentReportReason;
  ContentReportTargetKind: ContentReportTargetKind;
  Coordinates: ResolverTypeWrapper<Coordinates>;
  DailyForecast: ResolverTypeWrapper<ForecastDay>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideAppealInput: DecideAppealInput;
  DecideReportsInput: DecideReportsInput;
  DecisionKindCount: ResolverTypeWrapper<DecisionKindCount>;
  DevicePlatform: DevicePlatform;
  DrinkPreference: DrinkPreference;
  Duration: Duration;
  EditorAnnouncement: ResolverTypeWrapper<EditorAnnouncementRow>;
  EditorAnnouncementSortField: EditorAnnouncementSortField;
  EditorAnnouncementsFilter: EditorAnnouncementsFilter;
  EditorAnnouncementsPage: ResolverTypeWrapper<Omit<EditorAnnouncementsPage, 'edges'> & { edges: Array<ResolversTypes['EditorAnnouncement']> }>;
  EditorAnnouncementsSort: EditorAnnouncementsSort;
  EditorArea: ResolverTypeWrapper<AreaRow>;
  EditorArticle: ResolverTypeWrapper<EditorArticleRow>;
  EditorArticleSortField: EditorArticleSortField;
  EditorArticlesFilter: EditorArticlesFilter;
  EditorArticlesPage: ResolverTypeWrapper<Omit<EditorArticlesPage, 'edges'> & { edges: Array<ResolversTypes['EditorArticle']> }>;
  EditorArticlesSort: EditorArticlesSort;
  EditorLabel: ResolverTypeWrapper<LabelRow>;
  EditorTrip: ResolverTypeWrapper<EditorTripRow>;
  EditorTripSortField: EditorTripSortField;
  EditorTripsFilter: EditorTripsFilter;
  EditorTripsPage: ResolverTypeWrapper<Omit<EditorTripsPage, 'edges'> & { edges: Array<ResolversTypes['EditorTrip']> }>;
  EditorTripsSort: EditorTripsSort;
  EditorialStatus: EditorialStatus;
  FeedFilter: FeedFilter;
  FeedKind: FeedKind;
  FeedPage: ResolverTypeWrapper<Omit<FeedPage, 'edges'> & { edges: Array<ResolversTypes['Published']> }>;
  FinishSignUpInput: FinishSignUpInput;
  FinishedTripStart: ResolverTypeWrapper<FinishedTripStart>;
  FinishedTripsPage: ResolverTypeWrapper<Omit<FinishedTripsPage, 'edges'> & { edges: Array<ResolversTypes['PublishedTrip']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gastro: Gastro;
  HikerPhoto: ResolverTypeWrapper<HikerPhotoRow>;
  HikerPhotoInput: HikerPhotoInput;
  HikerPhotosPage: ResolverTypeWrapper<Omit<HikerPhotosPage, 'edges'> & { edges: Array<ResolversTypes['HikerPhoto']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageModel>;
  ImageFormat: ImageFormat;
  ImageVariant: ResolverTypeWrapper<ImageVariant>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LabelInput: LabelInput;
  LabelKind: LabelKind;
  Language: Language;
  LatLngInput: LatLngInput;
  LengthRange: LengthRange;
  ModerationDecision: ResolverTypeWrapper<ModerationDecision>;
  ModerationDecisionKind: ModerationDecisionKind;
  ModerationMonthFigures: ResolverTypeWrapper<ModerationMonthFigures>;
  ModerationRating: ResolverTypeWrapper<ModerationRatingRow>;
  ModerationRatingAuthor: ResolverTypeWrapper<ModerationRatingAuthor>;
  ModerationRatingTrip: ResolverTypeWrapper<ModerationRatingTrip>;
  ModerationRatingsFilter: ModerationRatingsFilter;
  ModerationRatingsPage: ResolverTypeWrapper<Omit<ModerationRatingsPage, 'edges'> & { edges: Array<ResolversTypes['ModerationRating']> }>;
  MonthlyKm: ResolverTypeWrapper<MonthlyKm>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnboardingPreferences: ResolverTypeWrapper<OnboardingPreferences>;
  OnboardingPreferencesInput: OnboardingPreferencesInput;
  Overnight: Overnight;
  PaginationInput: PaginationInput;
  Published: ResolverTypeWrapper<PublishedRow>;
  PublishedArticle: ResolverTypeWrapper<ArticleRow>;
  PublishedArticlesPage: ResolverTypeWrapper<Omit<PublishedArticlesPage, 'edges'> & { edges: Array<ResolversTypes['PublishedArticle']> }>;
  PublishedSort: PublishedSort;
  PublishedSortField: PublishedSortField;
  PublishedTrip: ResolverTypeWrapper<TripRow>;
  PublishedTripAnnouncement: ResolverTypeWrapper<AnnouncementRow>;
  PublishedTripsPage: ResolverTypeWrapper<Omit<PublishedTripsPage, 'edges'> & { edges: Array<ResolversTypes['PublishedTrip']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueuedAppeal: ResolverTypeWrapper<Omit<QueuedAppeal, 'photo'> & { photo?: Maybe<ResolversTypes['ReportedPhoto']> }>;
  QueuedReport: ResolverTypeWrapper<QueuedReport>;
  RateTripInput: RateTripInput;
  RatingModeration: ResolverTypeWrapper<RatingModeration>;
  RatingUser: ResolverTypeWrapper<RatingUser>;
  ReferralSource: ReferralSource;
  RefreshedToken: ResolverTypeWrapper<RefreshedToken>;
  Region: Region;
  ReportContentInput: ReportContentInput;
  ReportQueuePage: ResolverTypeWrapper<Omit<ReportQueuePage, 'edges'> & { edges: Array<ResolversTypes['ReportedItem']> }>;
  ReportReasonCount: ResolverTypeWrapper<ReportReasonCount>;
  ReportedItem: ResolverTypeWrapper<Omit<ReportedItem, 'photo'> & { photo?: Maybe<ResolversTypes['ReportedPhoto']> }>;
  ReportedPhoto: ResolverTypeWrapper<Omit<ReportedPhoto, 'image'> & { image: ResolversTypes['Image'] }>;
  ReportedRating: ResolverTypeWrapper<ReportedRating>;
  Role: Role;
  RouteType: RouteType;
  SearchResults: ResolverTypeWrapper<SearchFound>;
  SearchSuggestion: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchSuggestion']>;
  SearchTripsPage: ResolverTypeWrapper<Omit<SearchTripsPage, 'edges'> & { edges: Array<ResolversTypes['PublishedTrip']> }>;
  Session: ResolverTypeWrapper<SessionModel>;
  Sex: Sex;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  SleepPreference: SleepPreference;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Suitability: Suitability;
  SupportMessageInput: SupportMessageInput;
  Terrain: Terrain;
  TranslationGaps: ResolverTypeWrapper<TranslationGaps>;
  TransportPreference: TransportPreference;
  TripAttributes: ResolverTypeWrapper<TripRow>;
  TripCharacteristic: TripCharacteristic;
  TripDraftInput: TripDraftInput;
  TripFilter: TripFilter;
  TripLabel: ResolverTypeWrapper<TripLabelModel>;
  TripLocation: ResolverTypeWrapper<TripLocationModel>;
  TripPhotoInput: TripPhotoInput;
  TripRating: ResolverTypeWrapper<RatingRow>;
  TripRatingSort: TripRatingSort;
  TripRatingSortField: TripRatingSortField;
  TripRatingsPage: ResolverTypeWrapper<Omit<TripRatingsPage, 'edges'> & { edges: Array<ResolversTypes['TripRating']> }>;
  TripRevision: ResolverTypeWrapper<RevisionRow>;
  TripSort: TripSort;
  TripSortField: TripSortField;
  TripTrack: ResolverTypeWrapper<TripTrack>;
  UpdateMyProfileInput: UpdateMyProfileInput;
  User: ResolverTypeWrapper<UserRow>;
  UserStatus: UserStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminUser: AdminUserRow;
  AdminUsersPage: Omit<AdminUsersPage, 'edges'> & { edges: Array<ResolversParentTypes['AdminUser']> };
  AnnouncementDraftInput: AnnouncementDraftInput;
  AnnouncementRevision: RevisionRow;
  AppealDecisionInput: AppealDecisionInput;
  AppealQueuePage: Omit<AppealQueuePage, 'edges'> & { edges: Array<ResolversParentTypes['QueuedAppeal']> };
  AppealedDecision: AppealedDecision;
  Area: AreaModel;
  AreaInput: AreaInput;
  AreaOption: AreaOption;
  ArticleDraftInput: ArticleDraftInput;
  ArticleRevision: RevisionRow;
  ArticlesFilter: ArticlesFilter;
  AuditActor: AuditActor;
  AuditEntry: AuditRow;
  AuditLogPage: Omit<AuditLogPage, 'edges'> & { edges: Array<ResolversParentTypes['AuditEntry']> };
  AuthTokens: AuthTokens;
  Author: AuthorModel;
  Boolean: Scalars['Boolean']['output'];
  CitiesFilter: CitiesFilter;
  City: CityRow;
  ContentAppeal: ContentAppeal;
  Coordinates: Coordinates;
  DailyForecast: ForecastDay;
  DateTime: Scalars['DateTime']['output'];
  DecideAppealInput: DecideAppealInput;
  DecideReportsInput: DecideReportsInput;
  DecisionKindCount: DecisionKindCount;
  EditorAnnouncement: EditorAnnouncementRow;
  EditorAnnouncementsFilter: EditorAnnouncementsFilter;
  EditorAnnouncementsPage: Omit<EditorAnnouncementsPage, 'edges'> & { edges: Array<ResolversParentTypes['EditorAnnouncement']> };
  EditorAnnouncementsSort: EditorAnnouncementsSort;
  EditorArea: AreaRow;
  EditorArticle: EditorArticleRow;
  EditorArticlesFilter: EditorArticlesFilter;
  EditorArticlesPage: Omit<EditorArticlesPage, 'edges'> & { edges: Array<ResolversParentTypes['EditorArticle']> };
  EditorArticlesSort: EditorArticlesSort;
  EditorLabel: LabelRow;
  EditorTrip: EditorTripRow;
  EditorTripsFilter: EditorTripsFilter;
  EditorTripsPage: Omit<EditorTripsPage, 'edges'> & { edges: Array<ResolversParentTypes['EditorTrip']> };
  EditorTripsSort: EditorTripsSort;
  FeedFilter: FeedFilter;
  FeedPage: Omit<FeedPage, 'edges'> & { edges: Array<ResolversParentTypes['Published']> };
  FinishSignUpInput: FinishSignUpInput;
  FinishedTripStart: FinishedTripStart;
  FinishedTripsPage: Omit<FinishedTripsPage, 'edges'> & { edges: Array<ResolversParentTypes['PublishedTrip']> };
  Float: Scalars['Float']['output'];
  HikerPhoto: HikerPhotoRow;
  HikerPhotoInput: HikerPhotoInput;
  HikerPhotosPage: Omit<HikerPhotosPage, 'edges'> & { edges: Array<ResolversParentTypes['HikerPhoto']> };
  ID: Scalars['ID']['output'];
  Image: ImageModel;
  ImageVariant: ImageVariant;
  Int: Scalars['Int']['output'];
  LabelInput: LabelInput;
  LatLngInput: LatLngInput;
  ModerationDecision: ModerationDecision;
  ModerationMonthFigures: ModerationMonthFigures;
  ModerationRating: ModerationRatingRow;
  ModerationRatingAuthor: ModerationRatingAuthor;
  ModerationRatingTrip: ModerationRatingTrip;
  ModerationRatingsFilter: ModerationRatingsFilter;
  ModerationRatingsPage: Omit<ModerationRatingsPage, 'edges'> & { edges: Array<ResolversParentTypes['ModerationRating']> };
  MonthlyKm: MonthlyKm;
  Mutation: Record<PropertyKey, never>;
  OnboardingPreferences: OnboardingPreferences;
  OnboardingPreferencesInput: OnboardingPreferencesInput;
  PaginationInput: PaginationInput;
  Published: PublishedRow;
  PublishedArticle: ArticleRow;
  PublishedArticlesPage: Omit<PublishedArticlesPage, 'edges'> & { edges: Array<ResolversParentTypes['PublishedArticle']> };
  PublishedSort: PublishedSort;
  PublishedTrip: TripRow;
  PublishedTripAnnouncement: AnnouncementRow;
  PublishedTripsPage: Omit<PublishedTripsPage, 'edges'> & { edges: Array<ResolversParentTypes['PublishedTrip']> };
  Query: Record<PropertyKey, never>;
  QueuedAppeal: Omit<QueuedAppeal, 'photo'> & { photo?: Maybe<ResolversParentTypes['ReportedPhoto']> };
  QueuedReport: QueuedReport;
  RateTripInput: RateTripInput;
  RatingModeration: RatingModeration;
  RatingUser: RatingUser;
  RefreshedToken: RefreshedToken;
  ReportContentInput: ReportContentInput;
  ReportQueuePage: Omit<ReportQueuePage, 'edges'> & { edges: Array<ResolversParentTypes['ReportedItem']> };
  ReportReasonCount: ReportReasonCount;
  ReportedItem: Omit<ReportedItem, 'photo'> & { photo?: Maybe<ResolversParentTypes['ReportedPhoto']> };
  ReportedPhoto: Omit<ReportedPhoto, 'image'> & { image: ResolversParentTypes['Image'] };
  ReportedRating: ReportedRating;
  SearchResults: SearchFound;
  SearchSuggestion: ResolversUnionTypes<ResolversParentTypes>['SearchSuggestion'];
  SearchTripsPage: Omit<SearchTripsPage, 'edges'> & { edges: Array<ResolversParentTypes['PublishedTrip']> };
  Session: SessionModel;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupportMessageInput: SupportMessageInput;
  TranslationGaps: TranslationGaps;
  TripAttributes: TripRow;
  TripDraftInput: TripDraftInput;
  TripFilter: TripFilter;
  TripLabel: TripLabelModel;
  TripLocation: TripLocationModel;
  TripPhotoInput: TripPhotoInput;
  TripRating: RatingRow;
  TripRatingSort: TripRatingSort;
  TripRatingsPage: Omit<TripRatingsPage, 'edges'> & { edges: Array<ResolversParentTypes['TripRating']> };
  TripRevision: RevisionRow;
  TripSort: TripSort;
  TripTrack: TripTrack;
  UpdateMyProfileInput: UpdateMyProfileInput;
  User: UserRow;
};

export type AdminUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookmarksCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
};

export type AdminUsersPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUsersPage'] = ResolversParentTypes['AdminUsersPage']> = {
  edges?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnnouncementRevisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnnouncementRevision'] = ResolversParentTypes['AnnouncementRevision']> = {
  author?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppealQueuePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppealQueuePage'] = ResolversParentTypes['AppealQueuePage']> = {
  edges?: Resolver<Array<ResolversTypes['QueuedAppeal']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppealedDecisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppealedDecision'] = ResolversParentTypes['AppealedDecision']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  decidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedByViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ground?: Resolver<ResolversTypes['ContentReportReason'], ParentType, ContextType>;
};

export type AreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Area'] = ResolversParentTypes['Area']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AreaOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AreaOption'] = ResolversParentTypes['AreaOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ArticleRevisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleRevision'] = ResolversParentTypes['ArticleRevision']> = {
  author?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  edges?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthTokensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthTokens'] = ResolversParentTypes['AuthTokens']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Author'] = ResolversParentTypes['Author']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentAppealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentAppeal'] = ResolversParentTypes['ContentAppeal']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['AppealOutcome']>, ParentType, ContextType>;
  outcomeExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CoordinatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coordinates'] = ResolversParentTypes['Coordinates']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DailyForecastResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyForecast'] = ResolversParentTypes['DailyForecast']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  precipitationMm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  precipitationProbability?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  temperatureMaxC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  temperatureMinC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windKmh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DecisionKindCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DecisionKindCount'] = ResolversParentTypes['DecisionKindCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['ModerationDecisionKind'], ParentType, ContextType>;
};

export type EditorAnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorAnnouncement'] = ResolversParentTypes['EditorAnnouncement']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  hasEnglish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['TripLabel']>, ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EditorialStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trip?: Resolver<Maybe<ResolversTypes['EditorTrip']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorAnnouncementsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorAnnouncementsPage'] = ResolversParentTypes['EditorAnnouncementsPage']> = {
  edges?: Resolver<Array<ResolversTypes['EditorAnnouncement']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorArea'] = ResolversParentTypes['EditorArea']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tripCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorArticle'] = ResolversParentTypes['EditorArticle']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentEnHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasEnglish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['TripLabel']>, ParentType, ContextType>;
  perex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perexEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EditorialStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorArticlesPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorArticlesPage'] = ResolversParentTypes['EditorArticlesPage']> = {
  edges?: Resolver<Array<ResolversTypes['EditorArticle']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorLabelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorLabel'] = ResolversParentTypes['EditorLabel']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contrastRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LabelKind'], ParentType, ContextType>;
  labelCs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorTripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorTrip'] = ResolversParentTypes['EditorTrip']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accessibility?: Resolver<Array<ResolversTypes['Accessibility']>, ParentType, ContextType>;
  additionalActivities?: Resolver<Array<ResolversTypes['AdditionalActivity']>, ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['Area']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentEnHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coordinates?: Resolver<Maybe<ResolversTypes['Coordinates']>, ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Duration']>, ParentType, ContextType>;
  gastro?: Resolver<Array<ResolversTypes['Gastro']>, ParentType, ContextType>;
  hasEnglish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['TripLabel']>, ParentType, ContextType>;
  lengthKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nearestMunicipality?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  overnightStay?: Resolver<Array<ResolversTypes['Overnight']>, ParentType, ContextType>;
  perex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perexEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  routeLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  routeType?: Resolver<Maybe<ResolversTypes['RouteType']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EditorialStatus'], ParentType, ContextType>;
  suitability?: Resolver<Array<ResolversTypes['Suitability']>, ParentType, ContextType>;
  terrain?: Resolver<Array<ResolversTypes['Terrain']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  track?: Resolver<Maybe<ResolversTypes['TripTrack']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorTripsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorTripsPage'] = ResolversParentTypes['EditorTripsPage']> = {
  edges?: Resolver<Array<ResolversTypes['EditorTrip']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeedPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedPage'] = ResolversParentTypes['FeedPage']> = {
  edges?: Resolver<Array<ResolversTypes['Published']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FinishedTripStartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinishedTripStart'] = ResolversParentTypes['FinishedTripStart']> = {
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  finishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FinishedTripsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinishedTripsPage'] = ResolversParentTypes['FinishedTripsPage']> = {
  edges?: Resolver<Array<ResolversTypes['PublishedTrip']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HikerPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HikerPhoto'] = ResolversParentTypes['HikerPhoto']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  caption?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  moderation?: Resolver<Maybe<ResolversTypes['RatingModeration']>, ParentType, ContextType>;
  ratingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['RatingUser'], ParentType, ContextType>;
};

export type HikerPhotosPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HikerPhotosPage'] = ResolversParentTypes['HikerPhotosPage']> = {
  edges?: Resolver<Array<ResolversTypes['HikerPhoto']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  altCs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  altEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  focalX?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  focalY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ImageVariant']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ImageVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageVariant'] = ResolversParentTypes['ImageVariant']> = {
  format?: Resolver<ResolversTypes['ImageFormat'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModerationDecisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationDecision'] = ResolversParentTypes['ModerationDecision']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  closedReports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['ModerationDecisionKind'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ground?: Resolver<Maybe<ResolversTypes['ContentReportReason']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['ContentReportTargetKind'], ParentType, ContextType>;
};

export type ModerationMonthFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationMonthFigures'] = ResolversParentTypes['ModerationMonthFigures']> = {
  appealsConfirmed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appealsReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appealsRestored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decisionsByKind?: Resolver<Array<ResolversTypes['DecisionKindCount']>, ParentType, ContextType>;
  medianHoursToDecision?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportsByReason?: Resolver<Array<ResolversTypes['ReportReasonCount']>, ParentType, ContextType>;
};

export type ModerationRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationRating'] = ResolversParentTypes['ModerationRating']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['ModerationRatingAuthor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hiddenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hiddenBy?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  hiddenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trip?: Resolver<ResolversTypes['ModerationRatingTrip'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ModerationRatingAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationRatingAuthor'] = ResolversParentTypes['ModerationRatingAuthor']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
};

export type ModerationRatingTripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationRatingTrip'] = ResolversParentTypes['ModerationRatingTrip']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModerationRatingsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationRatingsPage'] = ResolversParentTypes['ModerationRatingsPage']> = {
  edges?: Resolver<Array<ResolversTypes['ModerationRating']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MonthlyKmResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyKm'] = ResolversParentTypes['MonthlyKm']> = {
  km?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trips?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  appealDecision?: Resolver<ResolversTypes['ContentAppeal'], ParentType, ContextType, RequireFields<MutationAppealDecisionArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'code'>>;
  createAnnouncement?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationCreateAnnouncementArgs, 'input'>>;
  createArea?: Resolver<ResolversTypes['EditorArea'], ParentType, ContextType, RequireFields<MutationCreateAreaArgs, 'input'>>;
  createArticle?: Resolver<ResolversTypes['EditorArticle'], ParentType, ContextType, RequireFields<MutationCreateArticleArgs, 'input'>>;
  createLabel?: Resolver<ResolversTypes['EditorLabel'], ParentType, ContextType, RequireFields<MutationCreateLabelArgs, 'input' | 'kind'>>;
  createTrip?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationCreateTripArgs, 'input'>>;
  decideAppeal?: Resolver<ResolversTypes['ContentAppeal'], ParentType, ContextType, RequireFields<MutationDecideAppealArgs, 'input'>>;
  decideReports?: Resolver<ResolversTypes['ModerationDecision'], ParentType, ContextType, RequireFields<MutationDecideReportsArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteAccountArgs>>;
  deleteAnnouncementDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAnnouncementDraftArgs, 'id' | 'version'>>;
  deleteArea?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAreaArgs, 'id' | 'version'>>;
  deleteArticleDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteArticleDraftArgs, 'id' | 'version'>>;
  deleteLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteLabelArgs, 'id' | 'version'>>;
  deleteTripDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTripDraftArgs, 'id' | 'version'>>;
  disableUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationDisableUserArgs, 'userId'>>;
  discardHikerPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDiscardHikerPhotoArgs, 'id'>>;
  enableUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationEnableUserArgs, 'userId'>>;
  finishSignUp?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationFinishSignUpArgs, 'input'>>;
  grantRole?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationGrantRoleArgs, 'role' | 'userId'>>;
  hideRating?: Resolver<ResolversTypes['ModerationRating'], ParentType, ContextType, RequireFields<MutationHideRatingArgs, 'id' | 'reason'>>;
  publishAnnouncement?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationPublishAnnouncementArgs, 'id' | 'version'>>;
  publishArticle?: Resolver<ResolversTypes['EditorArticle'], ParentType, ContextType, RequireFields<MutationPublishArticleArgs, 'id' | 'version'>>;
  publishTrip?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationPublishTripArgs, 'id' | 'version'>>;
  rateTrip?: Resolver<ResolversTypes['PublishedTrip'], ParentType, ContextType, RequireFields<MutationRateTripArgs, 'id' | 'input'>>;
  refreshToken?: Resolver<ResolversTypes['RefreshedToken'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  reportContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportContentArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'password'>>;
  restoreAnnouncementRevision?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationRestoreAnnouncementRevisionArgs, 'id' | 'revision' | 'version'>>;
  restoreArticleRevision?: Resolver<ResolversTypes['EditorArticle'], ParentType, ContextType, RequireFields<MutationRestoreArticleRevisionArgs, 'id' | 'revision' | 'version'>>;
  restoreRating?: Resolver<ResolversTypes['ModerationRating'], ParentType, ContextType, RequireFields<MutationRestoreRatingArgs, 'id'>>;
  restoreTripRevision?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationRestoreTripRevisionArgs, 'id' | 'revision' | 'version'>>;
  returnAnnouncementToAuthor?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationReturnAnnouncementToAuthorArgs, 'comment' | 'id' | 'version'>>;
  returnTripToAuthor?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationReturnTripToAuthorArgs, 'comment' | 'id' | 'version'>>;
  revokeRole?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationRevokeRoleArgs, 'role' | 'userId'>>;
  scheduleAnnouncement?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationScheduleAnnouncementArgs, 'at' | 'id' | 'version'>>;
  scheduleArticle?: Resolver<ResolversTypes['EditorArticle'], ParentType, ContextType, RequireFields<MutationScheduleArticleArgs, 'at' | 'id' | 'version'>>;
  scheduleTrip?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationScheduleTripArgs, 'at' | 'id' | 'version'>>;
  sendSupportMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendSupportMessageArgs, 'input'>>;
  setArticleFeatured?: Resolver<ResolversTypes['EditorArticle'], ParentType, ContextType, RequireFields<MutationSetArticleFeaturedArgs, 'featured' | 'id' | 'version'>>;
  signIn?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInAsAdmin?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationSignInAsAdminArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutArgs, 'refreshToken'>>;
  signOutOtherSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signOutSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutSessionArgs, 'sessionId'>>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  submitAnnouncementForReview?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationSubmitAnnouncementForReviewArgs, 'id' | 'version'>>;
  submitTripForReview?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationSubmitTripForReviewArgs, 'id' | 'version'>>;
  subscribeToNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribeToNewsletterArgs, 'email'>>;
  toggleArticleBookmark?: Resolver<ResolversTypes['PublishedArticle'], ParentType, ContextType, RequireFields<MutationToggleArticleBookmarkArgs, 'id'>>;
  toggleTripBookmark?: Resolver<ResolversTypes['PublishedTrip'], ParentType, ContextType, RequireFields<MutationToggleTripBookmarkArgs, 'id'>>;
  toggleTripFinished?: Resolver<ResolversTypes['PublishedTrip'], ParentType, ContextType, RequireFields<MutationToggleTripFinishedArgs, 'id'>>;
  unpublishAnnouncement?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationUnpublishAnnouncementArgs, 'id' | 'version'>>;
  unpublishArticle?: Resolver<ResolversTypes['EditorArticle'], ParentType, ContextType, RequireFields<MutationUnpublishArticleArgs, 'id' | 'version'>>;
  unpublishTrip?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationUnpublishTripArgs, 'id' | 'version'>>;
  unsubscribeFromNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromNewsletterArgs, 'token'>>;
  updateAnnouncement?: Resolver<ResolversTypes['EditorAnnouncement'], ParentType, ContextType, RequireFields<MutationUpdateAnnouncementArgs, 'id' | 'input' | 'version'>>;
  updateArea?: Resolver<ResolversTypes['EditorArea'], ParentType, ContextType, RequireFields<MutationUpdateAreaArgs, 'id' | 'input' | 'version'>>;
  updateArticle?: Resolver<ResolversTypes['EditorArticle'], ParentType, ContextType, RequireFields<MutationUpdateArticleArgs, 'id' | 'input' | 'version'>>;
  updateLabel?: Resolver<ResolversTypes['EditorLabel'], ParentType, ContextType, RequireFields<MutationUpdateLabelArgs, 'id' | 'input' | 'version'>>;
  updateMyProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
  updateNewsletterSubscription?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateNewsletterSubscriptionArgs, 'subscribed'>>;
  updateOnboardingPreferences?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateOnboardingPreferencesArgs, 'input'>>;
  updateTrip?: Resolver<ResolversTypes['EditorTrip'], ParentType, ContextType, RequireFields<MutationUpdateTripArgs, 'id' | 'input' | 'version'>>;
};

export type OnboardingPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingPreferences'] = ResolversParentTypes['OnboardingPreferences']> = {
  company?: Resolver<Maybe<ResolversTypes['CompanyPreference']>, ParentType, ContextType>;
  drink?: Resolver<Maybe<ResolversTypes['DrinkPreference']>, ParentType, ContextType>;
  durations?: Resolver<Array<ResolversTypes['Duration']>, ParentType, ContextType>;
  referralSource?: Resolver<Maybe<ResolversTypes['ReferralSource']>, ParentType, ContextType>;
  referralText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sleep?: Resolver<Maybe<ResolversTypes['SleepPreference']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transport?: Resolver<Maybe<ResolversTypes['TransportPreference']>, ParentType, ContextType>;
};

export type PublishedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Published'] = ResolversParentTypes['Published']> = {
  __resolveType: TypeResolveFn<'PublishedArticle' | 'PublishedTripAnnouncement', ParentType, ContextType>;
};

export type PublishedArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedArticle'] = ResolversParentTypes['PublishedArticle']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featuredArticles?: Resolver<Array<ResolversTypes['PublishedArticle']>, ParentType, ContextType, RequireFields<PublishedArticleFeaturedArticlesArgs, 'limit'>>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  isBookmarked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['TripLabel']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  perex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublishedArticlesPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedArticlesPage'] = ResolversParentTypes['PublishedArticlesPage']> = {
  edges?: Resolver<Array<ResolversTypes['PublishedArticle']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublishedTripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedTrip'] = ResolversParentTypes['PublishedTrip']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['Area']>, ParentType, ContextType>;
  attributes?: Resolver<ResolversTypes['TripAttributes'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  finishedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasRated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hikerPhotos?: Resolver<ResolversTypes['HikerPhotosPage'], ParentType, ContextType, Partial<PublishedTripHikerPhotosArgs>>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  isBookmarked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['TripLabel']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  myRating?: Resolver<Maybe<ResolversTypes['TripRating']>, ParentType, ContextType>;
  nearestMunicipality?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  perex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['TripRatingsPage'], ParentType, ContextType, Partial<PublishedTripRatingsArgs>>;
  ratingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  routeLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  track?: Resolver<Maybe<ResolversTypes['TripTrack']>, ParentType, ContextType>;
  weather?: Resolver<Maybe<Array<ResolversTypes['DailyForecast']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublishedTripAnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedTripAnnouncement'] = ResolversParentTypes['PublishedTripAnnouncement']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['TripLabel']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trip?: Resolver<Maybe<ResolversTypes['PublishedTrip']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublishedTripsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedTripsPage'] = ResolversParentTypes['PublishedTripsPage']> = {
  edges?: Resolver<Array<ResolversTypes['PublishedTrip']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminUsers?: Resolver<ResolversTypes['AdminUsersPage'], ParentType, ContextType, Partial<QueryAdminUsersArgs>>;
  announcementRevisions?: Resolver<Array<ResolversTypes['AnnouncementRevision']>, ParentType, ContextType, RequireFields<QueryAnnouncementRevisionsArgs, 'id'>>;
  appealQueue?: Resolver<ResolversTypes['AppealQueuePage'], ParentType, ContextType, Partial<QueryAppealQueueArgs>>;
  areaSelectOptions?: Resolver<Array<ResolversTypes['AreaOption']>, ParentType, ContextType>;
  article?: Resolver<Maybe<ResolversTypes['PublishedArticle']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'slug'>>;
  articleAuthors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  articleRevisions?: Resolver<Array<ResolversTypes['ArticleRevision']>, ParentType, ContextType, RequireFields<QueryArticleRevisionsArgs, 'id'>>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'filter'>>;
  editorAnnouncement?: Resolver<Maybe<ResolversTypes['EditorAnnouncement']>, ParentType, ContextType, RequireFields<QueryEditorAnnouncementArgs, 'id'>>;
  editorAnnouncements?: Resolver<ResolversTypes['EditorAnnouncementsPage'], ParentType, ContextType, Partial<QueryEditorAnnouncementsArgs>>;
  editorAreas?: Resolver<Array<ResolversTypes['EditorArea']>, ParentType, ContextType>;
  editorArticle?: Resolver<Maybe<ResolversTypes['EditorArticle']>, ParentType, ContextType, RequireFields<QueryEditorArticleArgs, 'id'>>;
  editorArticles?: Resolver<ResolversTypes['EditorArticlesPage'], ParentType, ContextType, Partial<QueryEditorArticlesArgs>>;
  editorLabels?: Resolver<Array<ResolversTypes['EditorLabel']>, ParentType, ContextType, RequireFields<QueryEditorLabelsArgs, 'kind'>>;
  editorTrip?: Resolver<Maybe<ResolversTypes['EditorTrip']>, ParentType, ContextType, RequireFields<QueryEditorTripArgs, 'id'>>;
  editorTrips?: Resolver<ResolversTypes['EditorTripsPage'], ParentType, ContextType, Partial<QueryEditorTripsArgs>>;
  feed?: Resolver<ResolversTypes['FeedPage'], ParentType, ContextType, Partial<QueryFeedArgs>>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markdownPreview?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryMarkdownPreviewArgs, 'markdown'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  moderationFigures?: Resolver<Array<ResolversTypes['ModerationMonthFigures']>, ParentType, ContextType, RequireFields<QueryModerationFiguresArgs, 'from' | 'to'>>;
  moderationRatings?: Resolver<ResolversTypes['ModerationRatingsPage'], ParentType, ContextType, Partial<QueryModerationRatingsArgs>>;
  myBookmarkedArticles?: Resolver<ResolversTypes['PublishedArticlesPage'], ParentType, ContextType, Partial<QueryMyBookmarkedArticlesArgs>>;
  myBookmarkedArticlesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myBookmarkedTrips?: Resolver<ResolversTypes['PublishedTripsPage'], ParentType, ContextType, Partial<QueryMyBookmarkedTripsArgs>>;
  myBookmarkedTripsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myFinishedTripStarts?: Resolver<Array<ResolversTypes['FinishedTripStart']>, ParentType, ContextType>;
  myFinishedTrips?: Resolver<ResolversTypes['FinishedTripsPage'], ParentType, ContextType, Partial<QueryMyFinishedTripsArgs>>;
  myFinishedTripsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myKmByMonth?: Resolver<Array<ResolversTypes['MonthlyKm']>, ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  myTotalKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nearestCity?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryNearestCityArgs, 'near'>>;
  publishedArticles?: Resolver<ResolversTypes['PublishedArticlesPage'], ParentType, ContextType, Partial<QueryPublishedArticlesArgs>>;
  publishedTrip?: Resolver<Maybe<ResolversTypes['PublishedTrip']>, ParentType, ContextType, RequireFields<QueryPublishedTripArgs, 'id'>>;
  publishedTrips?: Resolver<ResolversTypes['PublishedTripsPage'], ParentType, ContextType, Partial<QueryPublishedTripsArgs>>;
  publishedTripsResultsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryPublishedTripsResultsCountArgs>>;
  recommendedTrips?: Resolver<Array<ResolversTypes['PublishedTrip']>, ParentType, ContextType, Partial<QueryRecommendedTripsArgs>>;
  reportQueue?: Resolver<ResolversTypes['ReportQueuePage'], ParentType, ContextType, Partial<QueryReportQueueArgs>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  searchSuggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'limit' | 'query'>>;
  translationGaps?: Resolver<ResolversTypes['TranslationGaps'], ParentType, ContextType>;
  tripRevisions?: Resolver<Array<ResolversTypes['TripRevision']>, ParentType, ContextType, RequireFields<QueryTripRevisionsArgs, 'id'>>;
  tripsLocations?: Resolver<Array<ResolversTypes['TripLocation']>, ParentType, ContextType, Partial<QueryTripsLocationsArgs>>;
};

export type QueuedAppealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedAppeal'] = ResolversParentTypes['QueuedAppeal']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['AppealedDecision'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['ReportedPhoto']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['ReportedRating']>, ParentType, ContextType>;
};

export type QueuedReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedReport'] = ResolversParentTypes['QueuedReport']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ContentReportReason'], ParentType, ContextType>;
};

export type RatingModerationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingModeration'] = ResolversParentTypes['RatingModeration']> = {
  appeal?: Resolver<Maybe<ResolversTypes['ContentAppeal']>, ParentType, ContextType>;
  appealable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  appealableUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ground?: Resolver<Maybe<ResolversTypes['ContentReportReason']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hiddenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type RatingUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingUser'] = ResolversParentTypes['RatingUser']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefreshedTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshedToken'] = ResolversParentTypes['RefreshedToken']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportQueuePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportQueuePage'] = ResolversParentTypes['ReportQueuePage']> = {
  edges?: Resolver<Array<ResolversTypes['ReportedItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportReasonCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportReasonCount'] = ResolversParentTypes['ReportReasonCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ContentReportReason'], ParentType, ContextType>;
};

export type ReportedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportedItem'] = ResolversParentTypes['ReportedItem']> = {
  firstReportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['ReportedPhoto']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['ReportedRating']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ReportReasonCount']>, ParentType, ContextType>;
  reportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['QueuedReport']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['ContentReportTargetKind'], ParentType, ContextType>;
};

export type ReportedPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportedPhoto'] = ResolversParentTypes['ReportedPhoto']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  caption?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['ReportedRating'], ParentType, ContextType>;
};

export type ReportedRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportedRating'] = ResolversParentTypes['ReportedRating']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorShortname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trip?: Resolver<ResolversTypes['ModerationRatingTrip'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  areas?: Resolver<Array<ResolversTypes['Area']>, ParentType, ContextType>;
  articles?: Resolver<Array<ResolversTypes['PublishedArticle']>, ParentType, ContextType>;
  didYouMean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  trips?: Resolver<ResolversTypes['SearchTripsPage'], ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  __resolveType: TypeResolveFn<'Area' | 'City' | 'PublishedArticle' | 'PublishedTrip', ParentType, ContextType>;
};

export type SearchTripsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchTripsPage'] = ResolversParentTypes['SearchTripsPage']> = {
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['PublishedTrip']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['DevicePlatform']>, ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _empty?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_empty", ParentType, ContextType>;
  feedUpdated?: SubscriptionResolver<ResolversTypes['Published'], "feedUpdated", ParentType, ContextType>;
  myProfileUpdated?: SubscriptionResolver<ResolversTypes['User'], "myProfileUpdated", ParentType, ContextType>;
  tripRatingAdded?: SubscriptionResolver<ResolversTypes['TripRating'], "tripRatingAdded", ParentType, ContextType, RequireFields<SubscriptionTripRatingAddedArgs, 'tripId'>>;
};

export type TranslationGapsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TranslationGaps'] = ResolversParentTypes['TranslationGaps']> = {
  announcements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  areas?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  articles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trips?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TripAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripAttributes'] = ResolversParentTypes['TripAttributes']> = {
  accessibility?: Resolver<Array<ResolversTypes['Accessibility']>, ParentType, ContextType>;
  additionalActivities?: Resolver<Array<ResolversTypes['AdditionalActivity']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Duration'], ParentType, ContextType>;
  gastro?: Resolver<Array<ResolversTypes['Gastro']>, ParentType, ContextType>;
  lengthKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overnightStay?: Resolver<Array<ResolversTypes['Overnight']>, ParentType, ContextType>;
  routeType?: Resolver<ResolversTypes['RouteType'], ParentType, ContextType>;
  suitability?: Resolver<Array<ResolversTypes['Suitability']>, ParentType, ContextType>;
  terrain?: Resolver<Array<ResolversTypes['Terrain']>, ParentType, ContextType>;
};

export type TripLabelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripLabel'] = ResolversParentTypes['TripLabel']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripLocation'] = ResolversParentTypes['TripLocation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Duration'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['TripLabel']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lengthKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suitability?: Resolver<Array<ResolversTypes['Suitability']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRating'] = ResolversParentTypes['TripRating']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  moderation?: Resolver<Maybe<ResolversTypes['RatingModeration']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['HikerPhoto']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['RatingUser'], ParentType, ContextType>;
};

export type TripRatingsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRatingsPage'] = ResolversParentTypes['TripRatingsPage']> = {
  edges?: Resolver<Array<ResolversTypes['TripRating']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TripRevisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRevision'] = ResolversParentTypes['TripRevision']> = {
  author?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TripTrackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripTrack'] = ResolversParentTypes['TripTrack']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  elevationGain?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  elevationLoss?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gpxUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highestPoint?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lengthKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  line?: Resolver<Array<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
  lowestPoint?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  profile?: Resolver<Array<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ageRange?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interests?: Resolver<Array<ResolversTypes['TripCharacteristic']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletterSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onboardingCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onboardingPreferences?: Resolver<Maybe<ResolversTypes['OnboardingPreferences']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  sex?: Resolver<Maybe<ResolversTypes['Sex']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUsersPage?: AdminUsersPageResolvers<ContextType>;
  AnnouncementRevision?: AnnouncementRevisionResolvers<ContextType>;
  AppealQueuePage?: AppealQueuePageResolvers<ContextType>;
  AppealedDecision?: AppealedDecisionResolvers<ContextType>;
  Area?: AreaResolvers<ContextType>;
  AreaOption?: AreaOptionResolvers<ContextType>;
  ArticleRevision?: ArticleRevisionResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  AuthTokens?: AuthTokensResolvers<ContextType>;
  Author?: AuthorResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  ContentAppeal?: ContentAppealResolvers<ContextType>;
  Coordinates?: CoordinatesResolvers<ContextType>;
  DailyForecast?: DailyForecastResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DecisionKindCount?: DecisionKindCountResolvers<ContextType>;
  EditorAnnouncement?: EditorAnnouncementResolvers<ContextType>;
  EditorAnnouncementsPage?: EditorAnnouncementsPageResolvers<ContextType>;
  EditorArea?: EditorAreaResolvers<ContextType>;
  EditorArticle?: EditorArticleResolvers<ContextType>;
  EditorArticlesPage?: EditorArticlesPageResolvers<ContextType>;
  EditorLabel?: EditorLabelResolvers<ContextType>;
  EditorTrip?: EditorTripResolvers<ContextType>;
  EditorTripsPage?: EditorTripsPageResolvers<ContextType>;
  FeedPage?: FeedPageResolvers<ContextType>;
  FinishedTripStart?: FinishedTripStartResolvers<ContextType>;
  FinishedTripsPage?: FinishedTripsPageResolvers<ContextType>;
  HikerPhoto?: HikerPhotoResolvers<ContextType>;
  HikerPhotosPage?: HikerPhotosPageResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageVariant?: ImageVariantResolvers<ContextType>;
  ModerationDecision?: ModerationDecisionResolvers<ContextType>;
  ModerationMonthFigures?: ModerationMonthFiguresResolvers<ContextType>;
  ModerationRating?: ModerationRatingResolvers<ContextType>;
  ModerationRatingAuthor?: ModerationRatingAuthorResolvers<ContextType>;
  ModerationRatingTrip?: ModerationRatingTripResolvers<ContextType>;
  ModerationRatingsPage?: ModerationRatingsPageResolvers<ContextType>;
  MonthlyKm?: MonthlyKmResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnboardingPreferences?: OnboardingPreferencesResolvers<ContextType>;
  Published?: PublishedResolvers<ContextType>;
  PublishedArticle?: PublishedArticleResolvers<ContextType>;
  PublishedArticlesPage?: PublishedArticlesPageResolvers<ContextType>;
  PublishedTrip?: PublishedTripResolvers<ContextType>;
  PublishedTripAnnouncement?: PublishedTripAnnouncementResolvers<ContextType>;
  PublishedTripsPage?: PublishedTripsPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueuedAppeal?: QueuedAppealResolvers<ContextType>;
  QueuedReport?: QueuedReportResolvers<ContextType>;
  RatingModeration?: RatingModerationResolvers<ContextType>;
  RatingUser?: RatingUserResolvers<ContextType>;
  RefreshedToken?: RefreshedTokenResolvers<ContextType>;
  ReportQueuePage?: ReportQueuePageResolvers<ContextType>;
  ReportReasonCount?: ReportReasonCountResolvers<ContextType>;
  ReportedItem?: ReportedItemResolvers<ContextType>;
  ReportedPhoto?: ReportedPhotoResolvers<ContextType>;
  ReportedRating?: ReportedRatingResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchTripsPage?: SearchTripsPageResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TranslationGaps?: TranslationGapsResolvers<ContextType>;
  TripAttributes?: TripAttributesResolvers<ContextType>;
  TripLabel?: TripLabelResolvers<ContextType>;
  TripLocation?: TripLocationResolvers<ContextType>;
  TripRating?: TripRatingResolvers<ContextType>;
  TripRatingsPage?: TripRatingsPageResolvers<ContextType>;
  TripRevision?: TripRevisionResolvers<ContextType>;
  TripTrack?: TripTrackResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

