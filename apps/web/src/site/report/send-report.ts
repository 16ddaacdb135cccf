import { BotCheckUnavailableError, botCheckHeaders } from '../../app/bot-check';
import type { SiteLanguage } from '../site-data';
import { languageTag } from '../texts';
import { REPORT_FIELDS, type ReportErrors, type ReportField, type ReportReason } from './report-form';
import type { ReportTarget } from './report-target';

const REPORT = `mutation ReportContent($input: ReportContentInput!) {
  reportContent(input: $input)
}`;

export interface ReportInput {
  reason: ReportReason;
  explanation: string;
  email: string;
}

/** How a report went: sent, refused on fields (said at them), or refused as a whole (said above the form). */
export type ReportOutcome =
  | { kind: 'sent' }
  | { kind: 'fields'; errors: ReportErrors }
  | { kind: 'gone' }
  | { kind: 'tooMany'; minutes: number | null }
  | { kind: 'botCheckFailed' }
  | { kind: 'failed' };

interface GraphQLError {
  extensions?: {
    code?: string;
    retryAfter?: number;
    fields?: Array<{ field?: string; messageKey?: string }>;
  };
}

/** The API's validation keys as the form says them: an address refused for anything but absence is not one. */
function fieldError(field: ReportField, messageKey: string | undefined): ReportErrors[ReportField] {
  if (messageKey === 'REQUIRED') return 'required';
  if (field === 'email') return 'invalidEmail';
  return messageKey === 'MAX_LENGTH' ? 'tooLong' : 'required';
}

/** What the API's refusal means for the visitor. */
export function outcomeOf(error: GraphQLError | undefined): ReportOutcome {
  const extensions = error?.extensions;
  if (extensions?.code === 'UNAUTHORIZED_RECAPTCHA_FAILED') return { kind: 'botCheckFailed' };
  if (extensions?.code === 'ACTION_NOT_ALLOWED') {
    const seconds = extensions.retryAfter;
    return { kind: 'tooMany', minutes: typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null };
  }
  if (extensions?.code === 'BAD_USER_INPUT' && Array.isArray(extensions.fields)) {
    const errors: ReportErrors = {};
    for (const { field = '', messageKey } of extensions.fields) {
      const name = field.split('.').pop();
      // The reported item itself, hidden or deleted since the page was loaded.
      if (name === 'targetId') return { kind: 'gone' };
      const known = REPORT_FIELDS.find((candidate) => candidate === name);
      if (known) errors[known] = fieldError(known, messageKey);
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'failed' };
}

/**
 * Sends a visitor's report (the site carries no session, so everyone reporting here is a visitor: bot-checked with
 * REPORT_CONTENT, with their e-mail), asking in the page's language, which the acknowledgement is written in.
 */
export async function sendReport(
  target: ReportTarget,
  input: ReportInput,
  language: SiteLanguage,
): Promise<ReportOutcome> {
  let headers: Record<string, string>;
  try {
    headers = await botCheckHeaders('REPORT_CONTENT');
  } catch (error) {
    if (error instanceof BotCheckUnavailableError) return { kind: 'botCheckFailed' };
    throw error;
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'accept-language': languageTag(language),
      ...headers,
    },
    body: JSON.stringify({
      query: REPORT,
      variables: {
        input: {
          targetKind: target.kind,
          targetId: target.id,
          reason: input.reason,
          explanation: input.explanation || null,
          email: input.email,
          goodFaith: true,
        },
      },
    }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { reportContent?: boolean } | null;
    errors?: GraphQLError[];
  } | null;
  if (body?.data?.reportContent) return { kind: 'sent' };
  return outcomeOf(body?.errors?.[0]);
}
