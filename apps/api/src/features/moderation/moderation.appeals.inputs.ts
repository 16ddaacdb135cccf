import { z } from 'zod';
import { APPEAL_OUTCOMES } from '../../db/schema.js';

/** The longest explanation an author or a moderator may give, as for a decision on reports. */
export const MAX_APPEAL_EXPLANATION = 2000;

const uuid = z.string().uuid({ error: 'INVALID_VALUE' });
const explanation = z.string().trim().min(1).max(MAX_APPEAL_EXPLANATION);

export const appealDecisionInput = z.object({ decisionId: uuid, explanation });

export const decideAppealInput = z.object({ appealId: uuid, outcome: z.enum(APPEAL_OUTCOMES), explanation });

export type DecideAppealInput = z.output<typeof decideAppealInput>;
