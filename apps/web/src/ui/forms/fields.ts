import { validationMessage as message } from './validation-message';
import { z } from './zod';

// Field schemas with the limits of spec §5 and the API (accounts.inputs.ts); errors carry message keys.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

const required = message('REQUIRED');

/** A required e-mail address, trimmed. */
export const emailField = z
  .string()
  .trim()
  .min(1, { error: required })
  .max(EMAIL_MAX_LENGTH, { error: message('MAX_LENGTH', { maxLength: EMAIL_MAX_LENGTH }) })
  .pipe(z.email({ error: message('INVALID_EMAIL') }));

/** A new password: 8–128 characters. */
export const newPasswordField = z
  .string()
  .min(1, { error: required })
  .min(PASSWORD_MIN_LENGTH, { error: message('MIN_LENGTH', { minLength: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: message('MAX_LENGTH', { maxLength: PASSWORD_MAX_LENGTH }) });

/** An existing password: only required (older accounts may predate today's minimum). */
export const currentPasswordField = z
  .string()
  .min(1, { error: required })
  .max(PASSWORD_MAX_LENGTH, { error: message('MAX_LENGTH', { maxLength: PASSWORD_MAX_LENGTH }) });

/** A first or last name: 1–50 characters after trimming. */
export const nameField = z
  .string()
  .trim()
  .min(1, { error: required })
  .max(NAME_MAX_LENGTH, { error: message('MAX_LENGTH', { maxLength: NAME_MAX_LENGTH }) });

/** A required free-text value such as a mailed code. */
export const requiredText = z.string().trim().min(1, { error: required });

/** "Passwords do not match" on `passwordAgain` when it differs from `password`. */
export function passwordsMatch(value: { password: string; passwordAgain: string }): boolean {
  return value.password === value.passwordAgain;
}

export const passwordsDoNotMatch = { path: ['passwordAgain'], error: message('PASSWORDS_DO_NOT_MATCH') };

export const RATING_TEXT_MAX_LENGTH = 1000;

/** 1–5 stars; 0 (no star chosen) is "You must add at least one star". */
export const ratingScoreField = z
  .number()
  .int()
  .min(1, { error: message('RATING_STAR_REQUIRED') })
  .max(5, { error: message('MAX_VALUE', { max: 5 }) });

/** An optional rating comment of up to 1000 characters. */
export const ratingTextField = z
  .string()
  .trim()
  .max(RATING_TEXT_MAX_LENGTH, { error: message('MAX_LENGTH', { maxLength: RATING_TEXT_MAX_LENGTH }) });
