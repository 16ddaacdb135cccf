import { count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trips } from '../../db/schema.js';
import type { Language } from '../../generated/graphql.js';
import type { ImageModel, TripLabelModel } from './trips.models.js';
import { findTripLocations } from './trips.repository.js';

/** A trip on the map, shaped once so GraphQL only copies fields. */
export interface TripLocationModel {
  _id: string;
  title: string;
  preview: string;
  coordinates: { lat: number; lng: number };
  coverImage: ImageModel | null;
  label: TripLabelModel | null;
  averageRating: number | null;
  lengthKm: number;
  duration: string;
  suitability: string[];
}

interface Entry {
  version: string;
  byLanguage: Map<Language, TripLocationModel[]>;
}

const entries = new WeakMap<Database, Entry>();

/**
 * Every published trip for the map. The list is big (10,000 trips ≈ 4 MB of JSON) and the same for everybody, so it
 * is built once per language and reused until a trip is published, changed, rated or finished: the version is the
 * count and the newest `updated_at` of published trips, one cheap aggregate per request.
 */
export async function cachedTripLocations(db: Database, language: Language): Promise<TripLocationModel[]> {
  const [stamp] = await db
    .select({ total: count(), changed: max(trips.updatedAt) })
    .from(trips)
    .where(eq(trips.status, 'PUBLISHED'));
  const version = `${stamp?.total}:${stamp?.changed ? new Date(stamp.changed).getTime() : 0}`;
  let entry = entries.get(db);
  if (entry?.version !== version) {
    entry = { version, byLanguage: new Map() };
    entries.set(db, entry);
  }
  const cached = entry.byLanguage.get(language);
  if (cached) return cached;
  const rows = await findTripLocations(db);
  const shaped = rows.map(
    (row): TripLocationModel => ({
      _id: row.id,
      title: row.title,
      preview: row.preview,
      coordinates: { lat: row.lat, lng: row.lng },
      coverImage: row.coverId && row.coverUrl ? { id: row.coverId, url: row.coverUrl, alt: row.coverAlt ?? '' } : null,
      label:
        row.labelId && row.labelCs && row.labelEn && row.labelColor
          ? { id: row.labelId, label: language === 'en_US' ? row.labelEn : row.labelCs, color: row.labelColor }
          : null,
      averageRating: row.averageRating,
      lengthKm: row.lengthKm,
      duration: row.duration,
      suitability: row.suitability,
    }),
  );
  entry.byLanguage.set(language, shaped);
  return shaped;
}
