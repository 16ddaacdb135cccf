import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

let appTranslator: Translator | null = null;

/** The translator of components outside any `TranslatorProvider`: the app's (app/i18n/i18n.ts), or a test's. */
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator;
}

/** Gives its children a translator of their own (a part of a screen in another language, a test). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * The texts of the current language, as react-i18next's hook gave them: `t` and the translator (`i18n`), and a new
 * `t` after each change of language, which renders the component again.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? appTranslator;
  if (!i18n) throw new Error('useTranslation: no translator (app/i18n/i18n.ts sets the app’s)');
  const language = useSyncExternalStore(
    i18n.onLanguageChanged,
    () => i18n.language,
    () => i18n.language,
  );
  // A function of its own for each language: memos and effects that depend on `t` run again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function for each language is the point.
  const t = useMemo(() => {
    const translate = i18n.t as unknown as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => translate(...args)) as unknown as TFunction;
  }, [i18n, language]);
  return { t, i18n };
}
