import { storeLanguage } from '../app/i18n/languages';
import classes from './site.module.css';
import { useSite } from './site-context';
import type { SiteLanguage } from './site-data';

const OPTIONS: ReadonlyArray<{ code: SiteLanguage; key: 'cs' | 'en'; lang: string }> = [
  { code: 'cs_CZ', key: 'cs', lang: 'cs' },
  { code: 'en_US', key: 'en', lang: 'en' },
];

/**
 * Čeština / English as links to this page's twin in the other language (the same page, or the nearest one there is:
 * the English blog for an article without English), with or without JavaScript; with it, the app's stored language
 * follows too.
 */
export function LanguageLinks() {
  const { language, texts, twin } = useSite();
  return (
    <nav aria-label={texts.language.label} className={classes.languages}>
      {OPTIONS.map((option) =>
        option.code === language ? (
          <span key={option.code} lang={option.lang} aria-current="true" className={classes.languageCurrent}>
            {texts.language[option.key]}
          </span>
        ) : (
          <a
            key={option.code}
            href={twin.href}
            hrefLang={option.lang}
            lang={option.lang}
            onClick={() => storeLanguage(option.code)}
          >
            {texts.language[option.key]}
          </a>
        ),
      )}
    </nav>
  );
}
