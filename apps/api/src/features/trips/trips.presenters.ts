import type { GraphQLContext } from '../../context.js';

/** "Jana N." — the first name and the initial of the last name. */
export function shortname(firstname: string | null, lastname: string | null): string {
  const initial = lastname?.trim().charAt(0);
  return [firstname?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** A joined label in the request's language, or null when the row has none. */
export function label(
  row: { labelId: string | null; labelCs: string | null; labelEn: string | null; labelColor: string | null },
  ctx: GraphQLContext,
) {
  if (!row.labelId || !row.labelCs || !row.labelEn || !row.labelColor) return null;
  return { id: row.labelId, label: ctx.language === 'en_US' ? row.labelEn : row.labelCs, color: row.labelColor };
}
