import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { TranslatorProvider, useTranslation } from '../../ui/i18n/use-translation';
import { hasCatalogue, loadCatalogue } from './catalogue';
import type { UiLanguage } from './languages';

interface InLanguageProps {
  language: UiLanguage;
  children: ReactNode;
  /** Shown while the language's texts download. */
  fallback?: ReactNode;
}

/**
 * Renders `children` as a reader of `language` sees them, whatever the UI's language: its texts, plural rules and
 * formats (the console's preview for a reader of the other language). The rest of the screen and `<html lang>` stay
 * as they are: the children get a translator of their own that shares the loaded texts.
 */
export function InLanguage({ language, children, fallback = null }: InLanguageProps) {
  const { i18n } = useTranslation();
  const own = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  const loaded = hasCatalogue(i18n, language);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    // The app's catalogue of the other language, downloaded when a part of a screen is first shown in it.
    void loadCatalogue(i18n, language).then(() => {
      if (current) setLoads((loads) => loads + 1);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, loaded]);
  if (!loaded) return fallback;
  return <TranslatorProvider translator={own}>{children}</TranslatorProvider>;
}
