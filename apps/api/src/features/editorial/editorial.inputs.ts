import { z } from 'zod';

/** Inputs every editorial feature (trips, articles, announcements) takes the same way. */

export const uuid = z.string().uuid({ error: 'INVALID_VALUE' });

/** Empty text is no text: the form sends "" for a field left blank. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional English text of an item (issue 30): blank is none. Markdown keeps its spaces (`trim: false`). */
export const englishText = (max: number, { trim = true } = {}) =>
  z.preprocess(blankToNull, (trim ? z.string().trim() : z.string()).max(max).nullish());

/**
 * A started English version needs its title (issue 30): when any of `texts` has English text and `titleEn` has none,
 * `titleEn` is REQUIRED. The rest of an English version may come later: readers get it once it is complete.
 */
export function englishTitleRequired<T extends { titleEn?: string | null }>(texts: (draft: T) => unknown[]) {
  return (draft: T, ctx: z.RefinementCtx) => {
    if (!draft.titleEn && texts(draft).some(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'REQUIRED' });
    }
  };
}

/** Which item and the version the editor's change is based on (optimistic locking). */
export const versionInput = z.object({ id: uuid, version: z.number().int().positive() });

export const scheduleInput = versionInput.extend({
  at: z.date({ error: 'INVALID_VALUE' }).refine((date) => !Number.isNaN(date.getTime()), { error: 'INVALID_VALUE' }),
});

export const restoreRevisionInput = versionInput.extend({ revision: z.number().int().positive() });

/** A reviewer sends an item in review back to its author with a comment (trips, announcements). */
export const returnToAuthorInput = versionInput.extend({ comment: z.string().trim().min(1).max(2000) });

export const EDITORIAL_STATUSES = ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type EditorialStatus = (typeof EDITORIAL_STATUSES)[number];
