import type {
  Accessibility,
  AdditionalActivity,
  Duration,
  EditorTripFieldsFragment,
  Gastro,
  Overnight,
  RouteType,
  Suitability,
  Terrain,
  TripDraftInput,
} from '../../../generated/graphql';
import { FILTER_GROUPS } from '../../trips';

/** A gallery photo in the form: what the editor sees and describes. */
export interface PhotoValue {
  imageId: string;
  url: string;
  alt: string;
  /** Its description in English; blank is none. */
  altEn: string;
  focalX: number;
  focalY: number;
}

/** The trip editor's form: numbers as the text typed, so a half-typed "14," is never lost. */
export interface TripFormValues {
  title: string;
  areaId: string | null;
  labelId: string | null;
  preview: string;
  perex: string;
  content: string;
  routeLink: string;
  lat: string;
  lng: string;
  lengthKm: string;
  routeType: RouteType | null;
  duration: Duration | null;
  accessibility: Accessibility[];
  gastro: Gastro[];
  suitability: Suitability[];
  additionalActivities: AdditionalActivity[];
  overnightStay: Overnight[];
  terrain: Terrain[];
  photos: PhotoValue[];
  coverImageId: string | null;
  trackId: string | null;
  /** The English version (issue 30): every text optional; blank is none. */
  titleEn: string;
  previewEn: string;
  perexEn: string;
  contentEn: string;
}

/** The English texts of the form, which a started English version needs its title beside. */
export const ENGLISH_FIELDS = ['titleEn', 'previewEn', 'perexEn', 'contentEn'] as const;

/** The attribute groups the editor ticks (each a list of the API's enum values), in the app filter's order. */
export const ATTRIBUTE_GROUPS = FILTER_GROUPS.filter(
  (group): group is Extract<(typeof FILTER_GROUPS)[number], { key: AttributeKey }> =>
    ['terrain', 'suitability', 'accessibility', 'gastro', 'additionalActivities', 'overnightStay'].includes(group.key),
);
export type AttributeKey =
  | 'terrain'
  | 'suitability'
  | 'accessibility'
  | 'gastro'
  | 'additionalActivities'
  | 'overnightStay';

export const ROUTE_TYPES: readonly RouteType[] = ['CIRCUIT', 'A_TO_B'];
export const DURATIONS: readonly Duration[] = ['SHORT_WALK', 'HALF_DAY', 'WHOLE_DAY', 'WEEKEND'];

export function emptyTripForm(): TripFormValues {
  return {
    title: '',
    areaId: null,
    labelId: null,
    preview: '',
    perex: '',
    content: '',
    routeLink: '',
    lat: '',
    lng: '',
    lengthKm: '',
    routeType: null,
    duration: null,
    accessibility: [],
    gastro: [],
    suitability: [],
    additionalActivities: [],
    overnightStay: [],
    terrain: [],
    photos: [],
    coverImageId: null,
    trackId: null,
    titleEn: '',
    previewEn: '',
    perexEn: '',
    contentEn: '',
  };
}

/** A number as the form shows it: a decimal comma in Czech. */
export function numberText(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return language.startsWith('cs') ? String(value).replace('.', ',') : String(value);
}

/** The typed text as a number (a comma or a dot as the decimal mark); null when empty, NaN when not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function tripFormValues(trip: EditorTripFieldsFragment, language: string): TripFormValues {
  return {
    title: trip.title,
    areaId: trip.area?._id ?? null,
    labelId: trip.label?._id ?? null,
    preview: trip.preview,
    perex: trip.perex,
    content: trip.content,
    routeLink: trip.routeLink ?? '',
    lat: numberText(trip.coordinates?.lat, language),
    lng: numberText(trip.coordinates?.lng, language),
    lengthKm: numberText(trip.lengthKm, language),
    routeType: trip.routeType ?? null,
    duration: trip.duration ?? null,
    accessibility: [...trip.accessibility],
    gastro: [...trip.gastro],
    suitability: [...trip.suitability],
    additionalActivities: [...trip.additionalActivities],
    overnightStay: [...trip.overnightStay],
    terrain: [...trip.terrain],
    photos: trip.images.map((image) => ({
      imageId: image._id,
      url: image.url,
      alt: image.alt,
      altEn: image.altEn ?? '',
      focalX: image.focalX,
      focalY: image.focalY,
    })),
    coverImageId: trip.coverImage?._id ?? null,
    trackId: trip.track?._id ?? null,
    titleEn: trip.titleEn ?? '',
    previewEn: trip.previewEn ?? '',
    perexEn: trip.perexEn ?? '',
    contentEn: trip.contentEn ?? '',
  };
}

/**
 * The form as the API's input. Numbers that do not parse are sent as they are not (null) only after the form's own
 * check has refused them, so this never hides a typing mistake.
 */
export function tripDraftInput(values: TripFormValues): TripDraftInput {
  const lat = parseNumber(values.lat);
  const lng = parseNumber(values.lng);
  const lengthKm = parseNumber(values.lengthKm);
  const valid = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);
  const start = valid(lat) !== null && valid(lng) !== null ? { lat: lat as number, lng: lng as number } : null;
  return {
    title: values.title,
    areaId: values.areaId,
    labelId: values.labelId,
    preview: values.preview,
    perex: values.perex,
    content: values.content,
    routeLink: values.routeLink,
    coordinates: start,
    lengthKm: valid(lengthKm),
    routeType: values.routeType,
    duration: values.duration,
    accessibility: values.accessibility,
    gastro: values.gastro,
    suitability: values.suitability,
    additionalActivities: values.additionalActivities,
    overnightStay: values.overnightStay,
    terrain: values.terrain,
    photos: values.photos.map(({ imageId, alt, altEn, focalX, focalY }) => ({ imageId, alt, altEn, focalX, focalY })),
    coverImageId: values.coverImageId,
    trackId: values.trackId,
    titleEn: values.titleEn,
    previewEn: values.previewEn,
    perexEn: values.perexEn,
    contentEn: values.contentEn,
  };
}

/** Where the API's field names land in the form (`coordinates` is the two start fields, a photo's alt its row). */
export function formFieldOf(apiField: string): string {
  const field = apiField.replace(/^input\./, '');
  if (field === 'coordinates' || field.startsWith('coordinates.')) return 'lat';
  return field;
}
