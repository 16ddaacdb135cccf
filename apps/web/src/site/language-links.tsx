import { storeLanguage } from '../app/i18n/languages';
import { searchHref } from './search-href';
import classes from './site.module.css';
import { useSite } from './site-context';
import type { SiteLanguage } from './site-data';

const OPTIONS: ReadonlyArray<{ code: SiteLanguage; key: 'cs' | 'en'; lang: string }> = [
  { code: 'cs_CZ', key: 'cs', lang: 'cs' },
  { code: 'en_US', key: 'en', lang: 'en' },
];

/**
 * Čeština / English as links to the same page with `?lang=`: the server remembers the choice in a cookie and
 * answers in that language, with or without JavaScript; with it, the app's stored language follows too.
 */
export function LanguageLinks() {
  const { language, texts, path, page } = useSite();
  // A search keeps its words and page across the switch; other pages are their path.
  const here = page.kind === 'search' && page.query ? searchHref(page.query, page.page) : path;
  const separator = here.includes('?') ? '&' : '?';
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
            href={`${here}${separator}lang=${option.code}`}
            hrefLang={option.lang}
            lang={option.lang}
            rel="nofollow"
            onClick={() => storeLanguage(option.code)}
          >
            {texts.language[option.key]}
          </a>
        ),
      )}
    </nav>
  );
}
