import type { Database } from '../../db/client.js';
import type { Language } from '../../generated/graphql.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
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

/**
 * Every published trip for the map. The list is big (10,000 trips ≈ 4 MB of JSON) and the same for everybody, so it
 * is built once per language and kept while the catalogue is unchanged.
 */
export function cachedTripLocations(
  db: Database,
  catalogue: CatalogueView,
  language: Language,
): Promise<TripLocationModel[]> {
  return catalogue.get(`trips:locations:${language}`, () => loadTripLocations(db, language));
}

async function loadTripLocations(db: Database, language: Language): Promise<TripLocationModel[]> {
  const rows = await findTripLocations(db);
  return rows.map(
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
}
