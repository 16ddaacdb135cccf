import type { Translator } from '../../ui/i18n/translator';
import type { UiLanguage } from './languages';

/**
 * Whether a translator has a language's catalogue (locales/{cs,en}/index.ts). That it has `common` does not tell:
 * screens add parts of the catalogue's namespaces, `common` among them, in both languages with their code
 * (`registerTexts`); a text that only the catalogue has, the app's name, does.
 */
export function hasCatalogue(translator: Translator, language: string): boolean {
  return translator.cloneInstance({ lng: language }).t('common:appName', { defaultValue: '' }) !== '';
}

// One chunk per language: only the language in use is downloaded.
const catalogues: Record<UiLanguage, () => Promise<{ resources: Record<string, object> }>> = {
  cs: () => import('../../locales/cs/index'),
  en: () => import('../../locales/en/index'),
};

/**
 * Downloads a language's catalogue (the first screens' texts, locales/{cs,en}/index.ts) into a translator: the app's
 * at its start and at a switch (i18n.ts), a preview's in the other language (in-language.tsx). The texts the other
 * screens say come with their code instead (`registerTexts`).
 */
export async function loadCatalogue(translator: Translator, language: UiLanguage): Promise<void> {
  const { resources } = await catalogues[language]();
  for (const [namespace, bundle] of Object.entries(resources)) {
    translator.addResourceBundle(language, namespace, bundle, true, true);
  }
}
