export const ROLES = ['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** Spec §6: a check passes when the user is ADMIN or has any of the required roles. */
export function hasRole(userRoles: readonly string[], required: Role | readonly Role[]): boolean {
  if (userRoles.includes('ADMIN')) return true;
  const wanted: readonly Role[] = typeof required === 'string' ? [required] : required;
  return wanted.some((role) => userRoles.includes(role));
}
