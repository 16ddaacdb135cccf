import type { Catalog } from '../catalog';
import type { validation as cs } from '../cs/validation';

export const validation: Catalog<typeof cs> = {
  REQUIRED: 'This field is required',
  INVALID_PHONE: 'Invalid phone number',
  INVALID_EMAIL: 'Invalid e-mail',
  INVALID_URL: 'Invalid URL',
  MIN_LENGTH_one: 'At least {{count}} character',
  MIN_LENGTH_other: 'At least {{count}} characters',
  MAX_LENGTH_one: 'At most {{count}} character',
  MAX_LENGTH_other: 'At most {{count}} characters',
  POSITIVE: 'The value must be positive',
  POSITIVE_OR_ZERO: 'The value must be positive or zero',
  MIN_VALUE: 'The minimum value is {{min}}',
  MAX_VALUE: 'The maximum value is {{max}}',
  INVALID_MAPS_LINK: 'Invalid maps link',
  SLUG_TAKEN: 'Another article has or had this address',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  PASSWORDS_MUST_BE_DIFFERENT: 'Passwords must be different',
  PASSWORD_TOO_WEAK: 'This password is too easy to guess',
  INVALID_VALUE: 'Invalid value',
  RATING_STAR_REQUIRED: 'You must add at least one star',
  MAX_INTERESTS_one: 'You can choose at most {{count}} interest',
  MAX_INTERESTS_other: 'You can choose at most {{count}} interests',
  REFERRAL_OTHER_NEEDS_TEXT: "Tell us where, or choose 'I can't remember'",
};
