import { GraphQLError } from 'graphql';

/** The spec's server error catalogue (§8); nothing else reaches a client as a code. */
export const ERROR_CODES = [
  'ACTION_NOT_ALLOWED',
  'BAD_USER_INPUT',
  'BAD_USER_INPUT_USER_ALREADY_EXISTS',
  'FORBIDDEN',
  'INCORRECT_OLD_PASSWORD',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'UNAUTHORIZED',
  'UNAUTHORIZED_INACTIVE',
  'UNAUTHORIZED_INVALID_CREDENTIALS',
  'UNAUTHORIZED_INVALID_INVITE_CODE',
  'UNAUTHORIZED_INVITE_CODE_EXPIRED',
  'UNAUTHORIZED_RECAPTCHA_FAILED',
  'UNAUTHORIZED_REFRESH_TOKEN_EXPIRED',
  'UNAUTHORIZED_TOKEN_EXPIRED',
  'UNAUTHORIZED_TOKEN_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * How a code answers over plain HTTP (`platform/http-errors.ts`: uploads, downloads, the data export; GraphQL answers
 * its errors in the body): the status, and `retryAfter: true` where the error may carry `retryAfter` (seconds), which
 * the responder also sends as the Retry-After header. A new code is one more row (the type asks for it).
 *
 * ACTION_NOT_ALLOWED is 429 on every route: what a plain route refuses with it is a limit (uploads per day, exports
 * per window), and its `retryAfter` says when to try again. SERVICE_UNAVAILABLE (the database out of reach for a
 * moment) is 503, with its `retryAfter` too.
 */
export const HTTP_STATUS = {
  ACTION_NOT_ALLOWED: { status: 429, retryAfter: true },
  BAD_USER_INPUT: { status: 400 },
  BAD_USER_INPUT_USER_ALREADY_EXISTS: { status: 409 },
  FORBIDDEN: { status: 403 },
  INCORRECT_OLD_PASSWORD: { status: 400 },
  INTERNAL_SERVER_ERROR: { status: 500 },
  SERVICE_UNAVAILABLE: { status: 503, retryAfter: true },
  UNAUTHORIZED: { status: 401 },
  UNAUTHORIZED_INACTIVE: { status: 401 },
  UNAUTHORIZED_INVALID_CREDENTIALS: { status: 401 },
  UNAUTHORIZED_INVALID_INVITE_CODE: { status: 401 },
  UNAUTHORIZED_INVITE_CODE_EXPIRED: { status: 401 },
  UNAUTHORIZED_RECAPTCHA_FAILED: { status: 401 },
  UNAUTHORIZED_REFRESH_TOKEN_EXPIRED: { status: 401 },
  UNAUTHORIZED_TOKEN_EXPIRED: { status: 401 },
  UNAUTHORIZED_TOKEN_INVALID: { status: 401 },
} as const satisfies Record<ErrorCode, { status: number; retryAfter?: true }>;

/** Message keys of spec §5 (validation) with their English wording; the web app translates by key. */
export const VALIDATION_MESSAGES = {
  REQUIRED: 'This field is required',
  INVALID_PHONE: 'Invalid phone',
  INVALID_EMAIL: 'Invalid email',
  INVALID_URL: 'Invalid URL',
  MIN_LENGTH: 'Min length {minLength} characters',
  MAX_LENGTH: 'Max length {maxLength} characters',
  POSITIVE: 'Value must be positive',
  POSITIVE_OR_ZERO: 'Value must be positive or zero',
  MIN_VALUE: 'Minimum value {min}',
  MAX_VALUE: 'Maximum value {max}',
  INVALID_MAPS_LINK: 'Invalid maps-service link',
  SLUG_TAKEN: 'Another article has or had this address',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  PASSWORDS_MUST_BE_DIFFERENT: 'Passwords must be different',
  PASSWORD_TOO_WEAK: 'This password is too easy to guess',
  INVALID_VALUE: 'Invalid value',
  RATING_STAR_REQUIRED: 'You must add at least one star',
  MAX_INTERESTS: 'At most {length} interests may be chosen',
  REFERRAL_OTHER_NEEDS_TEXT: "Tell us where, or choose 'I can't remember'",
  LOW_CONTRAST: 'White text on this colour has a contrast of {ratio}:1; at least {minimum}:1 is needed',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export interface FieldError {
  field: string;
  messageKey: ValidationMessageKey;
  message: string;
  params?: Record<string, number | string>;
}

/** Builds a field error with the spec's English message, placeholders filled in. */
export function fieldError(
  field: string,
  messageKey: ValidationMessageKey,
  params?: Record<string, number | string>,
): FieldError {
  let message: string = VALIDATION_MESSAGES[messageKey];
  for (const [name, value] of Object.entries(params ?? {})) message = message.replace(`{${name}}`, String(value));
  return { field, messageKey, message, ...(params ? { params } : {}) };
}

/** An error a user may see: its code is from the catalogue and it is sent to the client as is. */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
    this.code = code;
    this.name = 'AppError';
  }
}

/** BAD_USER_INPUT carrying one entry per invalid field. */
export function badUserInput(fields: FieldError[]): AppError {
  const message = fields.length === 1 ? `${fields[0].field}: ${fields[0].message}` : 'Invalid input';
  return new AppError('BAD_USER_INPUT', message, { fields });
}

/** Seconds a client should wait before trying again when the database is briefly out of reach (a failover's window). */
export const SERVICE_UNAVAILABLE_RETRY_AFTER = 2;

/**
 * The database could not be reached or could not take the request just now (a restart, a failover): nothing about
 * the request is wrong, and the same request should be sent again after `retryAfter` seconds.
 */
export function serviceUnavailable(extensions: Record<string, unknown> = {}): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable; try again in a moment.', {
    ...extensions,
    retryAfter: SERVICE_UNAVAILABLE_RETRY_AFTER,
  });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
