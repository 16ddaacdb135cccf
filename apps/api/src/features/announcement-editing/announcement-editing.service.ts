import type { Database } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { forbidden } from '../../platform/auth/permissions.js';
import type { Config } from '../../platform/config.js';
import { AppError, badUserInput, type FieldError, fieldError } from '../../platform/errors.js';
import { parsePagination } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import {
  AUTHORED_RULES,
  type Decide,
  EditorialWorkflow,
  existingIds,
  findRevisions,
  versionInput,
  type WorkflowDeps,
} from '../editorial/index.js';
import { labelIdsOfKind } from '../taxonomy/index.js';
import {
  type AnnouncementDraft,
  announcementDraftInput,
  editorAnnouncementsInput,
} from './announcement-editing.inputs.js';
import { announcementReturnedMail } from './announcement-editing.mail.js';
import * as repo from './announcement-editing.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];
type Announcement = repo.EditorAnnouncementRow;

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
 * Trip announcements in the console (issue 18), through the editorial workflow (features/editorial/README.md) with the
 * rules of trips (`AUTHORED_RULES`: a partner writes and submits their own, a trip editor does everything on any),
 * which checks the permission table once per command, locks the announcement, refuses a stale version, and records
 * each write in the audit log in the same transaction. What is the announcement's own: its trip, which must be on
 * the wall before it; the catalogue version and the wall's `feedUpdated` follow from the table's triggers.
 */
export class AnnouncementEditingService extends EditorialWorkflow<
  Announcement,
  repo.AnnouncementColumns,
  AnnouncementDraft
> {
  constructor(deps: WorkflowDeps & { config: Config }) {
    super(deps, {
      entity: 'announcement',
      fieldsInput: announcementDraftInput,
      noun: 'announcement',
      aNoun: 'an announcement',
      rules: AUTHORED_RULES,
      reviewed: true,
      find: repo.findEditorAnnouncement,
      lock: repo.lockEditorAnnouncement,
      update: (tx, id, columns) => repo.updateAnnouncementRow(tx, id, columns),
      remove: repo.deleteAnnouncementRow,
      audited: async (_tx, announcement) => draftOf(announcement),
      checkComplete,
      checkCanGoOut: (tx, announcement, status) => checkTripReady(tx, announcement.tripId, status),
      returnedMail: (announcement, comment) => (language, to, reviewer) =>
        announcementReturnedMail(
          language,
          to,
          { title: announcement.title, reviewer, comment },
          `${deps.config.publicUrl}/admin/announcements/${announcement.id}`,
        ),
    });
  }

  list(viewer: UserRow, input: unknown, pagination: PaginationArgs) {
    this.authorize(viewer, 'read');
    const filter = parseInput(editorAnnouncementsInput, input);
    const onlyAuthor = this.onAny(viewer, 'read') ? null : viewer.id;
    return repo.findEditorAnnouncementsPage(this.deps.db, filter, parsePagination(pagination, PAGE_SIZE), onlyAuthor);
  }

  /** One announcement; null when there is none or it is another partner's (a partner never sees others' drafts). */
  async get(viewer: UserRow, id: unknown): Promise<Announcement | null> {
    this.authorize(viewer, 'read');
    const { id: announcementId } = parseInput(versionInput.pick({ id: true }), { id });
    const announcement = await repo.findEditorAnnouncement(this.deps.db, announcementId);
    return announcement && this.sees(viewer, announcement, 'read') ? announcement : null;
  }

  async revisions(viewer: UserRow, id: unknown) {
    this.authorize(viewer, 'read');
    const { id: announcementId } = parseInput(versionInput.pick({ id: true }), { id });
    const announcement = await repo.findEditorAnnouncement(this.deps.db, announcementId);
    if (!announcement) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    if (!this.sees(viewer, announcement, 'read')) throw forbidden();
    return findRevisions(this.deps.db, 'announcement', announcement.id);
  }

  create(viewer: UserRow, input: unknown): Promise<Announcement> {
    const draft = parseInput(announcementDraftInput, input);
    return this.writeNew(
      viewer,
      () => this.checkReferences(viewer, draft, null),
      async (tx, _prepared, started) => {
        const id = await repo.insertAnnouncement(tx, {
          ...repo.columnsOf(draft),
          ...started,
          authorId: viewer.id,
        });
        return { id, draft };
      },
    );
  }

  protected checkFields(viewer: UserRow, draft: AnnouncementDraft, current: Announcement): Promise<void> {
    return this.checkReferences(viewer, draft, current);
  }

  /**
   * A scheduled or published announcement stays whole, and one moved to another trip needs that trip on the wall as
   * publishing and scheduling would.
   */
  protected async decideFields(announcement: Announcement, draft: AnnouncementDraft, { tx }: Decide) {
    if (mustBeComplete(announcement)) checkComplete(draft);
    const onTheWall = announcement.status === 'PUBLISHED' || announcement.status === 'SCHEDULED';
    if (onTheWall && draft.tripId !== announcement.tripId) {
      // `onTheWall` has just said the status is one of the two.
      await checkTripReady(tx, draft.tripId, announcement.status as 'PUBLISHED' | 'SCHEDULED');
    }
    return { columns: repo.columnsOf(draft), draft };
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
    if (tripId && (!trip || !this.sees(viewer, trip, 'read'))) errors.push(fieldError('tripId', 'INVALID_VALUE'));
    if (errors.length) throw badUserInput(errors);
  }
}
