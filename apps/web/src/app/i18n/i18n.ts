import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LanguageCode, readStoredLanguage, storeLanguage, toUiLanguage, type UiLanguage } from './languages';

/** The app's i18next instance. */
export const i18n = i18next.createInstance();

// One chunk per language: only the language in use is downloaded.
const loaders: Record<UiLanguage, () => Promise<{ resources: Record<string, object> }>> = {
  cs: () => import('../../locales/cs/index'),
  en: () => import('../../locales/en/index'),
};

async function ensureLoaded(language: UiLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const { resources } = await loaders[language]();
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises i18next with the stored language (Czech by default); resolves once its texts are loaded. */
export async function initI18n(code: LanguageCode = readStoredLanguage()): Promise<void> {
  const language = toUiLanguage(code);
  i18n.on('languageChanged', syncDocumentLanguage);
  await i18n.use(initReactI18next).init({
    lng: language,
    // Both catalogues have the same keys (a unit test checks), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: ['cs', 'en'],
    defaultNS: 'common',
    ns: [],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // i18next's defaults, said out loud: then it takes every key for a path at once instead of first testing each one
    // with a regular expression for "natural language" keys (there are none here): 43 ms of the signed-in trips
    // list's first load on a phone-speed CPU (a 4× throttled profile).
    keySeparator: '.',
    nsSeparator: ':',
  });
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}

/** Switches the UI language and remembers it in local storage. */
export async function changeUiLanguage(code: LanguageCode): Promise<void> {
  const language = toUiLanguage(code);
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  storeLanguage(code);
}

/** The current UI language. */
export function currentUiLanguage(): UiLanguage {
  return i18n.language === 'en' ? 'en' : 'cs';
}
