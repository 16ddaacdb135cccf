import type { Database, Transaction } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { authorize, forbidden, may } from '../../platform/auth/permissions.js';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, type FieldError, fieldError } from '../../platform/errors.js';
import { parsePagination } from '../../platform/pagination.js';
import type { AfterCommit, UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import {
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
  type AnnouncementDraft,
  announcementDraftInput,
  editorAnnouncementsInput,
  returnAnnouncementInput,
} from './announcement-editing.inputs.js';
import { announcementReturnedMail } from './announcement-editing.mail.js';
import * as repo from './announcement-editing.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];
type Announcement = repo.EditorAnnouncementRow;

/** What a change does to the announcement: its new columns, and for a save of its fields a revision. */
interface Change {
  columns: repo.AnnouncementColumns;
  draft?: AnnouncementDraft;
}

/** The announcement's editable fields as saved: a revision's snapshot and the audit log's before/after. */
function draftOf(announcement: Announcement): AnnouncementDraft {
  return {
    title: announcement.title,
    preview: announcement.preview,
    labelId: announcement.labelId,
    imageId: announcement.imageId,
    tripId: announcement.tripId,
    titleEn: announcement.titleEn,
    previewEn: announcement.previewEn,
  };
}

/** What the wall shows of every announcement besides its title: the preview (REQUIRED when missing). */
export function missingForPublication(draft: Pick<AnnouncementDraft, 'preview'>): FieldError[] {
  return draft.preview.length === 0 ? [fieldError('preview', 'REQUIRED')] : [];
}

function checkComplete(draft: Pick<AnnouncementDraft, 'preview'>): void {
  const missing = missingForPublication(draft);
  if (missing.length) throw badUserInput(missing);
}

/** Whether an announcement must stay whole: it was submitted, scheduled or published at some point. */
function mustBeComplete(announcement: Announcement): boolean {
  return announcement.status !== 'DRAFT' || announcement.publishedAt !== null;
}

/**
 * Refuses to put an announcement on the wall, now or at a time, before its trip is there: wall readers must never
 * meet an announcement of a trip they cannot open. Holds the trip's row until the commit (see
 * `lockAnnouncedTripStatus`). `reason: TRIP_NOT_PUBLISHED` lets the console say it in the editor's language.
 */
async function checkTripReady(tx: Database, tripId: string, status: 'PUBLISHED' | 'SCHEDULED'): Promise<void> {
  const tripStatus = await repo.lockAnnouncedTripStatus(tx, tripId);
  if (tripStatus === 'PUBLISHED' || (status === 'SCHEDULED' && tripStatus === 'SCHEDULED')) return;
  const message = status === 'PUBLISHED' ? 'Publish the trip first' : 'Publish or schedule the trip first';
  throw new AppError('ACTION_NOT_ALLOWED', message, { reason: 'TRIP_NOT_PUBLISHED' });
}

/**
 * Trip announcements in the console (issue 18), beside trip and article authoring and sharing their workflow
 * (features/editorial): drafts, a partner's review, scheduling, publishing, revisions. The `trip.*` rows of the
 * permission table cover announcements as they do trips: a partner writes and submits their own, a trip editor does
 * everything on any. Every write refuses a change based on an older version and records itself in the audit log in
 * the same transaction; the catalogue version and the wall's `feedUpdated` follow from the table's triggers.
 */
export class AnnouncementEditingService {
  constructor(private readonly deps: { db: Database; work: UnitOfWork; clock: Clock; config: Config }) {}

  list(viewer: UserRow, input: unknown, pagination: PaginationArgs) {
    authorize(viewer, 'trip.create');
    const filter = parseInput(editorAnnouncementsInput, input);
    const onlyAuthor = may(viewer.roles, 'trip.editAny') ? null : viewer.id;
    return repo.findEditorAnnouncementsPage(this.deps.db, filter, parsePagination(pagination, PAGE_SIZE), onlyAuthor);
  }

  /** One announcement; null when there is none or it is another partner's (a partner never sees others' drafts). */
  async get(viewer: UserRow, id: unknown): Promise<Announcement | null> {
    authorize(viewer, 'trip.create');
    const { id: announcementId } = parseInput(versionInput.pick({ id: true }), { id });
    const announcement = await repo.findEditorAnnouncement(this.deps.db, announcementId);
    return announcement && seesAuthored(viewer, announcement) ? announcement : null;
  }

  async revisions(viewer: UserRow, id: unknown) {
    authorize(viewer, 'trip.create');
    const { id: announcementId } = parseInput(versionInput.pick({ id: true }), { id });
    const announcement = await repo.findEditorAnnouncement(this.deps.db, announcementId);
    if (!announcement) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    if (!seesAuthored(viewer, announcement)) throw forbidden();
    return findRevisions(this.deps.db, 'announcement', announcement.id);
  }

  async create(viewer: UserRow, input: unknown): Promise<Announcement> {
    authorize(viewer, 'trip.create');
    const draft = parseInput(announcementDraftInput, input);
    await this.checkReferences(viewer, draft, null);
    const id = await this.deps.work.run(async (tx) => {
      const announcementId = await repo.insertAnnouncement(tx, {
        ...repo.columnsOf(draft),
        status: 'DRAFT',
        authorId: viewer.id,
        updatedById: viewer.id,
        version: 1,
      });
      await insertRevision(tx, {
        entityType: 'announcement',
        entityId: announcementId,
        version: 1,
        authorId: viewer.id,
        snapshot: draft,
      });
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'announcement.create',
        entityType: 'announcement',
        entityId: announcementId,
        before: null,
        after: { status: 'DRAFT', version: 1, ...draft },
      });
      return announcementId;
    });
    return this.reload(id);
  }

  async update(viewer: UserRow, input: { id: unknown; version: unknown; announcement: unknown }) {
    authorize(viewer, 'trip.create');
    const ref = parseInput(versionInput, input);
    const draft = parseInput(announcementDraftInput, input.announcement);
    return this.saveFields(viewer, ref, draft, 'announcement.update');
  }

  async restoreRevision(viewer: UserRow, input: unknown) {
    authorize(viewer, 'trip.create');
    const { revision, ...ref } = parseInput(restoreRevisionInput, input);
    const saved = await findRevision(this.deps.db, 'announcement', ref.id, revision);
    if (!saved) throw badUserInput([fieldError('revision', 'INVALID_VALUE')]);
    const draft = parseInput(announcementDraftInput, saved.snapshot);
    return this.saveFields(viewer, ref, draft, 'announcement.restoreRevision');
  }

  submitForReview(viewer: UserRow, input: unknown) {
    authorize(viewer, 'trip.create');
    const ref = parseInput(versionInput, input);
    return this.change(viewer, ref, 'announcement.submitForReview', async (announcement) => {
      const own = announcement.authorId === viewer.id && may(viewer.roles, 'trip.submitForReview');
      if (!own) authorize(viewer, 'trip.editAny');
      if (announcement.status !== 'DRAFT') throw notAllowed('Only a draft can be submitted for review');
      checkComplete(announcement);
      return { columns: { status: 'IN_REVIEW', reviewComment: null } };
    });
  }

  returnToAuthor(viewer: UserRow, input: unknown) {
    authorize(viewer, 'trip.create');
    const { comment, ...ref } = parseInput(returnAnnouncementInput, input);
    return this.change(viewer, ref, 'announcement.returnToAuthor', async (announcement, tx, after) => {
      authorize(viewer, 'trip.review');
      if (announcement.status !== 'IN_REVIEW') throw notAllowed('Only an announcement in review can be sent back');
      const link = `${this.deps.config.publicUrl}/admin/announcements/${announcement.id}`;
      await mailReturnedToAuthor(tx, after, announcement, viewer, (language, to, reviewer) =>
        announcementReturnedMail(language, to, { title: announcement.title, reviewer, comment }, link),
      );
      return { columns: { status: 'DRAFT', reviewComment: comment } };
    });
  }

  publish(viewer: UserRow, input: unknown) {
    authorize(viewer, 'trip.create');
    const ref = parseInput(versionInput, input);
    return this.change(viewer, ref, 'announcement.publish', async (announcement, tx) => {
      authorize(viewer, 'trip.publish');
      if (announcement.status === 'PUBLISHED') throw notAllowed('The announcement is already published');
      checkComplete(announcement);
      await checkTripReady(tx, announcement.tripId, 'PUBLISHED');
      return {
        columns: {
          status: 'PUBLISHED',
          publishedAt: announcement.publishedAt ?? this.deps.clock.now(),
          scheduledAt: null,
          reviewComment: null,
        },
      };
    });
  }

  schedule(viewer: UserRow, input: unknown) {
    authorize(viewer, 'trip.create');
    const { at, ...ref } = parseInput(scheduleInput, input);
    return this.change(viewer, ref, 'announcement.schedule', async (announcement, tx) => {
      authorize(viewer, 'trip.publish');
      if (announcement.status === 'PUBLISHED') throw notAllowed('The announcement is already published');
      if (at <= this.deps.clock.now()) throw badUserInput([fieldError('at', 'INVALID_VALUE')]);
      checkComplete(announcement);
      await checkTripReady(tx, announcement.tripId, 'SCHEDULED');
      return { columns: { status: 'SCHEDULED', scheduledAt: at, reviewComment: null } };
    });
  }

  unpublish(viewer: UserRow, input: unknown) {
    authorize(viewer, 'trip.create');
    const ref = parseInput(versionInput, input);
    return this.change(viewer, ref, 'announcement.unpublish', async (announcement) => {
      authorize(viewer, 'trip.publish');
      if (announcement.status !== 'PUBLISHED' && announcement.status !== 'SCHEDULED') {
        throw notAllowed('Only a published or scheduled announcement can be unpublished');
      }
      // A schedule withdrawn before it fired leaves a never-published announcement a draft again.
      return { columns: { status: unpublishedStatus(announcement), scheduledAt: null } };
    });
  }

  /** Deletes a never-published draft; a published one is unpublished instead. */
  async deleteDraft(viewer: UserRow, input: unknown): Promise<boolean> {
    authorize(viewer, 'trip.create');
    const ref = parseInput(versionInput, input);
    await this.deps.work.run(async (tx) => {
      const announcement = await repo.lockEditorAnnouncement(tx, ref.id);
      if (!announcement) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      checkEditable(viewer, announcement, 'announcement');
      checkVersion(announcement, ref.version, 'announcement');
      if (!neverPublished(announcement)) {
        throw notAllowed('Only a never-published draft can be deleted; unpublish a published announcement');
      }
      await repo.deleteAnnouncementRow(tx, announcement.id);
      await deleteRevisions(tx, 'announcement', announcement.id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'announcement.delete',
        entityType: 'announcement',
        entityId: announcement.id,
        before: { status: announcement.status, version: announcement.version, ...draftOf(announcement) },
        after: null,
      });
    });
    return true;
  }

  /**
   * Saves the fields (an update or a restored revision). A scheduled or published announcement stays whole, and one
   * moved to another trip needs that trip on the wall as publishing and scheduling would.
   */
  private async saveFields(
    viewer: UserRow,
    ref: { id: string; version: number },
    draft: AnnouncementDraft,
    action: string,
  ) {
    const current = await repo.findEditorAnnouncement(this.deps.db, ref.id);
    if (!current) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    if (!seesAuthored(viewer, current)) throw forbidden();
    await this.checkReferences(viewer, draft, current);
    return this.change(viewer, ref, action, async (announcement, tx) => {
      checkEditable(viewer, announcement, 'announcement');
      if (mustBeComplete(announcement)) checkComplete(draft);
      const onTheWall = announcement.status === 'PUBLISHED' || announcement.status === 'SCHEDULED';
      if (onTheWall && draft.tripId !== announcement.tripId) {
        await checkTripReady(tx, draft.tripId, announcement.status as 'PUBLISHED' | 'SCHEDULED');
      }
      return { columns: repo.columnsOf(draft), draft };
    });
  }

  /**
   * Locks the announcement, works out the change, checks the version, and writes it with its revision (when fields
   * were saved) and its audit record in one transaction.
   */
  private async change(
    viewer: UserRow,
    ref: { id: string; version: number },
    action: string,
    decide: (announcement: Announcement, tx: Transaction, after: AfterCommit) => Promise<Change>,
  ): Promise<Announcement> {
    await this.deps.work.run(async (tx, after) => {
      const announcement = await repo.lockEditorAnnouncement(tx, ref.id);
      if (!announcement) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      if (!seesAuthored(viewer, announcement)) throw forbidden();
      const change = await decide(announcement, tx, after);
      checkVersion(announcement, ref.version, 'announcement');
      const version = announcement.version + 1;
      await repo.updateAnnouncementRow(tx, announcement.id, { ...change.columns, version, updatedById: viewer.id });
      if (change.draft) {
        await insertRevision(tx, {
          entityType: 'announcement',
          entityId: announcement.id,
          version,
          authorId: viewer.id,
          snapshot: change.draft,
        });
      }
      const before = { status: announcement.status, version: announcement.version, ...draftOf(announcement) };
      const changed = {
        ...before,
        ...(change.draft ?? {}),
        status: change.columns.status ?? announcement.status,
        version,
        ...(change.columns.scheduledAt !== undefined ? { scheduledAt: change.columns.scheduledAt } : {}),
        ...(change.columns.reviewComment ? { reviewComment: change.columns.reviewComment } : {}),
      };
      await recordAudit(tx, {
        actorId: viewer.id,
        action,
        entityType: 'announcement',
        entityId: announcement.id,
        before,
        after: changed,
      });
    });
    return this.reload(ref.id);
  }

  private async reload(id: string): Promise<Announcement> {
    const announcement = await repo.findEditorAnnouncement(this.deps.db, id);
    if (!announcement) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return announcement;
  }

  /**
   * A label that is no TRIP label, an image that does not exist, or a trip that does not exist or that the caller may
   * not see (a partner announces only their own trips) is bad input on its field. What the announcement already has
   * is not asked again (a partner keeps a trip an editor chose for them).
   */
  private async checkReferences(viewer: UserRow, draft: AnnouncementDraft, current: Announcement | null) {
    const { db } = this.deps;
    const changed = <K extends 'labelId' | 'imageId' | 'tripId'>(key: K) =>
      draft[key] && draft[key] !== current?.[key] ? draft[key] : null;
    const labelId = changed('labelId');
    const imageId = changed('imageId');
    const tripId = changed('tripId');
    const [foundLabels, foundImages, trip] = await Promise.all([
      // Only a TRIP label goes on an announcement (an ARTICLE label is the blog's).
      labelIdsOfKind(db, 'TRIP', labelId ? [labelId] : []),
      existingIds(db, images, imageId ? [imageId] : []),
      tripId ? repo.findAnnouncedTrip(db, tripId) : undefined,
    ]);
    const errors: FieldError[] = [];
    if (labelId && !foundLabels.has(labelId)) errors.push(fieldError('labelId', 'INVALID_VALUE'));
    if (imageId && !foundImages.has(imageId)) errors.push(fieldError('imageId', 'INVALID_VALUE'));
    if (tripId && (!trip || !seesAuthored(viewer, trip))) errors.push(fieldError('tripId', 'INVALID_VALUE'));
    if (errors.length) throw badUserInput(errors);
  }
}
