import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isValidationKey, type ValidationParams, validationMessage } from './validation-message';

/** One entry of a BAD_USER_INPUT error's `extensions.fields`. */
export interface ServerFieldError {
  field: string;
  messageKey: string;
  params?: ValidationParams;
}

function firstExtensions(error: unknown): Record<string, unknown> | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.extensions;
}

/** The catalogue code of the first GraphQL error (spec §8), or undefined for network and other failures. */
export function errorCode(error: unknown): string | undefined {
  const code = firstExtensions(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The `extensions.reason` of an ACTION_NOT_ALLOWED refusal (e.g. ALREADY_DECIDED), when the API gave one. */
export function refusalReason(error: unknown): string | undefined {
  const extensions = firstExtensions(error);
  return extensions?.code === 'ACTION_NOT_ALLOWED' && typeof extensions.reason === 'string'
    ? extensions.reason
    : undefined;
}

/** Seconds until an ACTION_NOT_ALLOWED limit lifts, when the server said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const value = firstExtensions(error)?.retryAfter;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/** The per-field errors of a BAD_USER_INPUT error; empty for any other error. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const extensions = firstExtensions(error);
  if (extensions?.code !== 'BAD_USER_INPUT' || !Array.isArray(extensions.fields)) return [];
  return extensions.fields.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, messageKey, params } = entry as Record<string, unknown>;
    if (typeof field !== 'string' || typeof messageKey !== 'string') return [];
    const validParams = typeof params === 'object' && params !== null ? (params as ValidationParams) : undefined;
    return [{ field, messageKey, params: validParams }];
  });
}

/**
 * Puts server field errors onto the form's fields (matched by the last segment of `field`, e.g. `input.email`).
 * Returns the errors no visible field could take, for a form-level message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  errors: ServerFieldError[],
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): ServerFieldError[] {
  const unmatched: ServerFieldError[] = [];
  let focused = false;
  for (const error of errors) {
    const name = error.field.split('.').pop() ?? error.field;
    const target = formFields.find((field) => field === name);
    if (!target) {
      unmatched.push(error);
      continue;
    }
    const key = isValidationKey(error.messageKey) ? error.messageKey : 'INVALID_VALUE';
    setError(target, { type: 'server', message: validationMessage(key, error.params) }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
