import { z } from 'zod';
import { latLngInput } from '../../platform/geo.js';
import { blankToNull, EDITORIAL_STATUSES, englishText, englishTitleRequired, uuid } from '../editorial/index.js';
import { ATTRIBUTE_VALUES } from '../trips/index.js';

const values = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options, { error: 'INVALID_VALUE' }))
    .max(20)
    .default([]);

const MAPS_HOSTS = /^(?:[a-z]{2,3}\.)?mapy\.(?:com|cz)$|^www\.mapy\.(?:com|cz)$/;

/** Spec §5 "invalid maps-service link": a route may link only to Mapy.com (mapy.cz), over HTTP(S). */
export function isMapsServiceLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && MAPS_HOSTS.test(url.hostname);
  } catch {
    return false;
  }
}

/** A gallery photo as the editor describes it: alt text is required (people who cannot see it hear it). */
const tripPhotoInput = z.object({
  imageId: uuid,
  alt: z.string().trim().min(1).max(300),
  /** Optional: readers of English hear the Czech one without it. */
  altEn: englishText(300),
  focalX: z.number().min(0).max(1).default(0.5),
  focalY: z.number().min(0).max(1).default(0.5),
});

/**
 * A trip as the console's editor saves it. A draft needs only a title; what publishing needs is checked when the trip
 * is submitted, scheduled or published (`missingForPublication`).
 */
export const markdownPreviewInput = z.object({ markdown: z.string().max(50_000) });

export const tripDraftInput = z
  .object({
    title: z.string().trim().min(1).max(120),
    areaId: z.preprocess(blankToNull, uuid.nullish()),
    labelId: z.preprocess(blankToNull, uuid.nullish()),
    perex: z.string().trim().max(600).default(''),
    preview: z.string().trim().max(300).default(''),
    content: z.string().max(50_000).default(''),
    routeLink: z.preprocess(
      blankToNull,
      z.string().trim().max(500).refine(isMapsServiceLink, { error: 'INVALID_MAPS_LINK' }).nullish(),
    ),
    coordinates: latLngInput.nullish(),
    lengthKm: z.number().positive({ error: 'POSITIVE' }).max(999.9).nullish(),
    routeType: z.enum(['A_TO_B', 'CIRCUIT'], { error: 'INVALID_VALUE' }).nullish(),
    duration: z.enum(['HALF_DAY', 'SHORT_WALK', 'WEEKEND', 'WHOLE_DAY'], { error: 'INVALID_VALUE' }).nullish(),
    accessibility: values(ATTRIBUTE_VALUES.accessibility),
    gastro: values(ATTRIBUTE_VALUES.gastro),
    suitability: values(ATTRIBUTE_VALUES.suitability),
    additionalActivities: values(ATTRIBUTE_VALUES.additionalActivities),
    overnightStay: values(ATTRIBUTE_VALUES.overnightStay),
    terrain: values(ATTRIBUTE_VALUES.terrain),
    coverImageId: z.preprocess(blankToNull, uuid.nullish()),
    photos: z.array(tripPhotoInput).max(30).default([]),
    trackId: z.preprocess(blankToNull, uuid.nullish()),
    /** The English version (issue 30): optional; shown to readers of English once title, preview, perex and content are there. */
    titleEn: englishText(120),
    previewEn: englishText(300),
    perexEn: englishText(600),
    contentEn: englishText(50_000, { trim: false }),
  })
  .superRefine(
    englishTitleRequired((draft) => [
      draft.previewEn,
      draft.perexEn,
      draft.contentEn,
      ...draft.photos.map((photo) => photo.altEn),
    ]),
  );

export type TripDraft = z.output<typeof tripDraftInput>;

export const editorTripsInput = z.object({
  search: z.string().trim().max(120).nullish(),
  status: z.array(z.enum(EDITORIAL_STATUSES)).max(5).default([]),
  areaId: uuid.nullish(),
  labelId: uuid.nullish(),
  authorId: uuid.nullish(),
  updatedFrom: z.date().nullish(),
  updatedTo: z.date().nullish(),
  /** Only trips whose English version is not complete (issue 30). */
  missingEnglish: z.boolean().nullish(),
  sort: z
    .object({
      field: z.enum(['updatedAt', 'title', 'publishedAt']).default('updatedAt'),
      direction: z.enum(['ASC', 'DESC']).default('DESC'),
    })
    .default({ field: 'updatedAt', direction: 'DESC' }),
});

export type EditorTripsFilter = z.output<typeof editorTripsInput>;
