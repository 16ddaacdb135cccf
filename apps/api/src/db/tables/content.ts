import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, englishComplete, optionalGlobePoint, searchVector } from '../columns.js';
import { cities, users } from './accounts.js';
import { tracks } from './tracks.js';

/** A rendition of an uploaded picture (media/image-pipeline.ts), a file of the media store under `key`. */
export interface StoredImageVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  key: string;
  bytes: number;
}

/**
 * Images by URL: generated covers (/media/generated/…, SVG: no size, no renditions) or uploaded photos, whose `url`
 * is their widest JPEG rendition and whose `variants` are every rendition (POST /api/media/images). The original
 * upload is kept under `original_key` and never served (it may carry EXIF with GPS). The focal point (0..1 from the
 * left and the top) is where a crop keeps its centre.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    /** The description in English; readers of English get the Czech `alt` without it (platform/content-language.ts). */
    altEn: text('alt_en'),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull().default(sql`'[]'::jsonb`),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    originalKey: text('original_key'),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('images_focal_point', sql`${table.focalX} BETWEEN 0 AND 1 AND ${table.focalY} BETWEEN 0 AND 1`),
    check(
      'images_size',
      sql`(${table.width} IS NULL) = (${table.height} IS NULL) AND ${table.width} > 0 AND ${table.height} > 0`,
    ),
  ],
);

/**
 * Optimistic locking (issue 18): `version` grows with every save in the console, and an edit based on an older one is
 * refused, naming `updated_by` and when (`updated_at`).
 */
const versioned = {
  version: integer('version').notNull().default(1),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Tourist areas (Krkonoše, Šumava, …). */
export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    region: text('region').notNull(),
    ...versioned,
  },
  (table) => [uniqueIndex('areas_slug_idx').on(table.slug)],
);

/**
 * Coloured labels, named in both languages. A label is of one kind: TRIP labels go on trips and trip announcements
 * (trip editors manage them), ARTICLE labels on articles (blog editors); the slug is unique within its kind.
 */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('TRIP'),
    slug: text('slug').notNull(),
    labelCs: text('label_cs').notNull(),
    labelEn: text('label_en').notNull(),
    /** The chip's background (`#rrggbb`); its white text keeps WCAG AA contrast (features/taxonomy/contrast.ts). */
    color: text('color').notNull(),
    ...versioned,
  },
  (table) => [
    uniqueIndex('labels_kind_slug_idx').on(table.kind, table.slug),
    check('labels_kind', sql`${table.kind} IN ('TRIP', 'ARTICLE')`),
    check('labels_color', sql`${table.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * Where an item is in the editorial workflow (issue 18): DRAFT → IN_REVIEW (a partner's submission) → SCHEDULED (its
 * `scheduled_at`) → PUBLISHED → UNPUBLISHED. `published_at` is the first publication and stays when an item is
 * unpublished, so "never published" is `published_at IS NULL`. `version` grows with every save: an edit based on an
 * older one is refused (optimistic locking), naming `updated_by`.
 */
const publishing = {
  status: text('status').notNull().default('DRAFT'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  ...versioned,
  createdAt: createdAt(),
};

/** The console's lists (newest change first, by status) and the scheduler's due items. */
const publishingIndexes = (
  name: string,
  table: { status: ExtraConfigColumn; updatedAt: ExtraConfigColumn; scheduledAt: ExtraConfigColumn },
) => [
  index(`${name}_status_updated_idx`).on(table.status, table.updatedAt.desc()),
  index(`${name}_updated_idx`).on(table.updatedAt.desc()),
  index(`${name}_scheduled_idx`).on(table.scheduledAt).where(sql`status = 'SCHEDULED'`),
];

export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    areaId: uuid('area_id').references(() => areas.id),
    labelId: uuid('label_id').references(() => labels.id),
    authorId: uuid('author_id').references(() => users.id),
    coverImageId: uuid('cover_image_id').references(() => images.id),
    routeLink: text('route_link'),
    /** The start; a draft may not have one yet (the `trips_complete` check below holds the rest to it). */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The start on the unit sphere, for "near me" (nearest first by a GiST index). */
    startPoint: optionalGlobePoint('start_point'),
    preview: text('preview').notNull(),
    perex: text('perex').notNull(),
    content: text('content').notNull(),
    /** The English version (issue 30): optional, shown to readers of English once it has every text (`has_english`). */
    titleEn: text('title_en'),
    previewEn: text('preview_en'),
    perexEn: text('perex_en'),
    contentEn: text('content_en'),
    hasEnglish: englishComplete('has_english', ['title_en', 'preview_en', 'perex_en', 'content_en']),
    accessibility: text('accessibility').array().notNull().default(sql`'{}'::text[]`),
    gastro: text('gastro').array().notNull().default(sql`'{}'::text[]`),
    suitability: text('suitability').array().notNull().default(sql`'{}'::text[]`),
    additionalActivities: text('additional_activities').array().notNull().default(sql`'{}'::text[]`),
    overnightStay: text('overnight_stay').array().notNull().default(sql`'{}'::text[]`),
    terrain: text('terrain').array().notNull().default(sql`'{}'::text[]`),
    lengthKm: numeric('length_km', { precision: 5, scale: 1, mode: 'number' }),
    routeType: text('route_type'),
    duration: text('duration'),
    /** Kept by toggleTripFinished and rateTrip so list sorting needs no aggregation. */
    finishedCount: integer('finished_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    averageRating: real('average_rating'),
    /** A partner's trip sent back from review carries the reviewer's comment until it is submitted again. */
    reviewComment: text('review_comment'),
    /** The trip's GPX track (features/tracks): drawn on its map, its elevation profile and download. */
    trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'set null' }),
    /**
     * The municipality nearest to the start, kept by a trigger whenever the start changes (migration 0021), so a
     * search for a town finds the trips around it without an index probe per trip.
     */
    nearestCityId: integer('nearest_city_id').references(() => cities.id),
    /**
     * Title, preview and perex, content, in both languages: what a search looks in (db/columns.ts, features/search);
     * and the names a search finds the trip by — its area, label, nearest municipality and attribute values.
     */
    searchVector: searchVector(
      'search_vector',
      {
        A: ['title', 'title_en'],
        B: ['preview', 'perex', 'preview_en', 'perex_en'],
        C: ['content', 'content_en'],
      },
      'toulky_trip_names(area_id, label_id, nearest_city_id, suitability, accessibility, gastro, additional_activities, overnight_stay, terrain)',
    ),
    ...publishing,
  },
  (table) => [
    uniqueIndex('trips_slug_idx').on(table.slug),
    ...publishingIndexes('trips', table),
    index('trips_author_idx').on(table.authorId),
    // A track's download looks for the published trip that has it.
    index('trips_track_idx').on(table.trackId),
    check(
      'trips_complete',
      sql`(${table.status} = 'DRAFT' AND ${table.publishedAt} IS NULL) OR (${table.lat} IS NOT NULL AND ${table.lng} IS NOT NULL AND ${table.lengthKm} IS NOT NULL AND ${table.routeType} IS NOT NULL AND ${table.duration} IS NOT NULL)`,
    ),
    // Each sort of the published list, with the id as the stable tie-breaker.
    index('trips_published_at_idx').on(table.publishedAt.desc(), table.id.desc()).where(sql`status = 'PUBLISHED'`),
    index('trips_finished_count_idx').on(table.finishedCount.desc(), table.id.desc()).where(sql`status = 'PUBLISHED'`),
    index('trips_average_rating_idx')
      .on(sql`${table.averageRating} DESC NULLS LAST`, table.id.desc())
      .where(sql`status = 'PUBLISHED'`),
    // Filters: single-valued columns by btree, multi-valued ones by GIN (array overlap).
    index('trips_area_idx').on(table.areaId),
    index('trips_duration_idx').on(table.duration),
    index('trips_route_type_idx').on(table.routeType),
    index('trips_length_idx').on(table.lengthKm),
    index('trips_accessibility_idx').using('gin', table.accessibility),
    index('trips_gastro_idx').using('gin', table.gastro),
    index('trips_suitability_idx').using('gin', table.suitability),
    index('trips_activities_idx').using('gin', table.additionalActivities),
    index('trips_overnight_idx').using('gin', table.overnightStay),
    index('trips_terrain_idx').using('gin', table.terrain),
    // Nearest first (KNN `<->`) and the bounding box of a distance filter (`<@`).
    index('trips_start_point_idx').using('gist', table.startPoint).where(sql`status = 'PUBLISHED'`),
    index('trips_nearest_city_idx').on(table.nearestCityId),
    index('trips_search_idx').using('gin', table.searchVector),
    // Search's order of equal matches (features/search): the published trips best rated, then newest first, all of
    // them and those nearest to a municipality (a search for a town reads its best trips, not all of them).
    index('trips_search_rank_idx')
      .on(sql`${table.averageRating} DESC NULLS LAST`, table.publishedAt.desc(), table.id.desc())
      .where(sql`status = 'PUBLISHED'`),
    index('trips_search_city_rank_idx')
      .on(table.nearestCityId, sql`${table.averageRating} DESC NULLS LAST`, table.publishedAt.desc(), table.id.desc())
      .where(sql`status = 'PUBLISHED'`),
  ],
);

/** A trip's gallery, in order. */
export const tripImages = pgTable(
  'trip_images',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.imageId] })],
);

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    preview: text('preview').notNull(),
    perex: text('perex').notNull(),
    content: text('content').notNull(),
    /** The English version (issue 30), with its own slug: shown to readers of English once it has every text. */
    slugEn: text('slug_en'),
    titleEn: text('title_en'),
    previewEn: text('preview_en'),
    perexEn: text('perex_en'),
    contentEn: text('content_en'),
    hasEnglish: englishComplete('has_english', ['slug_en', 'title_en', 'preview_en', 'perex_en', 'content_en']),
    labelId: uuid('label_id').references(() => labels.id),
    imageId: uuid('image_id').references(() => images.id),
    authorId: uuid('author_id').references(() => users.id),
    /** Chosen by a chief editor (`wall.feature`): first on the wall, before the newest (features/article-editing). */
    featured: boolean('featured').notNull().default(false),
    /** Title, preview and perex, content, in both languages: what a search looks in (db/columns.ts, features/search). */
    searchVector: searchVector('search_vector', {
      A: ['title', 'title_en'],
      B: ['preview', 'perex', 'preview_en', 'perex_en'],
      C: ['content', 'content_en'],
    }),
    ...publishing,
  },
  (table) => [
    uniqueIndex('articles_slug_idx').on(table.slug),
    uniqueIndex('articles_slug_en_idx').on(table.slugEn),
    ...publishingIndexes('articles', table),
    index('articles_published_at_idx').on(table.publishedAt.desc(), table.id.desc()).where(sql`status = 'PUBLISHED'`),
    index('articles_search_idx').using('gin', table.searchVector),
  ],
);

export const tripAnnouncements = pgTable(
  'trip_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    preview: text('preview').notNull(),
    titleEn: text('title_en'),
    previewEn: text('preview_en'),
    hasEnglish: englishComplete('has_english', ['title_en', 'preview_en']),
    labelId: uuid('label_id').references(() => labels.id),
    imageId: uuid('image_id').references(() => images.id),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** Who wrote it (a partner edits only their own); the automatic announcement of a trip gets the trip's author. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** An announcement sent back from review carries the reviewer's comment until it is submitted again. */
    reviewComment: text('review_comment'),
    ...publishing,
  },
  (table) => [
    ...publishingIndexes('trip_announcements', table),
    index('trip_announcements_author_idx').on(table.authorId),
    // A trip's announcements: the wall's check that the trip is still published, and its first-publication announcement.
    index('trip_announcements_trip_idx').on(table.tripId),
    index('trip_announcements_published_at_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`status = 'PUBLISHED'`),
  ],
);

/** An article's earlier slugs, so old links still lead to it (HTTP 301 on /blog, in-app on /app/dashboard). */
export const articleSlugHistory = pgTable('article_slug_history', {
  slug: text('slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
