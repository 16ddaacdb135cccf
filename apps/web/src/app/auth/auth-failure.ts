import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors, errorCode, retryAfterSeconds, serverFieldErrors } from '../../ui/forms/server-errors';
import { BotCheckUnavailableError } from '../bot-check';

// Bot-checked forms share this (the sign-in screens, the console's sign-in, contact support): it rests on the app's
// bot check, so it lives beside it rather than in one of those features.

/** Why an auth form's request failed, as far as the user needs to know. */
export type AuthFailure =
  | { kind: 'botCheck' }
  | { kind: 'rateLimited'; minutes: number | null }
  /** Every problem was shown under its field. */
  | { kind: 'fields' }
  /** BAD_USER_INPUT for a field the form does not show (e.g. the hidden code). */
  | { kind: 'hiddenField'; field: string }
  | { kind: 'code'; code: string }
  | { kind: 'unknown' };

/**
 * Classifies a failed auth request and puts server field errors onto the form. Spec §8 codes that only one screen
 * cares about come back as `{ kind: 'code' }` for that screen to word.
 */
export function classifyAuthFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): AuthFailure {
  if (error instanceof BotCheckUnavailableError) return { kind: 'botCheck' };
  const code = errorCode(error);
  if (code === 'UNAUTHORIZED_RECAPTCHA_FAILED') return { kind: 'botCheck' };
  if (code === 'ACTION_NOT_ALLOWED') {
    const seconds = retryAfterSeconds(error);
    return { kind: 'rateLimited', minutes: seconds ? Math.max(1, Math.ceil(seconds / 60)) : null };
  }
  if (code === 'BAD_USER_INPUT') {
    const fieldErrors = serverFieldErrors(error);
    const unmatched = applyServerFieldErrors(fieldErrors, setError, formFields);
    if (fieldErrors.length > 0 && unmatched.length === 0) return { kind: 'fields' };
    return unmatched[0] ? { kind: 'hiddenField', field: unmatched[0].field } : { kind: 'unknown' };
  }
  return code ? { kind: 'code', code } : { kind: 'unknown' };
}
