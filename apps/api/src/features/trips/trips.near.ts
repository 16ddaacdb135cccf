import { badUserInput, fieldError } from '../../platform/errors.js';
import type { LatLng } from '../../platform/geo.js';
import { parseInput } from '../../platform/validation.js';
import { nearInput, type TripFilterInput, type TripSortInput } from './trips.inputs.js';

/**
 * `near` of a trip query, checked, and refused when the DISTANCE sort or a maxDistanceKm filter asks for it but it
 * is missing: neither means anything without a place to measure from.
 */
export function parseNear(
  near: { lat: number; lng: number } | null | undefined,
  uses: { filter?: TripFilterInput; sort?: TripSortInput; maxDistanceKm?: number },
): LatLng | undefined {
  if (near) return parseInput(nearInput, near);
  const needed =
    uses.sort?.field === 'DISTANCE' || uses.filter?.maxDistanceKm !== undefined || uses.maxDistanceKm !== undefined;
  if (needed) throw badUserInput([fieldError('near', 'REQUIRED')]);
  return undefined;
}
