import { doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { users } from './accounts.js';

/**
 * An uploaded GPX track (issue 18) and what was worked out from it once, at the upload (features/tracks/gpx.ts).
 * Never changed: a new upload is a new row, so its download can be cached for good. The file itself is kept here, as
 * text (at most 5 MB, compressed by TOAST), so a database backup holds it and every process serves it with nothing
 * else to share. A trip points at its track (`trips.track_id`); a track no trip points at is served to nobody.
 */
export const tracks = pgTable('tracks', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The file as uploaded (as UTF-8 text). */
  gpx: text('gpx').notNull(),
  /** The uploaded file's name, as the editor knows it. */
  fileName: text('file_name').notNull(),
  lengthKm: doublePrecision('length_km').notNull(),
  /** Whole metres; null when the file has no elevations. */
  elevationGain: integer('elevation_gain'),
  elevationLoss: integer('elevation_loss'),
  lowestPoint: integer('lowest_point'),
  highestPoint: integer('highest_point'),
  startLat: doublePrecision('start_lat').notNull(),
  startLng: doublePrecision('start_lng').notNull(),
  pointCount: integer('point_count').notNull(),
  /** The route simplified for drawing, [lng, lat] pairs, at most 1,000. */
  line: jsonb('line').$type<Array<[number, number]>>().notNull(),
  /** [km from the start, metres above sea level], at most 200 samples; empty without elevations. */
  profile: jsonb('profile').$type<Array<[number, number]>>().notNull(),
  uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
