import { z } from 'zod';

const uuid = z.string().uuid({ error: 'INVALID_VALUE' });

/** Which ratings the moderators' list shows; a missing or null field does not filter. */
export const moderationFilterInput = z
  .object({
    tripId: uuid.nullish(),
    score: z.number().int().min(1).max(5).nullish(),
    hidden: z.boolean().nullish(),
  })
  .default({});

export type ModerationFilter = z.output<typeof moderationFilterInput>;

export const ratingIdInput = z.object({ id: uuid });

/** The reason is e-mailed to the rating's author and kept with the rating. */
export const hideRatingInput = ratingIdInput.extend({ reason: z.string().trim().min(1).max(500) });
