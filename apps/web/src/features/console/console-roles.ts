/** The roles that open the console (the API's `console.enter`; ADMIN opens everything). */
export const EDITORIAL_ROLES = ['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR', 'PARTNER_EDITOR', 'TRIP_EDITOR'] as const;
export type EditorialRole = (typeof EDITORIAL_ROLES)[number];

export function isEditor(roles: readonly string[]): boolean {
  return EDITORIAL_ROLES.some((role) => roles.includes(role));
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('ADMIN');
}
