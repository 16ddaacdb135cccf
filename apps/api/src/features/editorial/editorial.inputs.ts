import { z } from 'zod';

/** Inputs every editorial feature (trips, articles, announcements) takes the same way. */

export const uuid = z.string().uuid({ error: 'INVALID_VALUE' });

/** Empty text is no text: the form sends "" for a field left blank. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Which item and the version the editor's change is based on (optimistic locking). */
export const versionInput = z.object({ id: uuid, version: z.number().int().positive() });

export const scheduleInput = versionInput.extend({
  at: z.date({ error: 'INVALID_VALUE' }).refine((date) => !Number.isNaN(date.getTime()), { error: 'INVALID_VALUE' }),
});

export const restoreRevisionInput = versionInput.extend({ revision: z.number().int().positive() });

export const EDITORIAL_STATUSES = ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type EditorialStatus = (typeof EDITORIAL_STATUSES)[number];
