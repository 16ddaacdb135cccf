import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, globePoint } from '../columns.js';
import { users } from './accounts.js';

/** Images by URL: generated covers (/media/generated/…) or uploaded media. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  alt: text('alt').notNull(),
  createdAt: createdAt(),
});

/** Tourist areas (Krkonoše, Šumava, …). */
export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull(),
  },
  (table) => [uniqueIndex('areas_slug_idx').on(table.slug)],
);

/** Coloured labels on trips, articles and announcements, named in both languages. */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    labelCs: text('label_cs').notNull(),
    labelEn: text('label_en').notNull(),
    color: text('color').notNull(),
  },
  (table) => [uniqueIndex('labels_slug_idx').on(table.slug)],
);

const publishing = {
  status: text('status').notNull().default('DRAFT'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The start on the unit sphere, for "near me" (nearest first by a GiST index). */
    startPoint: globePoint('start_point').notNull(),
    preview: text('preview').notNull(),
    perex: text('perex').notNull(),
    content: text('content').notNull(),
    accessibility: text('accessibility').array().notNull().default(sql`'{}'::text[]`),
    gastro: text('gastro').array().notNull().default(sql`'{}'::text[]`),
    suitability: text('suitability').array().notNull().default(sql`'{}'::text[]`),
    additionalActivities: text('additional_activities').array().notNull().default(sql`'{}'::text[]`),
    overnightStay: text('overnight_stay').array().notNull().default(sql`'{}'::text[]`),
    terrain: text('terrain').array().notNull().default(sql`'{}'::text[]`),
    lengthKm: numeric('length_km', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    routeType: text('route_type').notNull(),
    duration: text('duration').notNull(),
    /** Kept by toggleTripFinished and rateTrip so list sorting needs no aggregation. */
    finishedCount: integer('finished_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    averageRating: real('average_rating'),
    ...publishing,
  },
  (table) => [
    uniqueIndex('trips_slug_idx').on(table.slug),
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
    labelId: uuid('label_id').references(() => labels.id),
    imageId: uuid('image_id').references(() => images.id),
    authorId: uuid('author_id').references(() => users.id),
    ...publishing,
  },
  (table) => [
    uniqueIndex('articles_slug_idx').on(table.slug),
    index('articles_published_at_idx').on(table.publishedAt.desc(), table.id.desc()).where(sql`status = 'PUBLISHED'`),
  ],
);

export const tripAnnouncements = pgTable(
  'trip_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    preview: text('preview').notNull(),
    labelId: uuid('label_id').references(() => labels.id),
    imageId: uuid('image_id').references(() => images.id),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    ...publishing,
  },
  (table) => [
    index('trip_announcements_published_at_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`status = 'PUBLISHED'`),
  ],
);
