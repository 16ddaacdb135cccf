import type { ContentReportReason } from '../../generated/graphql';

/**
 * Why something is reported, and the ground a moderator hides it on: the API's one list, in the order people read
 * it, the gravest first and "other" last (the report dialog's radios, the console's grounds).
 */
export const REPORT_REASONS = [
  'ILLEGAL_CONTENT',
  'HATE_OR_HARASSMENT',
  'SPAM',
  'PERSONAL_DATA',
  'OFF_TOPIC',
  'OTHER',
] as const satisfies readonly ContentReportReason[];
