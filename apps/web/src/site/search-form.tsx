import classes from './site.module.css';
import { useSite, useSitePath } from './site-context';

/**
 * The site's search field: a plain GET form to `/search`, so it works without JavaScript and the query lands in the
 * address (Back returns to the results). `query` fills it in again on the results page.
 */
export function SearchForm({ query = '' }: { query?: string }) {
  const { texts } = useSite();
  const at = useSitePath();
  return (
    // biome-ignore lint/a11y/useSemanticElements: `<search>` is a landmark only in browsers since 2023; role="search" everywhere.
    <form method="get" action={at('/search')} role="search" className={classes.search}>
      <label htmlFor="search-query">{texts.search.label}</label>
      <div className={classes.searchRow}>
        <input
          id="search-query"
          className={classes.searchInput}
          name="q"
          type="search"
          defaultValue={query}
          placeholder={texts.search.placeholder}
          enterKeyHint="search"
        />
        <button type="submit" className={classes.buttonPrimary}>
          {texts.search.submit}
        </button>
      </div>
    </form>
  );
}
