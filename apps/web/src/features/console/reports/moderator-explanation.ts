import { validationMessage } from '../../../ui/forms/validation-message';
import { z } from '../../../ui/forms/zod';

/** The API's limit on what a moderator writes (moderation.reports.inputs.ts, moderation.appeals.inputs.ts). */
const EXPLANATION_MAX_LENGTH = 2000;

/** What a moderator writes with a decision, mostly for the author to read: required, at most 2,000 characters. */
export const moderatorExplanation = z
  .string()
  .trim()
  .min(1, { error: validationMessage('REQUIRED') })
  .max(EXPLANATION_MAX_LENGTH, { error: validationMessage('MAX_LENGTH', { maxLength: EXPLANATION_MAX_LENGTH }) });
