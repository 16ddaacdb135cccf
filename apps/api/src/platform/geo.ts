import { z } from 'zod';

/** A point given by a client: latitude and longitude in degrees, within their ranges. */
export const latLngInput = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** A place by latitude and longitude in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean radius of the Earth (IUGG), which great-circle distances are measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dφ = radians(b.lat - a.lat);
  const dλ = radians(b.lng - a.lng);
  const h = Math.sin(dφ / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dλ / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place as a point of the unit sphere, as db/columns.ts stores it. */
export function unitVector({ lat, lng }: LatLng): [number, number, number] {
  const φ = radians(lat);
  const λ = radians(lng);
  return [Math.cos(φ) * Math.cos(λ), Math.cos(φ) * Math.sin(λ), Math.sin(φ)];
}

/** The straight-line distance through the unit sphere between two places `km` apart on its surface. */
export function chordOfKm(km: number): number {
  return 2 * Math.sin(Math.min(km / EARTH_RADIUS_KM, Math.PI) / 2);
}
