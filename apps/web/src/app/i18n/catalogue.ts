import type { Translator } from '../../ui/i18n/translator';

/**
 * Whether a translator has a language's catalogue (locales/{cs,en}/index.ts). That it has `common` does not tell:
 * screens add parts of the catalogue's namespaces, `common` among them, in both languages with their code
 * (`registerTexts`); a text that only the catalogue has, the app's name, does.
 */
export function hasCatalogue(translator: Translator, language: string): boolean {
  return translator.cloneInstance({ lng: language }).t('common:appName', { defaultValue: '' }) !== '';
}
