/**
 * Why something is reported: the API's ContentReportReason, in the order people read it (the gravest first, "other"
 * last), as the app's report dialog lists them.
 */
export const REPORT_REASONS = [
  'ILLEGAL_CONTENT',
  'HATE_OR_HARASSMENT',
  'SPAM',
  'PERSONAL_DATA',
  'OFF_TOPIC',
  'OTHER',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/** The API's limit (moderation.reports.inputs.ts). */
export const REPORT_EXPLANATION_MAX_LENGTH = 1000;

/** Reasons the moderators cannot judge without the reporter's words (the API requires them too). */
const EXPLAINED: readonly ReportReason[] = ['ILLEGAL_CONTENT', 'OTHER'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API's longest address. */
const EMAIL_MAX_LENGTH = 254;

export interface ReportValues {
  reason: ReportReason | null;
  explanation: string;
  email: string;
  goodFaith: boolean;
}

export type ReportField = keyof ReportValues;

/** The fields in the form's order: focus goes to the first of them in error. */
export const REPORT_FIELDS: readonly ReportField[] = ['reason', 'explanation', 'email', 'goodFaith'];

/** What is wrong with a field, a key of the site's `report` texts. */
export type ReportFieldError = 'required' | 'tooLong' | 'invalidEmail';
export type ReportErrors = Partial<Record<ReportField, ReportFieldError>>;

export const EMPTY_REPORT: ReportValues = { reason: null, explanation: '', email: '', goodFaith: false };

/** Whether the reason needs the reporter's explanation. */
export function needsExplanation(reason: ReportReason | null): boolean {
  return reason !== null && EXPLAINED.includes(reason);
}

/** The same checks as the API's, so a visitor hears of a mistake before the bot check and the request. */
export function validateReport(values: ReportValues): ReportErrors {
  const errors: ReportErrors = {};
  if (!values.reason) errors.reason = 'required';
  const explanation = values.explanation.trim();
  if (explanation.length > REPORT_EXPLANATION_MAX_LENGTH) errors.explanation = 'tooLong';
  else if (!explanation && needsExplanation(values.reason)) errors.explanation = 'required';
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) errors.email = 'invalidEmail';
  if (!values.goodFaith) errors.goodFaith = 'required';
  return errors;
}

/** The first field in error in the form's order, for focus; null when there is none. */
export function firstInvalid(errors: ReportErrors): ReportField | null {
  return REPORT_FIELDS.find((field) => errors[field]) ?? null;
}
