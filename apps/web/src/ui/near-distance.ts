import type { LatLngInput } from '../generated/graphql';

// What a list measured from the person's position needs at once; finding the position (near-position.ts) and saying
// where it came from (features/trips/near-me.tsx) load only when such a list is asked for.

/** Where "near me" is measured from, and how it was found out. */
export type NearPosition =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'device'; near: LatLngInput }
  | { status: 'city'; near: LatLngInput; city: string }
  | { status: 'unavailable' };

/** The place to measure from, when there is one. */
export function nearOf(position: NearPosition): LatLngInput | undefined {
  return position.status === 'device' || position.status === 'city' ? position.near : undefined;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km, as the API's `distanceKm`. The cards work it out themselves: the API's field lives on
 * the cached trip, which every list shares, so a list from another place (or none) would overwrite it.
 */
export function kmBetween(a: LatLngInput, b: LatLngInput): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the app says it: tenths of a km nearby, whole km further away. */
export const roundDistance = (km: number): number => (km < 10 ? Math.round(km * 10) / 10 : Math.round(km));
