import { may } from '../../platform/auth/permissions.js';
import { AppError } from '../../platform/errors.js';
import { shortname } from '../../platform/presenters.js';
import type { UserRow } from '../accounts/index.js';
import type { EditorialStatus } from './editorial.inputs.js';

/**
 * What trips, articles and announcements share in the console (issue 18): the errors of the workflow, optimistic
 * locking and who an editorial row names. The workflow itself, with its one permission check per command, is
 * `editorial.workflow.ts`.
 */

export function notAllowed(message: string): AppError {
  return new AppError('ACTION_NOT_ALLOWED', message);
}

/** The columns of an editorial row that optimistic locking reads: its version and who saved it last, when. */
export interface Versioned {
  version: number;
  updatedById: string | null;
  updaterFirstname: string | null;
  updaterLastname: string | null;
  updatedAt: Date;
}

/**
 * Optimistic locking: a change based on an older version is ACTION_NOT_ALLOWED with `reason` OUTDATED_VERSION,
 * naming who made the newer one (`changedBy`, "Jana N.") and when (`changedAt`), and the `currentVersion`.
 */
export function checkVersion(item: Versioned, version: number, noun: string): void {
  if (item.version === version) return;
  const changedBy = item.updatedById ? shortname(item.updaterFirstname, item.updaterLastname) : null;
  const changedAt = item.updatedAt.toISOString();
  throw new AppError(
    'ACTION_NOT_ALLOWED',
    `${changedBy ?? 'Someone'} changed this ${noun} at ${changedAt}; reload it to see their changes before saving yours`,
    { reason: 'OUTDATED_VERSION', changedBy, changedAt, currentVersion: item.version },
  );
}

/** Where unpublishing leaves an item: UNPUBLISHED once it was public; a schedule withdrawn before it fired, DRAFT. */
export function unpublishedStatus(item: { publishedAt: Date | null }): EditorialStatus {
  return item.publishedAt ? 'UNPUBLISHED' : 'DRAFT';
}

/** An `AuditActor` of the schema from a joined user's columns, or null when there is none. */
export function actor(id: string | null, firstname: string | null, lastname: string | null) {
  return id ? { _id: id, shortname: shortname(firstname, lastname) } : null;
}

/** A trip's or announcement's author and where it is in the workflow: what the partner rules below look at. */
interface Authored {
  authorId: string | null;
  status: string;
  publishedAt: Date | null;
}

/** Never published and not scheduled: a trip or announcement its partner may still change, and a draft to delete. */
export function neverPublished(item: Authored): boolean {
  return item.publishedAt === null && (item.status === 'DRAFT' || item.status === 'IN_REVIEW');
}

/**
 * Whether the viewer sees a trip or an announcement in the console: a trip editor every one, a partner their own
 * (the `trip.*` rows of the permission table cover both kinds).
 */
export function seesAuthored(viewer: UserRow, item: Pick<Authored, 'authorId'>): boolean {
  return may(viewer.roles, 'trip.editAny') || (item.authorId === viewer.id && may(viewer.roles, 'trip.create'));
}
