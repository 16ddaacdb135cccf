import type { z } from 'zod';
import { badUserInput, type FieldError, fieldError, VALIDATION_MESSAGES, type ValidationMessageKey } from './errors.js';

type Issue = z.core.$ZodIssue;

function isMessageKey(value: string): value is ValidationMessageKey {
  return value in VALIDATION_MESSAGES;
}

/** Maps one zod issue onto the spec's validation messages (§5). */
function toFieldError(issue: Issue): FieldError {
  const field = issue.path.map(String).join('.') || 'input';
  if (isMessageKey(issue.message)) return fieldError(field, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return fieldError(field, 'REQUIRED');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? fieldError(field, 'REQUIRED')
          : fieldError(field, 'MIN_LENGTH', { minLength: Number(issue.minimum) });
      }
      return fieldError(field, 'MIN_VALUE', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return fieldError(field, 'MAX_LENGTH', { maxLength: Number(issue.maximum) });
      return fieldError(field, 'MAX_VALUE', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return fieldError(field, 'INVALID_EMAIL');
      if (issue.format === 'url') return fieldError(field, 'INVALID_URL');
      return fieldError(field, 'INVALID_VALUE');
    default:
      return fieldError(field, 'INVALID_VALUE');
  }
}

/** Parses input with a zod schema; throws BAD_USER_INPUT listing every invalid field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badUserInput(result.error.issues.map(toFieldError));
}

/** Removes nulls GraphQL may send for omitted list arguments, so zod's defaults apply. */
export function withoutNulls<T extends object>(value: T | null | undefined): Partial<T> | undefined {
  if (!value) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== null)) as Partial<T>;
}
