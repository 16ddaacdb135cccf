import type { Database, Transaction } from '../../db/client.js';
import { areas, images, tracks } from '../../db/schema.js';
import { authorize, forbidden, may } from '../../platform/auth/permissions.js';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { badUserInput, type FieldError, fieldError } from '../../platform/errors.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { parsePagination } from '../../platform/pagination.js';
import { slugify } from '../../platform/slug.js';
import type { AfterCommit, UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import {
  announceTrip,
  checkEditable,
  checkVersion,
  deleteRevisions,
  existingIds,
  findRevision,
  findRevisions,
  insertRevision,
  mailReturnedToAuthor,
  neverPublished,
  notAllowed,
  restoreRevisionInput,
  scheduleInput,
  seesAuthored,
  unpublishedStatus,
  versionInput,
} from '../editorial/index.js';
import { labelIdsOfKind } from '../taxonomy/index.js';
import {
  editorTripsInput,
  markdownPreviewInput,
  returnTripInput,
  type TripDraft,
  tripDraftInput,
} from './trip-editing.inputs.js';
import { tripReturnedMail } from './trip-editing.mail.js';
import * as repo from './trip-editing.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

/** What a change does to the trip: its new columns, and for a save of its fields the gallery and a revision. */
interface Change {
  columns: repo.TripColumns;
  draft?: TripDraft;
  /** Publishing: the wall announces the trip the first time it goes out. */
  announce?: boolean;
}

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

/** Whether a trip must stay whole: it was submitted, scheduled or published at some point. */
function mustBeComplete(trip: { status: string; publishedAt: Date | null }): boolean {
  return trip.status !== 'DRAFT' || trip.publishedAt !== null;
}

/**
 * Trip authoring in the console (issue 18): drafts, review, scheduling, publishing, revisions. Every method checks the
 * permission table (and, for a partner, that the trip is theirs and unpublished) before anything else; every write
 * refuses a change based on an older version, names who made the newer one, and records itself in the audit log in
 * the same transaction.
 */
export class TripEditingService {
  constructor(private readonly deps: { db: Database; work: UnitOfWork; clock: Clock; config: Config }) {}

  async list(viewer: UserRow, input: unknown, pagination: PaginationArgs) {
    authorize(viewer, 'trip.create');
    const filter = parseInput(editorTripsInput, input);
    const onlyAuthor = may(viewer.roles, 'trip.editAny') ? null : viewer.id;
    return repo.findEditorTripsPage(this.deps.db, filter, parsePagination(pagination, PAGE_SIZE), onlyAuthor);
  }

  async get(viewer: UserRow, id: unknown): Promise<repo.EditorTripRow | null> {
    authorize(viewer, 'trip.create');
    const { id: tripId } = parseInput(versionInput.pick({ id: true }), { id });
    const trip = await repo.findEditorTrip(this.deps.db, tripId);
    if (!trip) return null;
    if (!seesAuthored(viewer, trip)) throw forbidden();
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

  async create(viewer: UserRow, input: unknown): Promise<repo.EditorTripRow> {
    authorize(viewer, 'trip.create');
    const draft = parseInput(tripDraftInput, input);
    await this.checkReferences(draft);
    const slug = await this.freeSlug(draft.title);
    const id = await this.deps.work.run(async (tx) => {
      const tripId = await repo.insertTrip(tx, {
        ...repo.columnsOf(draft),
        slug,
        status: 'DRAFT',
        authorId: viewer.id,
        updatedById: viewer.id,
        version: 1,
      });
      await repo.replaceGallery(tx, tripId, draft.photos);
      await insertRevision(tx, {
        entityType: 'trip',
        entityId: tripId,
        version: 1,
        authorId: viewer.id,
        snapshot: draft,
      });
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'trip.create',
        entityType: 'trip',
        entityId: tripId,
        before: null,
        after: { status: 'DRAFT', version: 1, ...draft },
      });
      return tripId;
    });
    return this.reload(id);
  }

  async update(viewer: UserRow, input: { id: unknown; version: unknown; trip: unknown }) {
    const ref = parseInput(versionInput, input);
    const draft = parseInput(tripDraftInput, input.trip);
    await this.checkReferences(draft);
    return this.change(viewer, ref, 'trip.update', (trip) => {
      checkEditable(viewer, trip, 'trip');
      if (mustBeComplete(trip)) this.checkComplete(draft);
      return { columns: repo.columnsOf(draft), draft };
    });
  }

  async restoreRevision(viewer: UserRow, input: unknown) {
    const { revision, ...ref } = parseInput(restoreRevisionInput, input);
    const saved = await findRevision(this.deps.db, 'trip', ref.id, revision);
    if (!saved) throw badUserInput([fieldError('revision', 'INVALID_VALUE')]);
    const draft = parseInput(tripDraftInput, saved.snapshot);
    await this.checkReferences(draft);
    return this.change(viewer, ref, 'trip.restoreRevision', (trip) => {
      checkEditable(viewer, trip, 'trip');
      if (mustBeComplete(trip)) this.checkComplete(draft);
      return { columns: repo.columnsOf(draft), draft };
    });
  }

  submitForReview(viewer: UserRow, input: unknown) {
    const ref = parseInput(versionInput, input);
    return this.change(viewer, ref, 'trip.submitForReview', (trip) => {
      const own = trip.authorId === viewer.id && may(viewer.roles, 'trip.submitForReview');
      if (!own) authorize(viewer, 'trip.editAny');
      if (trip.status !== 'DRAFT') throw notAllowed('Only a draft can be submitted for review');
      this.checkComplete(draftOf(trip, []));
      return { columns: { status: 'IN_REVIEW', reviewComment: null } };
    });
  }

  returnToAuthor(viewer: UserRow, input: unknown) {
    const { comment, ...ref } = parseInput(returnTripInput, input);
    return this.change(viewer, ref, 'trip.returnToAuthor', async (trip, tx, after) => {
      authorize(viewer, 'trip.review');
      if (trip.status !== 'IN_REVIEW') throw notAllowed('Only a trip in review can be sent back');
      const link = `${this.deps.config.publicUrl}/admin/trips/${trip.id}`;
      await mailReturnedToAuthor(tx, after, trip, viewer, (language, to, reviewer) =>
        tripReturnedMail(language, to, { title: trip.title, reviewer, comment }, link),
      );
      return { columns: { status: 'DRAFT', reviewComment: comment } };
    });
  }

  publish(viewer: UserRow, input: unknown) {
    const ref = parseInput(versionInput, input);
    return this.change(viewer, ref, 'trip.publish', (trip) => {
      authorize(viewer, 'trip.publish');
      if (trip.status === 'PUBLISHED') throw notAllowed('The trip is already published');
      this.checkComplete(draftOf(trip, []));
      return {
        columns: {
          status: 'PUBLISHED',
          publishedAt: trip.publishedAt ?? this.deps.clock.now(),
          scheduledAt: null,
          reviewComment: null,
        },
        announce: true,
      };
    });
  }

  schedule(viewer: UserRow, input: unknown) {
    const { at, ...ref } = parseInput(scheduleInput, input);
    return this.change(viewer, ref, 'trip.schedule', (trip) => {
      authorize(viewer, 'trip.publish');
      if (trip.status === 'PUBLISHED') throw notAllowed('The trip is already published');
      if (at <= this.deps.clock.now()) throw badUserInput([fieldError('at', 'INVALID_VALUE')]);
      this.checkComplete(draftOf(trip, []));
      return { columns: { status: 'SCHEDULED', scheduledAt: at, reviewComment: null } };
    });
  }

  unpublish(viewer: UserRow, input: unknown) {
    const ref = parseInput(versionInput, input);
    return this.change(viewer, ref, 'trip.unpublish', (trip) => {
      authorize(viewer, 'trip.publish');
      if (trip.status !== 'PUBLISHED' && trip.status !== 'SCHEDULED') {
        throw notAllowed('Only a published or scheduled trip can be unpublished');
      }
      // A schedule withdrawn before it fired leaves a never-published trip a draft again.
      return { columns: { status: unpublishedStatus(trip), scheduledAt: null } };
    });
  }

  /** Deletes a never-published draft; a published trip is unpublished instead, so what people saved never vanishes. */
  async deleteDraft(viewer: UserRow, input: unknown): Promise<boolean> {
    const ref = parseInput(versionInput, input);
    await this.deps.work.run(async (tx) => {
      const trip = await repo.lockEditorTrip(tx, ref.id);
      if (!trip) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      checkEditable(viewer, trip, 'trip');
      checkVersion(trip, ref.version, 'trip');
      if (!neverPublished(trip)) {
        throw notAllowed('Only a never-published draft can be deleted; unpublish a published trip');
      }
      const before = { status: trip.status, version: trip.version, ...draftOf(trip, []) };
      await repo.deleteTripRow(tx, trip.id);
      await deleteRevisions(tx, 'trip', trip.id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'trip.delete',
        entityType: 'trip',
        entityId: trip.id,
        before,
        after: null,
      });
    });
    return true;
  }

  private checkComplete(draft: TripDraft): void {
    const missing = missingForPublication(draft);
    if (missing.length) throw badUserInput(missing);
  }

  /**
   * Locks the trip, checks the version, works out the change, and writes it with its revision (when fields were
   * saved) and its audit record in one transaction.
   */
  private async change(
    viewer: UserRow,
    ref: { id: string; version: number },
    action: string,
    decide: (trip: repo.EditorTripRow, tx: Transaction, after: AfterCommit) => Change | Promise<Change>,
  ): Promise<repo.EditorTripRow> {
    authorize(viewer, 'trip.create');
    await this.deps.work.run(async (tx, after) => {
      const trip = await repo.lockEditorTrip(tx, ref.id);
      if (!trip) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      if (!seesAuthored(viewer, trip)) throw forbidden();
      const change = await decide(trip, tx, after);
      checkVersion(trip, ref.version, 'trip');
      const version = trip.version + 1;
      const galleryBefore = change.draft ? await repo.findGalleryPhotos(tx, trip.id) : [];
      await repo.updateTripRow(tx, trip.id, { ...change.columns, version, updatedById: viewer.id });
      if (change.draft) {
        await repo.replaceGallery(tx, trip.id, change.draft.photos);
        await insertRevision(tx, {
          entityType: 'trip',
          entityId: trip.id,
          version,
          authorId: viewer.id,
          snapshot: change.draft,
        });
      }
      const before = { status: trip.status, version: trip.version, ...draftOf(trip, galleryBefore) };
      const changed = {
        ...before,
        ...(change.draft ?? {}),
        status: change.columns.status ?? trip.status,
        version,
        ...(change.columns.scheduledAt !== undefined ? { scheduledAt: change.columns.scheduledAt } : {}),
        ...(change.columns.reviewComment ? { reviewComment: change.columns.reviewComment } : {}),
      };
      await recordAudit(tx, {
        actorId: viewer.id,
        action,
        entityType: 'trip',
        entityId: trip.id,
        before,
        after: changed,
      });
      if (change.announce) await announceTrip(tx, trip.id, viewer.id);
    });
    return this.reload(ref.id);
  }

  private async reload(id: string): Promise<repo.EditorTripRow> {
    const trip = await repo.findEditorTrip(this.deps.db, id);
    if (!trip) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return trip;
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
