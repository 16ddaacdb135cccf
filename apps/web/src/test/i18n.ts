import { resources as cs } from '../locales/cs/index';
import { resources as en } from '../locales/en/index';
import { createTranslator, type Translator } from '../ui/i18n/translator';
import { setAppTranslator } from '../ui/i18n/use-translation';

/**
 * A translator of its own with the catalogues the app loads at start, made the one components use: a ui piece is
 * tested with texts in a language, without the app's i18n setup.
 */
export async function initTestI18n(language: 'cs' | 'en'): Promise<Translator> {
  const i18n = createTranslator(language, { cs, en });
  setAppTranslator(i18n);
  return i18n;
}
