import { useEffect, useState } from 'react';
import { browserLanguage, storedLanguage, storeLanguage } from '../app/i18n/languages';
import classes from './site.module.css';
import { useSite } from './site-context';
import type { SiteLanguage } from './site-data';

/** Set when a visitor closes the offer, which then stays closed on every page. */
export const TWIN_HINT_DISMISSED_KEY = 'siteLanguageHint';

/** The language a visitor prefers: the one chosen in the app or on the site, else the browser's first of cs/sk/en. */
function preferredLanguage(): SiteLanguage | null {
  return storedLanguage() ?? browserLanguage(navigator.languages);
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(TWIN_HINT_DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * "This page is also in English" (or Czech) for a visitor who prefers the other language, when this page has a
 * translation: a link, never a redirect (one URL, one language). Decided in the browser after hydration, so the
 * page's HTML is the same for everybody; fixed at the bottom, so appearing moves nothing on the page.
 */
export function TwinHint() {
  const { language, twin, texts } = useSite();
  const other: SiteLanguage = language === 'cs_CZ' ? 'en_US' : 'cs_CZ';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(twin.translated && preferredLanguage() === other && !dismissed());
  }, [twin.translated, other]);
  if (!shown) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(TWIN_HINT_DISMISSED_KEY, 'dismissed');
    } catch {
      // Closed for this page only.
    }
    setShown(false);
  };
  const lang = other === 'en_US' ? 'en' : 'cs';
  return (
    <aside className={classes.twinHint} lang={lang} aria-label={texts.twinHint.text}>
      <a href={twin.href} hrefLang={lang} onClick={() => storeLanguage(other)}>
        {texts.twinHint.text}
      </a>
      <button type="button" className={classes.toastClose} onClick={dismiss} aria-label={texts.twinHint.dismiss}>
        ×
      </button>
    </aside>
  );
}
