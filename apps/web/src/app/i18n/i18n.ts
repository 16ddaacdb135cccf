import { createTranslator } from '../../ui/i18n/translator';
import { setAppTranslator } from '../../ui/i18n/use-translation';
import { hasCatalogue, loadCatalogue } from './catalogue';
import { deviceLanguage, type LanguageCode, storeLanguage, toUiLanguage, type UiLanguage } from './languages';

/** The app's texts and language (app/i18n/translator.ts). */
export const i18n = createTranslator(toUiLanguage(deviceLanguage()));
setAppTranslator(i18n);

async function ensureLoaded(language: UiLanguage): Promise<void> {
  if (!hasCatalogue(i18n, language)) await loadCatalogue(i18n, language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let markDecided: () => void = () => undefined;

/**
 * Resolves once the language the app starts in is decided (`initI18n`, called by main.tsx once it knows: the device's,
 * the signed-in account's, or the one the server painted the first screen in). The API answers in the app's language,
 * so the first screen's queries (features/trips/trips-prefetch.ts) wait for it rather than ask in another.
 */
export const startLanguageDecided = new Promise<void>((resolve) => {
  markDecided = resolve;
});

/** Switches to the language the app starts in (the device's by default), loads its texts and resolves once they are. */
export async function initI18n(code: LanguageCode = deviceLanguage()): Promise<void> {
  const language = toUiLanguage(code);
  // Both catalogues have the same keys (a unit test checks), so no language falls back to another.
  i18n.onLanguageChanged(syncDocumentLanguage);
  // Nothing is rendered before the texts are loaded: the language is the app's at once, for the requests sent meanwhile.
  await i18n.changeLanguage(language);
  markDecided();
  await ensureLoaded(language);
  syncDocumentLanguage(language);
}

/** Switches the UI language and remembers it in local storage. */
export async function changeUiLanguage(code: LanguageCode): Promise<void> {
  const language = toUiLanguage(code);
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  storeLanguage(code);
}

const registered = new Set<string>();

/**
 * Adds texts in both languages, once: the screens a first visit does not show bring theirs with their code
 * (locales/cs/all.ts). Each module that says them calls this when it loads, so they are there before anything renders
 * them, in whichever language. `part` names texts merged into a namespace the first screens already have (a trip's
 * detail within `trips`, the dialogs' and forms' texts within `common`); a language's catalogue is loaded all the
 * same when it is needed (`hasCatalogue`).
 */
export function registerTexts(namespace: string, cs: object, en: object, part = namespace): void {
  if (registered.has(part)) return;
  registered.add(part);
  i18n.addResourceBundle('cs', namespace, cs, true, true);
  i18n.addResourceBundle('en', namespace, en, true, true);
}

/** The current UI language. */
export function currentUiLanguage(): UiLanguage {
  return i18n.language === 'en' ? 'en' : 'cs';
}
