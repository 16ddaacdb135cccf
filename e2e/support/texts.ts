import { resources as cs } from '../../apps/web/src/locales/cs/index';
import { resources as en } from '../../apps/web/src/locales/en/index';

/** Each UI language with its catalogue: the specs read the texts the app shows, so they test both languages alike. */
export const LANGUAGES = [
  { code: 'cs_CZ', tag: '@cs', t: cs },
  { code: 'en_US', tag: '@en', t: en },
] as const;

export type Language = (typeof LANGUAGES)[number];
