import { ArticleCard, TripCard } from '../cards';
import { Pagination } from '../pagination';
import { SearchForm } from '../search-form';
import { searchHref } from '../search-href';
import classes from '../site.module.css';
import { useSite, useSitePath } from '../site-context';
import type { SiteSearchResults } from '../site-data';
import { formatNumber, interpolate, plural } from '../texts';

/** "Did you mean …?" with the spelling as a link to its own search. */
function DidYouMean({ suggestion }: { suggestion: string }) {
  const { texts, language } = useSite();
  const [before, after = ''] = texts.search.didYouMean.split('{{suggestion}}');
  return (
    <p className={classes.didYouMean}>
      {before}
      <a href={searchHref(language, suggestion)}>{suggestion}</a>
      {after}
    </p>
  );
}

/** Nothing found: says so kindly and offers the whole catalogue and the blog instead. */
function NothingFound({ query }: { query: string }) {
  const { texts } = useSite();
  const at = useSitePath();
  const { search } = texts;
  return (
    <div className={classes.empty}>
      <h2>{interpolate(search.emptyTitle, { query })}</h2>
      <p>{search.emptyText}</p>
      <div className={classes.emptyActions}>
        <a href="/app/trips" className={classes.buttonPrimary}>
          {search.allTrips}
        </a>
        <a href={at('/blog')} className={classes.buttonDefault}>
          {search.blog}
        </a>
      </div>
    </div>
  );
}

/** A page past the trips a search shows, of a search that finds more: says so, and leads back to its first page. */
function PastResults({ query, shown }: { query: string; shown: number }) {
  const { texts, language } = useSite();
  const { search } = texts;
  return (
    <div className={classes.empty}>
      <h2>{search.pastTitle}</h2>
      <p>{interpolate(search.pastText, { number: formatNumber(language, shown) })}</p>
      <div className={classes.emptyActions}>
        <a href={searchHref(language, query)} className={classes.buttonPrimary}>
          {search.firstPage}
        </a>
      </div>
    </div>
  );
}

/** The trips found, a page at a time with plain links between pages. */
function TripResults({ query, page, results }: { query: string; page: number; results: SiteSearchResults }) {
  const { texts, language } = useSite();
  const { search } = texts;
  const found = results.capped
    ? interpolate(search.foundCapped, { number: formatNumber(language, results.total) })
    : plural(language, search, 'found', results.total);
  return (
    <section className={classes.results} aria-labelledby="search-trips">
      <h2 id="search-trips" className={classes.sectionTitle}>
        {search.trips}
      </h2>
      <p className={classes.sectionLead}>{found}</p>
      <div className={classes.grid}>
        {results.trips.map((trip) => (
          <TripCard key={trip._id} trip={trip} />
        ))}
      </div>
      <Pagination
        page={page}
        pages={results.pages}
        href={(other) => searchHref(language, query, other)}
        texts={search}
      />
    </section>
  );
}

interface SearchPageProps {
  query: string;
  page: number;
  results: SiteSearchResults | null;
  /** Set on a page past the trips search shows (this many), for a search that finds more. */
  pastResults?: number;
}

/** `/search?q=…`: the search form, then the trips and articles found (public links); without a query, the form. */
export function SearchPage({ query, page, results, pastResults }: SearchPageProps) {
  const { texts } = useSite();
  const { search } = texts;
  return (
    <div className={classes.container}>
      <header className={classes.pageHeader}>
        <h1>{search.title}</h1>
        <SearchForm query={query} />
      </header>
      {pastResults !== undefined && <PastResults query={query} shown={pastResults} />}
      {results?.didYouMean && <DidYouMean suggestion={results.didYouMean} />}
      {results && results.total === 0 && results.articles.length === 0 && <NothingFound query={query} />}
      {results && results.total > 0 && <TripResults query={query} page={page} results={results} />}
      {results && results.articles.length > 0 && (
        <section className={classes.results} aria-labelledby="search-articles">
          <h2 id="search-articles" className={classes.sectionTitle}>
            {search.articles}
          </h2>
          <div className={classes.grid}>
            {results.articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
