import { z } from 'zod';
import { badUserInput, fieldError } from '../../platform/errors.js';
import { type LatLng, latLngInput } from '../../platform/geo.js';
import { parseInput } from '../../platform/validation.js';

const ids = z.array(z.string().uuid({ error: 'INVALID_VALUE' })).max(50);
const values = <T extends readonly [string, ...string[]]>(options: T) => z.array(z.enum(options)).max(20).default([]);

/** A radius around `near`: the whole country fits in 500 km. */
export const maxDistanceKm = z.number().positive({ error: 'POSITIVE' }).max(1000);

/** The values of a trip's multi-valued attributes (spec §3 enumerations), for the filter and the editor. */
export const ATTRIBUTE_VALUES = {
  suitability: ['CHILDREN', 'DOGS', 'STROLLER'],
  accessibility: ['PUBLIC_TRANSPORT', 'TRAIN_BUS'],
  gastro: ['BISTRO', 'CONFECTIONERY', 'FINE_COFFEE', 'FOREST_BAR', 'RESTAURANT'],
  additionalActivities: [
    'CASTLES',
    'EDUCATIONAL_TRAILS',
    'LOOKOUT_TOWERS',
    'PICNIC',
    'PLAYGROUNDS',
    'SWIMMING',
    'WELLNESS_SAUNA',
  ],
  overnightStay: ['CAMPING', 'GLAMPING', 'HOSTEL', 'HOTEL', 'PENSION', 'SHELTERS', 'UNDER_THE_SKY'],
  terrain: ['ASPHALT', 'FIELD_PATH', 'MIXED', 'STONE'],
} as const;

/** The ten filter groups and the distance; GraphQL has already checked the enum values, zod fills the gaps and bounds the sizes. */
export const tripFilterInput = z
  .object({
    duration: values(['HALF_DAY', 'SHORT_WALK', 'WEEKEND', 'WHOLE_DAY']),
    length: values(['UP_TO_5', 'FROM_5_TO_10', 'FROM_10_TO_20', 'OVER_20']),
    routeType: values(['A_TO_B', 'CIRCUIT']),
    terrain: values(ATTRIBUTE_VALUES.terrain),
    area: ids.default([]),
    suitability: values(ATTRIBUTE_VALUES.suitability),
    accessibility: values(ATTRIBUTE_VALUES.accessibility),
    gastro: values(ATTRIBUTE_VALUES.gastro),
    additionalActivities: values(ATTRIBUTE_VALUES.additionalActivities),
    overnightStay: values(ATTRIBUTE_VALUES.overnightStay),
    maxDistanceKm: maxDistanceKm.optional(),
  })
  .default({
    duration: [],
    length: [],
    routeType: [],
    terrain: [],
    area: [],
    suitability: [],
    accessibility: [],
    gastro: [],
    additionalActivities: [],
    overnightStay: [],
  });

export type TripFilterInput = z.output<typeof tripFilterInput>;

export const tripSortInput = z
  .object({
    field: z.enum(['publishedAt', 'finishedCount', 'averageRating', 'DISTANCE']).default('publishedAt'),
    direction: z.enum(['ASC', 'DESC']).default('DESC'),
  })
  .default({ field: 'publishedAt', direction: 'DESC' });

export type TripSortInput = z.output<typeof tripSortInput>;

export const ratingSortInput = z
  .object({
    field: z.enum(['createdAt', 'score']).default('createdAt'),
    direction: z.enum(['ASC', 'DESC']).default('DESC'),
  })
  .default({ field: 'createdAt', direction: 'DESC' });

export const tripIdInput = z.string().uuid({ error: 'INVALID_VALUE' });

/** A photo of a rating (issue 32): its id (checked against the database by the service) and an optional caption. */
const hikerPhotoInput = z.object({
  id: z.string().max(100),
  caption: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value ?? ''),
});

/**
 * Spec §5: a rating needs at least one star; the comment is optional, up to 1000 characters. Its photos (issue 32),
 * at most 5 in their order, are left as they are when `photos` is null or absent; a caption's error is named by its
 * place, e.g. `photos.2.caption`.
 */
export const rateTripInput = z.object({
  score: z
    .number({ error: 'RATING_STAR_REQUIRED' })
    .int({ error: 'INVALID_VALUE' })
    .min(1, { error: 'RATING_STAR_REQUIRED' })
    .max(5),
  text: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value ?? ''),
  photos: z.array(hikerPhotoInput).max(5).nullish(),
});

/** A trip's id as given, or BAD_USER_INPUT INVALID_VALUE on `field`. */
export function parseTripId(id: string, field = 'id'): string {
  const result = tripIdInput.safeParse(id);
  if (!result.success) throw badUserInput([fieldError(field, 'INVALID_VALUE')]);
  return result.data;
}

/**
 * `near` of a trip query, checked, and refused when the DISTANCE sort or a maxDistanceKm filter asks for it but it
 * is missing: neither means anything without a place to measure from.
 */
export function parseNear(
  near: { lat: number; lng: number } | null | undefined,
  uses: { filter?: TripFilterInput; sort?: TripSortInput; maxDistanceKm?: number },
): LatLng | undefined {
  if (near) return parseInput(latLngInput, near);
  const needed =
    uses.sort?.field === 'DISTANCE' || uses.filter?.maxDistanceKm !== undefined || uses.maxDistanceKm !== undefined;
  if (needed) throw badUserInput([fieldError('near', 'REQUIRED')]);
  return undefined;
}
