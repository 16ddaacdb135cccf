import classes from './site.module.css';
import { useSite } from './site-context';
import type { SiteLanguage } from './site-data';

/**
 * The `lang` of an item's texts where they differ from the page's (Czech on an English page, for an item without
 * English yet), so screen readers read them in the right voice; undefined where they are the page's own.
 */
export function useTextLang(textLanguage: SiteLanguage): 'cs' | 'en' | undefined {
  const { language } = useSite();
  if (textLanguage === language) return undefined;
  return textLanguage === 'en_US' ? 'en' : 'cs';
}

/** "In Czech" beside an item shown in Czech on an English page (the app's `ContentLanguageBadge`). */
export function ContentLanguageBadge({ textLanguage }: { textLanguage: SiteLanguage }) {
  const { language, texts } = useSite();
  if (textLanguage === language) return null;
  return <span className={classes.contentBadge}>{texts.language.contentInCzech}</span>;
}
