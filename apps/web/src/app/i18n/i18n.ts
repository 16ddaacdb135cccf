import { createTranslator } from '../../ui/i18n/translator';
import { setAppTranslator } from '../../ui/i18n/use-translation';
import { type LanguageCode, readStoredLanguage, storeLanguage, toUiLanguage, type UiLanguage } from './languages';

/** The app's texts and language (app/i18n/translator.ts). */
export const i18n = createTranslator(toUiLanguage(readStoredLanguage()));
setAppTranslator(i18n);

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

/** Loads the texts of the stored language (Czech by default) and switches to it; resolves once they are loaded. */
export async function initI18n(code: LanguageCode = readStoredLanguage()): Promise<void> {
  const language = toUiLanguage(code);
  // Both catalogues have the same keys (a unit test checks), so no language falls back to another.
  i18n.onLanguageChanged(syncDocumentLanguage);
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
