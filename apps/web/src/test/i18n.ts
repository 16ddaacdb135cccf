import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources as cs } from '../locales/cs/index';
import { resources as en } from '../locales/en/index';

/**
 * An i18next instance of its own with the catalogues the app loads at start, made react-i18next's: a ui piece is
 * tested with texts in a language, without the app's i18n setup.
 */
export async function initTestI18n(language: 'cs' | 'en'): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { cs, en },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n;
}
