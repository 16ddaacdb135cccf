import { areas, images, tracks } from '../../db/schema.js';
import { authorize, forbidden } from '../../platform/auth/permissions.js';
import type { Config } from '../../platform/config.js';
import { badUserInput, type FieldError, fieldError } from '../../platform/errors.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { parsePagination } from '../../platform/pagination.js';
import { slugify } from '../../platform/slug.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import {
  AUTHORED_RULES,
  announceTrip,
  EditorialWorkflow,
  existingIds,
  findRevisions,
  versionInput,
  type WorkflowDeps,
} from '../editorial/index.js';
import { labelIdsOfKind } from '../taxonomy/index.js';
import { editorTripsInput, markdownPreviewInput, type TripDraft, tripDraftInput } from './trip-editing.inputs.js';
import { tripReturnedMail } from './trip-editing.mail.js';
import * as repo from './trip-editing.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

/** The trip's editable fields as the editor saved them: a revision's snapshot and the audit log's before/after. */
function draftOf(trip: repo.EditorTripRow, photos: TripDraft['photos']): TripDraft {
  return {
    title: trip.title,
    areaId: trip.areaId,
    labelId: trip.labelId,
    perex: trip.perex,
    preview: trip.preview,
    content: trip.content,
    routeLink: trip.routeLink,
    coordinates: trip.lat !== null && trip.lng !== null ? { lat: trip.lat, lng: trip.lng } : null,
    lengthKm: trip.lengthKm,
    routeType: trip.routeType as TripDraft['routeType'],
    duration: trip.duration as TripDraft['duration'],
    accessibility: trip.accessibility as TripDraft['accessibility'],
    gastro: trip.gastro as TripDraft['gastro'],
    suitability: trip.suitability as TripDraft['suitability'],
    additionalActivities: trip.additionalActivities as TripDraft['additionalActivities'],
    overnightStay: trip.overnightStay as TripDraft['overnightStay'],
    terrain: trip.terrain as TripDraft['terrain'],
    coverImageId: trip.coverImageId,
    photos,
    trackId: trip.trackId,
    titleEn: trip.titleEn,
    previewEn: trip.previewEn,
    perexEn: trip.perexEn,
    contentEn: trip.contentEn,
  };
}

/** What the app needs of a trip before anyone can see it (spec §3's trip): each missing field is REQUIRED. */
export function missingForPublication(draft: TripDraft): FieldError[] {
  const missing: FieldError[] = [];
  const require = (field: string, present: boolean) => {
    if (!present) missing.push(fieldError(field, 'REQUIRED'));
  };
  require('areaId', Boolean(draft.areaId));
  require('preview', draft.preview.length > 0);
  require('perex', draft.perex.length > 0);
  require('content', draft.content.trim().length > 0);
  require('coordinates', Boolean(draft.coordinates));
  require('lengthKm', draft.lengthKm != null);
  require('routeType', Boolean(draft.routeType));
  require('duration', Boolean(draft.duration));
  return missing;
}

function checkComplete(draft: TripDraft): void {
  const missing = missingForPublication(draft);
  if (missing.length) throw badUserInput(missing);
}

/** Whether a trip must stay whole: it was submitted, scheduled or published at some point. */
function mustBeComplete(trip: { status: string; publishedAt: Date | null }): boolean {
  return trip.status !== 'DRAFT' || trip.publishedAt !== null;
}

/**
 * Trip authoring in the console (issue 18): drafts, review, scheduling, publishing, revisions, through the editorial
 * workflow (features/editorial/README.md), which checks the permission table once per command, locks the trip,
 * refuses a stale version, and records each write in the audit log in the same transaction. What is the trip's own:
 * its gallery, what it needs to go out, its slug, and the wall's announcement of its first publication.
 */
export class TripEditingService extends EditorialWorkflow<repo.EditorTripRow, repo.TripColumns, TripDraft> {
  constructor(deps: WorkflowDeps & { config: Config }) {
    super(deps, {
      entity: 'trip',
      fieldsInput: tripDraftInput,
      noun: 'trip',
      aNoun: 'a trip',
      rules: AUTHORED_RULES,
      reviewed: true,
      find: repo.findEditorTrip,
      lock: repo.lockEditorTrip,
      update: async (tx, id, columns, draft) => {
        await repo.updateTripRow(tx, id, columns);
        if (draft) await repo.replaceGallery(tx, id, draft.photos);
      },
      remove: repo.deleteTripRow,
      audited: async (tx, trip, withParts) => draftOf(trip, withParts ? await repo.findGalleryPhotos(tx, trip.id) : []),
      checkComplete: (trip) => checkComplete(draftOf(trip, [])),
      published: (tx, trip, viewer) => announceTrip(tx, trip.id, viewer.id),
      returnedMail: (trip, comment) => (language, to, reviewer) =>
        tripReturnedMail(
          language,
          to,
          { title: trip.title, reviewer, comment },
          `${deps.config.publicUrl}/admin/trips/${trip.id}`,
        ),
    });
  }

  async list(viewer: UserRow, input: unknown, pagination: PaginationArgs) {
    this.authorize(viewer, 'read');
    const filter = parseInput(editorTripsInput, input);
    const onlyAuthor = this.onAny(viewer, 'read') ? null : viewer.id;
    return repo.findEditorTripsPage(this.deps.db, filter, parsePagination(pagination, PAGE_SIZE), onlyAuthor);
  }

  async get(viewer: UserRow, id: unknown): Promise<repo.EditorTripRow | null> {
    this.authorize(viewer, 'read');
    const { id: tripId } = parseInput(versionInput.pick({ id: true }), { id });
    const trip = await repo.findEditorTrip(this.deps.db, tripId);
    if (!trip) return null;
    if (!this.sees(viewer, trip, 'read')) throw forbidden();
    return trip;
  }

  /** The content as the app will render it, for the editor's live preview; any editor may ask. */
  previewMarkdown(viewer: UserRow, input: unknown): string {
    authorize(viewer, 'console.enter');
    return renderMarkdown(parseInput(markdownPreviewInput, input).markdown);
  }

  async revisions(viewer: UserRow, id: unknown) {
    const trip = await this.get(viewer, id);
    if (!trip) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return findRevisions(this.deps.db, 'trip', trip.id);
  }

  create(viewer: UserRow, input: unknown): Promise<repo.EditorTripRow> {
    const draft = parseInput(tripDraftInput, input);
    return this.writeNew(
      viewer,
      async () => {
        await this.checkReferences(draft);
        return this.freeSlug(draft.title);
      },
      async (tx, slug, started) => {
        const id = await repo.insertTrip(tx, {
          ...repo.columnsOf(draft),
          slug,
          ...started,
          authorId: viewer.id,
        });
        await repo.replaceGallery(tx, id, draft.photos);
        return { id, draft };
      },
    );
  }

  protected checkFields(_viewer: UserRow, draft: TripDraft): Promise<void> {
    return this.checkReferences(draft);
  }

  /** A trip that was ever submitted stays whole. */
  protected async decideFields(trip: repo.EditorTripRow, draft: TripDraft) {
    if (mustBeComplete(trip)) checkComplete(draft);
    return { columns: repo.columnsOf(draft), draft };
  }

  /** A reference to an area, a label, an image or a track that does not exist is bad input, not a database error. */
  private async checkReferences(draft: TripDraft): Promise<void> {
    const { db } = this.deps;
    const galleryIds = draft.photos.map((photo) => photo.imageId);
    const imageIds = [...new Set([...galleryIds, ...(draft.coverImageId ? [draft.coverImageId] : [])])];
    const [foundAreas, foundLabels, foundImages, foundTracks] = await Promise.all([
      existingIds(db, areas, draft.areaId ? [draft.areaId] : []),
      // Only a TRIP label goes on a trip (an ARTICLE label is the blog's).
      labelIdsOfKind(db, 'TRIP', draft.labelId ? [draft.labelId] : []),
      existingIds(db, images, imageIds),
      existingIds(db, tracks, draft.trackId ? [draft.trackId] : []),
    ]);
    const errors: FieldError[] = [];
    if (draft.areaId && !foundAreas.has(draft.areaId)) errors.push(fieldError('areaId', 'INVALID_VALUE'));
    if (draft.labelId && !foundLabels.has(draft.labelId)) errors.push(fieldError('labelId', 'INVALID_VALUE'));
    if (draft.coverImageId && !foundImages.has(draft.coverImageId)) {
      errors.push(fieldError('coverImageId', 'INVALID_VALUE'));
    }
    if (draft.trackId && !foundTracks.has(draft.trackId)) errors.push(fieldError('trackId', 'INVALID_VALUE'));
    if (galleryIds.some((id) => !foundImages.has(id))) errors.push(fieldError('photos', 'INVALID_VALUE'));
    if (new Set(galleryIds).size !== galleryIds.length) errors.push(fieldError('photos', 'INVALID_VALUE'));
    if (errors.length) throw badUserInput(errors);
  }

  /** The title's slug, with -2, -3, … when another trip has it (a title of no letters becomes "trip"). */
  private async freeSlug(title: string): Promise<string> {
    const base = slugify(title) || 'trip';
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugExists(this.deps.db, candidate))) return candidate;
    }
  }
}
