import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** The validation message keys of spec §5, shared with the API (`extensions.fields[].messageKey`). */
export const VALIDATION_KEYS = [
  'REQUIRED',
  'INVALID_PHONE',
  'INVALID_EMAIL',
  'INVALID_URL',
  'MIN_LENGTH',
  'MAX_LENGTH',
  'POSITIVE',
  'POSITIVE_OR_ZERO',
  'MIN_VALUE',
  'MAX_VALUE',
  'INVALID_MAPS_LINK',
  'SLUG_TAKEN',
  'PASSWORDS_DO_NOT_MATCH',
  'PASSWORDS_MUST_BE_DIFFERENT',
  'PASSWORD_TOO_WEAK',
  'INVALID_VALUE',
  'RATING_STAR_REQUIRED',
  'MAX_INTERESTS',
  'REFERRAL_OTHER_NEEDS_TEXT',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];
export type ValidationParams = Record<string, number | string>;

const SEPARATOR = '|';

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}

/**
 * Encodes a key and its parameters as the form error's message. Forms store keys, not texts, so errors are
 * translated when shown and follow a language switch.
 */
export function validationMessage(key: ValidationKey, params?: ValidationParams): string {
  return params ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

/** Splits an encoded message; anything unrecognised becomes INVALID_VALUE. */
export function parseValidationMessage(message: string): { key: ValidationKey; params: ValidationParams } {
  const [key, rawParams] = message.split(SEPARATOR, 2);
  if (!isValidationKey(key)) return { key: 'INVALID_VALUE', params: {} };
  if (!rawParams) return { key, params: {} };
  try {
    const params: unknown = JSON.parse(rawParams);
    return { key, params: typeof params === 'object' && params !== null ? (params as ValidationParams) : {} };
  } catch {
    return { key, params: {} };
  }
}

/** The number that picks the plural form (e.g. "8 znaků"), taken from the message's own parameter. */
function pluralCount(params: ValidationParams): number | undefined {
  const value = params.minLength ?? params.maxLength ?? params.min ?? params.max ?? params.length;
  return typeof value === 'number' ? value : undefined;
}

/** Returns a translator for encoded validation messages (undefined stays undefined, for Mantine's `error`). */
export function useValidationTranslator(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const { key, params } = parseValidationMessage(message);
      return t(`validation:${key}`, { ...params, count: pluralCount(params) });
    },
    [t],
  );
}
