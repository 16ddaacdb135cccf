import { ArticleCard, TripCard } from '../cards';
import { NewsletterForm } from '../newsletter-form';
import { SearchForm } from '../search-form';
import { useSignedIn } from '../session-hint';
import classes from '../site.module.css';
import { useSite, useSitePath } from '../site-context';
import type { NewsletterOutcome, SiteArticleSummary, SiteTrip } from '../site-data';

interface LandingPageProps {
  trips: SiteTrip[];
  articles: SiteArticleSummary[];
  newsletter: NewsletterOutcome | null;
}

/** `/`: what Toulky is, the search, real trips and fresh articles, the newsletter, and the ways into the app. */
export function LandingPage({ trips, articles, newsletter }: LandingPageProps) {
  const { texts } = useSite();
  const at = useSitePath();
  const signedIn = useSignedIn();
  const { landing } = texts;
  return (
    <>
      <section className={classes.hero} aria-labelledby="landing-title">
        <div className={classes.container}>
          <h1 id="landing-title" className={classes.heroTitle}>
            {landing.title}
          </h1>
          <p className={classes.heroLead}>{landing.lead}</p>
          <SearchForm />
          <div className={classes.actions}>
            <a href={signedIn ? '/app/trips' : '/app/signup'} className={classes.buttonPrimary}>
              {signedIn ? landing.openApp : landing.start}
            </a>
            {!signedIn && (
              <a href="/app/signin" className={classes.buttonLight}>
                {landing.signIn}
              </a>
            )}
          </div>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="landing-features">
        <div className={classes.container}>
          <h2 id="landing-features" className={classes.sectionTitle}>
            {landing.featuresTitle}
          </h2>
          <ul className={classes.features}>
            {(['find', 'map', 'log'] as const).map((key) => (
              <li key={key}>
                <h3>{landing.features[key].title}</h3>
                <p>{landing.features[key].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {trips.length > 0 && (
        <section className={classes.sectionTinted} aria-labelledby="landing-trips">
          <div className={classes.container}>
            <h2 id="landing-trips" className={classes.sectionTitle}>
              {landing.tripsTitle}
            </h2>
            <p className={classes.sectionLead}>{landing.tripsLead}</p>
            <div className={classes.grid}>
              {trips.map((trip) => (
                <TripCard key={trip._id} trip={trip} />
              ))}
            </div>
            <p className={classes.more}>
              <a href="/app/trips">{landing.allTrips}</a>
            </p>
          </div>
        </section>
      )}

      {articles.length > 0 && (
        <section className={classes.section} aria-labelledby="landing-articles">
          <div className={classes.container}>
            <h2 id="landing-articles" className={classes.sectionTitle}>
              {landing.articlesTitle}
            </h2>
            <div className={classes.grid}>
              {articles.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </div>
            <p className={classes.more}>
              <a href={at('/blog')}>{landing.allArticles}</a>
            </p>
          </div>
        </section>
      )}

      <section className={classes.sectionTinted} aria-labelledby="newsletter-title" id="newsletter">
        <div className={classes.containerNarrow}>
          <NewsletterForm outcome={newsletter} />
        </div>
      </section>
    </>
  );
}
