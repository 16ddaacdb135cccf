/** The roles that open the console (the API's `console.enter`; ADMIN opens everything). */
export const EDITORIAL_ROLES = ['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR', 'PARTNER_EDITOR', 'TRIP_EDITOR'] as const;
export type EditorialRole = (typeof EDITORIAL_ROLES)[number];

export function isEditor(roles: readonly string[]): boolean {
  return EDITORIAL_ROLES.some((role) => roles.includes(role));
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('ADMIN');
}

/** The label kinds the roles manage (the API's `tripLabel.manage` and `articleLabel.manage`; ADMIN both). */
export function managedLabelKinds(roles: readonly string[]): ('TRIP' | 'ARTICLE')[] {
  const has = (allowed: readonly string[]) => roles.some((role) => role === 'ADMIN' || allowed.includes(role));
  return [
    ...(has(['TRIP_EDITOR', 'CHIEF_EDITOR']) ? (['TRIP'] as const) : []),
    ...(has(['BLOG_EDITOR', 'CHIEF_EDITOR']) ? (['ARTICLE'] as const) : []),
  ];
}

/** Whether the roles manage areas (the API's `area.manage`). */
export function managesAreas(roles: readonly string[]): boolean {
  return roles.some((role) => ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'].includes(role));
}

/** Who moderates ratings (the API's `rating.moderate`). */
export const RATING_MODERATORS = ['CHIEF_EDITOR', 'ADMIN'] as const;

export function mayModerateRatings(roles: readonly string[]): boolean {
  return RATING_MODERATORS.some((role) => roles.includes(role));
}

/** The roles that write trips (the API's `trip.create`): a partner their own, trip and chief editors all of them. */
export const TRIP_ROLES = ['ADMIN', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR'] as const;

export function mayEditTrips(roles: readonly string[]): boolean {
  return TRIP_ROLES.some((role) => roles.includes(role));
}

/** Who reviews, schedules, publishes and unpublishes trips and their announcements (the API's `trip.publish`). */
export function mayPublishTrips(roles: readonly string[]): boolean {
  return ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'].some((role) => roles.includes(role));
}

/** The roles that write articles (the API's `article.manage`). */
export const ARTICLE_ROLES = ['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR'] as const;

export function mayEditArticles(roles: readonly string[]): boolean {
  return ARTICLE_ROLES.some((role) => roles.includes(role));
}

/** Who chooses the wall's featured articles (the API's `wall.feature`). */
export function mayFeatureArticles(roles: readonly string[]): boolean {
  return roles.includes('ADMIN') || roles.includes('CHIEF_EDITOR');
}
