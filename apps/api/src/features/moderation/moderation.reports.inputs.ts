import { z } from 'zod';
import { MODERATION_DECISIONS, REPORT_REASONS, REPORT_TARGET_KINDS } from '../../db/schema.js';
import { emailInput as email } from '../../platform/email-input.js';

/** The longest explanation a reporter may give. */
export const MAX_REPORT_EXPLANATION = 1000;
/** The longest explanation or note a moderator may give. */
export const MAX_DECISION_EXPLANATION = 2000;

/** Reasons a reporter must explain: the law they think is broken, or what "other" means. */
const EXPLAINED_REASONS: readonly string[] = ['ILLEGAL_CONTENT', 'OTHER'];

const uuid = z.string().uuid({ error: 'INVALID_VALUE' });

const target = { targetKind: z.enum(REPORT_TARGET_KINDS), targetId: uuid };

export const reportContentInput = z
  .object({
    ...target,
    reason: z.enum(REPORT_REASONS),
    explanation: z.string().trim().max(MAX_REPORT_EXPLANATION).nullish(),
    email: email.nullish(),
    // The reporter states the report is made in good faith; anything but true is a missing statement.
    goodFaith: z.boolean().refine((value) => value, { message: 'REQUIRED' }),
  })
  .refine((value) => !EXPLAINED_REASONS.includes(value.reason) || Boolean(value.explanation), {
    message: 'REQUIRED',
    path: ['explanation'],
  });

export type ReportContentInput = z.output<typeof reportContentInput>;

export const decideReportsInput = z
  .object({
    ...target,
    decision: z.enum(MODERATION_DECISIONS),
    ground: z.enum(REPORT_REASONS).nullish(),
    explanation: z.string().trim().min(1).max(MAX_DECISION_EXPLANATION),
  })
  .refine((value) => value.decision !== 'HIDE' || Boolean(value.ground), { message: 'REQUIRED', path: ['ground'] });

export type DecideReportsInput = z.output<typeof decideReportsInput>;
