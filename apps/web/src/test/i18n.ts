import { allResources as cs } from '../locales/cs/all';
import { allResources as en } from '../locales/en/all';
import { createTranslator, type Translator } from '../ui/i18n/translator';
import { setAppTranslator } from '../ui/i18n/use-translation';

/**
 * A translator of its own with the app's catalogues whole (locales/cs/all.ts: the first screens' texts and those the
 * other screens bring with their code), made the one components use: a ui piece is tested with texts in a language, without the app's i18n setup.
 */
export async function initTestI18n(language: 'cs' | 'en'): Promise<Translator> {
  const i18n = createTranslator(language, { cs, en });
  setAppTranslator(i18n);
  return i18n;
}
