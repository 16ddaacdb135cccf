import { AppError } from '../../platform/errors.js';
import { shortname } from '../trips/trips.presenters.js';
import type { EditorialStatus } from './editorial.inputs.js';

/**
 * What trips, articles and announcements share in the console (issue 18): the errors of the workflow, optimistic
 * locking and who an editorial row names. Each feature's service checks the permission table itself.
 */

export function forbidden(): AppError {
  return new AppError('FORBIDDEN', 'You are not allowed to do this');
}

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
