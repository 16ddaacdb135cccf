/**
 * Comparing two revisions of an editorial item (a trip, an article…): the fields each holds (the JSON of the kind's
 * draft input that its revisions query returns) and what differs between them, as values the revisions panel names
 * in the reader's language. Each kind describes its fields: their order and how each one reads.
 */

/** A revision's fields by name; a revision saved before a field existed lacks it, which reads as empty. */
export type RevisionFields = Record<string, unknown>;

/**
 * How a field reads: `text` as it is; `lines` a long text whose changed lines are shown; `km` a length;
 * `coordinates` `{lat, lng}`; `values` one enum value or a list of them; `area`, `label`, `author`, `trip`, `track`, `image`
 * an id (an `image` with the alt text of `altField` beside it); `cover` an image id read by its alt text in the same
 * revision's gallery (`photosField`); `photos` a gallery `[{imageId, alt, focalX, focalY}]`.
 */
export type RevisionFieldDescriptor<Field extends string = string> = { field: Field } & (
  | {
      kind:
        | 'text'
        | 'lines'
        | 'km'
        | 'coordinates'
        | 'values'
        | 'area'
        | 'label'
        | 'author'
        | 'trip'
        | 'track'
        | 'photos';
    }
  | { kind: 'image'; altField?: string }
  | { kind: 'cover'; photosField: string }
);

/** Start coordinates are compared and shown to 5 decimals: about a metre. */
const COORDINATE_DECIMALS = 5;

export type RevisionValue =
  | { type: 'none' }
  | { type: 'text'; text: string }
  | { type: 'km'; value: number }
  | { type: 'coordinates'; lat: number; lng: number }
  /** Enum values (the kind names them). */
  | { type: 'values'; values: string[] }
  /** Something held by id, which the kind names (an area, a label, an author, an announcement's trip). */
  | { type: 'area' | 'label' | 'author' | 'trip'; id: string }
  | { type: 'track'; id: string }
  /** An image by id, with its alt text when the revision holds one ('' when not). */
  | { type: 'image'; id: string; alt: string }
  /** The cover, by the alt text it has in the same revision's gallery ('' when it has none or is not in it). */
  | { type: 'cover'; alt: string }
  | { type: 'photos'; photos: Array<{ alt: string; altEn: string; focalX: number; focalY: number }> };

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export type FieldChange<Field extends string = string> =
  | { field: Field; kind: 'values'; before: RevisionValue; after: RevisionValue }
  | { field: Field; kind: 'lines'; lines: DiffLine[] };

/** A revision's fields from its `fields` JSON; anything that is not a JSON object reads as no fields. */
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

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The gallery a revision holds in `field`: only well-formed photos, the focus in the middle unless set. */
function photosOf(fields: RevisionFields, field: string) {
  const photos = fields[field];
  if (!Array.isArray(photos)) return [];
  return photos.filter(isRecord).map((photo) => ({
    imageId: text(photo.imageId),
    alt: text(photo.alt),
    altEn: text(photo.altEn),
    focalX: typeof photo.focalX === 'number' ? photo.focalX : 0.5,
    focalY: typeof photo.focalY === 'number' ? photo.focalY : 0.5,
  }));
}

/** One field of a revision as it is compared and shown. */
export function revisionValue(fields: RevisionFields, descriptor: RevisionFieldDescriptor): RevisionValue {
  const none = { type: 'none' } as const;
  const raw = fields[descriptor.field];
  switch (descriptor.kind) {
    case 'coordinates': {
      if (!isRecord(raw) || typeof raw.lat !== 'number' || typeof raw.lng !== 'number') return none;
      return {
        type: 'coordinates',
        lat: round(raw.lat, COORDINATE_DECIMALS),
        lng: round(raw.lng, COORDINATE_DECIMALS),
      };
    }
    case 'km':
      return typeof raw === 'number' ? { type: 'km', value: raw } : none;
    case 'values': {
      const values = (Array.isArray(raw) ? raw : [raw]).filter(
        (value): value is string => typeof value === 'string' && value !== '',
      );
      return values.length > 0 ? { type: 'values', values } : none;
    }
    case 'area':
    case 'label':
    case 'author':
    case 'trip':
    case 'track':
      return text(raw) ? { type: descriptor.kind, id: text(raw) } : none;
    case 'image':
      return text(raw)
        ? { type: 'image', id: text(raw), alt: descriptor.altField ? text(fields[descriptor.altField]) : '' }
        : none;
    case 'cover': {
      const id = text(raw);
      if (!id) return none;
      return {
        type: 'cover',
        alt: photosOf(fields, descriptor.photosField).find((photo) => photo.imageId === id)?.alt ?? '',
      };
    }
    case 'photos': {
      const photos = photosOf(fields, descriptor.field);
      if (photos.length === 0) return none;
      return {
        type: 'photos',
        photos: photos.map(({ alt, altEn, focalX, focalY }) => ({ alt, altEn, focalX, focalY })),
      };
    }
    case 'text':
    case 'lines':
      return text(raw) ? { type: 'text', text: text(raw) } : none;
  }
}

function sameValue(a: RevisionValue, b: RevisionValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Photos and a cover that read alike still differ when the images behind them do, which the values cannot tell. */
function imageIds(fields: RevisionFields, descriptor: RevisionFieldDescriptor): string {
  if (descriptor.kind === 'photos') {
    return photosOf(fields, descriptor.field)
      .map((photo) => photo.imageId)
      .join(',');
  }
  if (descriptor.kind === 'cover') return text(fields[descriptor.field]);
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

/** The fields that differ from the older revision to the newer, in the order of the kind's descriptors. */
export function diffRevisions<Field extends string>(
  descriptors: readonly RevisionFieldDescriptor<Field>[],
  older: RevisionFields,
  newer: RevisionFields,
): FieldChange<Field>[] {
  const changes: FieldChange<Field>[] = [];
  for (const descriptor of descriptors) {
    const { field } = descriptor;
    const before = revisionValue(older, descriptor);
    const after = revisionValue(newer, descriptor);
    if (sameValue(before, after) && imageIds(older, descriptor) === imageIds(newer, descriptor)) continue;
    if (descriptor.kind === 'lines') {
      const lineText = (value: RevisionValue) => (value.type === 'text' ? value.text : '');
      changes.push({ field, kind: 'lines', lines: diffLines(lineText(before), lineText(after)) });
    } else {
      changes.push({ field, kind: 'values', before, after });
    }
  }
  return changes;
}
