import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { contentLanguage, localized } from '../../platform/content-language.js';
import { distanceKm, type LatLng } from '../../platform/geo.js';
import type { Language } from '../../platform/language.js';
import { type ImageModel, joinedImage, label, type TripLabelModel } from '../../platform/presenters.js';
import { findTripLocations } from './trips.repository.js';

/** A trip on the map, shaped once so GraphQL only copies fields. */
export interface TripLocationModel {
  _id: string;
  /** The language of title and preview (platform/content-language.ts). */
  language: Language;
  title: string;
  preview: string;
  coordinates: { lat: number; lng: number };
  coverImage: ImageModel | null;
  label: TripLabelModel | null;
  averageRating: number | null;
  /** From the query's `near`; null without it. */
  distanceKm: number | null;
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
      language: contentLanguage(row.hasEnglish, language),
      title: localized(row, 'title', language),
      preview: localized(row, 'preview', language),
      coordinates: { lat: row.lat, lng: row.lng },
      coverImage: joinedImage({
        id: row.coverId,
        url: row.coverUrl,
        alt: row.coverAlt,
        altEn: row.coverAltEn,
        width: row.coverWidth,
        height: row.coverHeight,
        variants: row.coverVariants,
      }),
      label: label(row, language),
      averageRating: row.averageRating,
      distanceKm: null,
      lengthKm: row.lengthKm,
      duration: row.duration,
      suitability: row.suitability,
    }),
  );
}

/**
 * The map's trips around a place, nearest first (ties by id), optionally within `maxKm`: worked out over the kept
 * list (10,000 distances take about a millisecond), so the map needs no query of its own.
 */
export function locationsNear(locations: TripLocationModel[], near: LatLng, maxKm?: number): TripLocationModel[] {
  const measured: Array<TripLocationModel & { distanceKm: number }> = [];
  for (const location of locations) {
    const km = distanceKm(near, location.coordinates);
    if (maxKm === undefined || km <= maxKm) measured.push({ ...location, distanceKm: km });
  }
  return measured.sort((a, b) => a.distanceKm - b.distanceKm || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
