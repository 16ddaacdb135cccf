import { AppError } from '../errors.js';
import { hasRole, type Role } from './roles.js';

/**
 * Who may do what in the editor console (issue 18), as one table: each action lists the roles that may take it, and
 * ADMIN may take every one (spec §6: a check passes with ADMIN or any listed role). An empty list is ADMIN only.
 * Every editorial service asks `authorize` first, so no route of the API can skip a rule. ARCHITECTURE.md "Editorial
 * roles" explains the rows; permissions.test.ts pins every cell.
 */
export const PERMISSIONS = {
  /** Sign in to the console at all. */
  'console.enter': ['PARTNER_EDITOR', 'TRIP_EDITOR', 'BLOG_EDITOR', 'CHIEF_EDITOR'],
  /** Create a trip or an announcement; a partner edits only their own, and only while not published. */
  'trip.create': ['PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.editOwnUnpublished': ['PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.submitForReview': ['PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  /** Edit any trip or announcement, see everyone's drafts, review partners' submissions. */
  'trip.editAny': ['TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.review': ['TRIP_EDITOR', 'CHIEF_EDITOR'],
  /** Publish, schedule and unpublish trips and announcements. */
  'trip.publish': ['TRIP_EDITOR', 'CHIEF_EDITOR'],
  'area.manage': ['TRIP_EDITOR', 'CHIEF_EDITOR'],
  'tripLabel.manage': ['TRIP_EDITOR', 'CHIEF_EDITOR'],
  /** Upload a photo for a trip, an announcement or an article (POST /api/media/images). */
  'media.upload': ['PARTNER_EDITOR', 'TRIP_EDITOR', 'BLOG_EDITOR', 'CHIEF_EDITOR'],
  /** Everything on articles (write, publish, schedule, unpublish) and their labels. */
  'article.manage': ['BLOG_EDITOR', 'CHIEF_EDITOR'],
  'articleLabel.manage': ['BLOG_EDITOR', 'CHIEF_EDITOR'],
  /** Choose the wall's featured articles. */
  'wall.feature': ['CHIEF_EDITOR'],
  'rating.moderate': ['CHIEF_EDITOR'],
  /** Find users, disable and enable them, grant and revoke roles. */
  'user.manage': [],
  'audit.read': [],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

/** Whether the roles allow the action: for what a viewer is shown (a partner's own trips); refuse with `authorize`. */
export function may(userRoles: readonly string[], action: Action): boolean {
  return hasRole(userRoles, PERMISSIONS[action]);
}

/**
 * The one way to refuse by role: throws the catalogue's FORBIDDEN unless the viewer's roles allow the action (or, given
 * several, any one of them). A service calls it before anything else.
 */
export function authorize(viewer: { roles: readonly string[] }, action: Action | readonly Action[]): void {
  const actions: readonly Action[] = typeof action === 'string' ? [action] : action;
  if (!actions.some((one) => may(viewer.roles, one))) throw forbidden();
}

/**
 * The catalogue's FORBIDDEN, for a refusal the table alone cannot make: the item is another partner's. Refusals by role
 * go through `authorize`.
 */
export function forbidden(): AppError {
  return new AppError('FORBIDDEN', 'You are not allowed to do this');
}
