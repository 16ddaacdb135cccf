/**
 * Comparing two revisions of a trip: the fields each holds (the JSON of `TripDraftInput` that `tripRevisions` returns)
 * and what differs between them, as values the revisions panel names in the reader's language.
 */

export interface RevisionPhoto {
  imageId: string;
  alt: string;
  focalX?: number;
  focalY?: number;
}

/** A revision's fields; a revision saved before a field existed lacks it, which reads as empty. */
export interface RevisionFields {
  title?: string;
  areaId?: string | null;
  labelId?: string | null;
  perex?: string | null;
  preview?: string | null;
  content?: string | null;
  routeLink?: string | null;
  coordinates?: { lat: number; lng: number } | null;
  lengthKm?: number | null;
  routeType?: string | null;
  duration?: string | null;
  terrain?: string[] | null;
  suitability?: string[] | null;
  accessibility?: string[] | null;
  gastro?: string[] | null;
  additionalActivities?: string[] | null;
  overnightStay?: string[] | null;
  coverImageId?: string | null;
  photos?: RevisionPhoto[] | null;
  trackId?: string | null;
}

/** The fields in the order the editor shows them. */
export const REVISION_FIELDS = [
  'title',
  'areaId',
  'labelId',
  'perex',
  'preview',
  'content',
  'routeLink',
  'coordinates',
  'lengthKm',
  'duration',
  'routeType',
  'terrain',
  'suitability',
  'accessibility',
  'gastro',
  'additionalActivities',
  'overnightStay',
  'coverImageId',
  'photos',
  'trackId',
] as const satisfies readonly (keyof RevisionFields)[];

export type RevisionField = (typeof REVISION_FIELDS)[number];

/** Texts long enough to be read as lines: the changed lines are shown, not two copies of the whole text. */
const LONG_TEXTS: ReadonlySet<RevisionField> = new Set(['perex', 'preview', 'content']);
const ENUMS: ReadonlySet<RevisionField> = new Set([
  'routeType',
  'duration',
  'terrain',
  'suitability',
  'accessibility',
  'gastro',
  'additionalActivities',
  'overnightStay',
]);

/** Start coordinates are compared and shown to 5 decimals: about a metre. */
const COORDINATE_DECIMALS = 5;

export type RevisionValue =
  | { type: 'none' }
  | { type: 'text'; text: string }
  | { type: 'km'; value: number }
  | { type: 'coordinates'; lat: number; lng: number }
  /** Enum values (the app's attribute texts name them: `trips:values.<value>`). */
  | { type: 'values'; values: string[] }
  | { type: 'area'; id: string }
  | { type: 'label'; id: string }
  | { type: 'track'; id: string }
  /** The cover, by the alt text it has in the same revision's gallery ('' when it has none or is not in it). */
  | { type: 'cover'; alt: string }
  | { type: 'photos'; photos: Array<{ alt: string; focalX: number; focalY: number }> };

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export type FieldChange =
  | { field: RevisionField; kind: 'values'; before: RevisionValue; after: RevisionValue }
  | { field: RevisionField; kind: 'lines'; lines: DiffLine[] };

/** A revision's fields from `TripRevision.fields`; anything that is not a JSON object reads as no fields. */
export function parseRevisionFields(json: string): RevisionFields {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RevisionFields) : {};
  } catch {
    return {};
  }
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** One field of a revision as it is compared and shown. */
export function revisionValue(fields: RevisionFields, field: RevisionField): RevisionValue {
  const none = { type: 'none' } as const;
  switch (field) {
    case 'coordinates': {
      const start = fields.coordinates;
      if (!start) return none;
      return {
        type: 'coordinates',
        lat: round(start.lat, COORDINATE_DECIMALS),
        lng: round(start.lng, COORDINATE_DECIMALS),
      };
    }
    case 'lengthKm':
      return fields.lengthKm == null ? none : { type: 'km', value: fields.lengthKm };
    case 'areaId':
      return fields.areaId ? { type: 'area', id: fields.areaId } : none;
    case 'labelId':
      return fields.labelId ? { type: 'label', id: fields.labelId } : none;
    case 'trackId':
      return fields.trackId ? { type: 'track', id: fields.trackId } : none;
    case 'coverImageId': {
      const id = fields.coverImageId;
      if (!id) return none;
      return { type: 'cover', alt: fields.photos?.find((photo) => photo.imageId === id)?.alt ?? '' };
    }
    case 'photos': {
      const photos = fields.photos ?? [];
      if (photos.length === 0) return none;
      return {
        type: 'photos',
        photos: photos.map((photo) => ({ alt: photo.alt, focalX: photo.focalX ?? 0.5, focalY: photo.focalY ?? 0.5 })),
      };
    }
    default: {
      if (ENUMS.has(field)) {
        const raw = fields[field as 'terrain' | 'routeType'];
        const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((value) => typeof value === 'string');
        return values.length > 0 ? { type: 'values', values } : none;
      }
      const text = fields[field as 'title'];
      return typeof text === 'string' && text.length > 0 ? { type: 'text', text } : none;
    }
  }
}

function sameValue(a: RevisionValue, b: RevisionValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Photos that read alike still differ when the images behind them do, which the values shown cannot tell. */
function imageIds(fields: RevisionFields, field: RevisionField): string {
  if (field === 'photos') return (fields.photos ?? []).map((photo) => photo.imageId).join(',');
  if (field === 'coverImageId') return fields.coverImageId ?? '';
  return '';
}

/** Above this many line pairs the texts are shown whole, before and after, instead of working out a line diff. */
const MAX_DIFF_CELLS = 1_000_000;

/**
 * The lines of `before` and `after` with what was removed and added: a longest common subsequence of lines after
 * the common beginning and end are set aside (an edit usually touches a few lines of a long text).
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head: DiffLine[] = a.slice(0, start).map((text) => ({ kind: 'same', text }));
  const tail: DiffLine[] = a.slice(endA).map((text) => ({ kind: 'same', text }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const removedAll: DiffLine[] = midA.map((text) => ({ kind: 'removed', text }));
  const addedAll: DiffLine[] = midB.map((text) => ({ kind: 'added', text }));
  if (midA.length === 0 || midB.length === 0 || midA.length * midB.length > MAX_DIFF_CELLS) {
    return [...head, ...removedAll, ...addedAll, ...tail];
  }
  // lengths[i][j]: the longest common subsequence of midA from i and midB from j.
  const columns = midB.length + 1;
  const lengths = new Uint32Array((midA.length + 1) * columns);
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lengths[i * columns + j] =
        midA[i] === midB[j]
          ? (lengths[(i + 1) * columns + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * columns + j] ?? 0, lengths[i * columns + j + 1] ?? 0);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    const lineA = midA[i] as string;
    const lineB = midB[j] as string;
    if (lineA === lineB) {
      middle.push({ kind: 'same', text: lineA });
      i++;
      j++;
    } else if ((lengths[(i + 1) * columns + j] ?? 0) >= (lengths[i * columns + j + 1] ?? 0)) {
      middle.push({ kind: 'removed', text: lineA });
      i++;
    } else {
      middle.push({ kind: 'added', text: lineB });
      j++;
    }
  }
  for (; i < midA.length; i++) middle.push({ kind: 'removed', text: midA[i] as string });
  for (; j < midB.length; j++) middle.push({ kind: 'added', text: midB[j] as string });
  return [...head, ...middle, ...tail];
}

/** The fields that differ from the older revision to the newer, in the editor's order. */
export function diffRevisions(older: RevisionFields, newer: RevisionFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of REVISION_FIELDS) {
    const before = revisionValue(older, field);
    const after = revisionValue(newer, field);
    if (sameValue(before, after) && imageIds(older, field) === imageIds(newer, field)) continue;
    if (LONG_TEXTS.has(field)) {
      const text = (value: RevisionValue) => (value.type === 'text' ? value.text : '');
      changes.push({ field, kind: 'lines', lines: diffLines(text(before), text(after)) });
    } else {
      changes.push({ field, kind: 'values', before, after });
    }
  }
  return changes;
}
