import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Who saved a newer version of what the editor was changing, when the API refused an outdated change. */
export interface Conflict {
  changedBy: string | null;
  changedAt: string | null;
}

/** The conflict of an ACTION_NOT_ALLOWED error whose reason is OUTDATED_VERSION (optimistic locking); else null. */
export function outdatedVersion(error: unknown): Conflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code !== 'ACTION_NOT_ALLOWED' || extensions.reason !== 'OUTDATED_VERSION') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { changedBy: text(extensions.changedBy), changedAt: text(extensions.changedAt) };
}
