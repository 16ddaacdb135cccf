import { publicPath } from '../app/i18n/public-path';
import { ContentLanguageBadge, useTextLang } from './content-language';
import classes from './site.module.css';
import { useSite } from './site-context';
import type { SiteArticleSummary, SiteTrip } from './site-data';
import { SitePicture } from './site-picture';
import { formatDate, formatNumber, interpolate, plural } from './texts';

/** A card is a third of the 1140 px container on a wide screen, half from 640 px, the whole width on a phone. */
const CARD_SIZES = '(min-width: 960px) 360px, (min-width: 640px) 50vw, 100vw';

/** A trip of the catalogue: cover, area, length, duration and rating; opens its public page. */
export function TripCard({ trip }: { trip: SiteTrip }) {
  const { texts, language } = useSite();
  const lang = useTextLang(trip.language);
  return (
    <article className={classes.card}>
      {trip.coverImage && (
        <SitePicture
          image={trip.coverImage}
          sizes={CARD_SIZES}
          alt={trip.coverImage.alt}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className={classes.cardImage}
        />
      )}
      <div className={classes.cardBody}>
        {trip.area && <p className={classes.eyebrow}>{trip.area.name}</p>}
        <h3 className={classes.cardTitle} lang={lang}>
          <a href={publicPath(language, `/trips/${trip._id}`)} className={classes.cardLink}>
            {trip.title}
          </a>
        </h3>
        <p className={classes.cardText} lang={lang}>
          {trip.preview}
        </p>
        <p className={classes.meta}>
          <ContentLanguageBadge textLanguage={trip.language} />
          <span>{interpolate(texts.trip.lengthKm, { km: formatNumber(language, trip.attributes.lengthKm) })}</span>
          <span>{texts.trip.duration[trip.attributes.duration]}</span>
          {trip.averageRating === null ? (
            <span>{texts.trip.noRatings}</span>
          ) : (
            <span>
              <span aria-hidden="true">★ {formatNumber(language, trip.averageRating)}</span>
              <span className={classes.visuallyHidden}>
                {interpolate(texts.trip.rating, { rating: formatNumber(language, trip.averageRating) })}
              </span>{' '}
              ({plural(language, texts.trip, 'ratings', trip.ratingsCount)})
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** An article in a list: picture, label, title, perex and date; opens its page in its language, `/blog/{slug}`. */
export function ArticleCard({ article, headingLevel = 3 }: { article: SiteArticleSummary; headingLevel?: 2 | 3 }) {
  const { language } = useSite();
  const lang = useTextLang(article.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      {article.image && (
        <img
          src={article.image.url}
          alt={article.image.alt}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className={classes.cardImage}
        />
      )}
      <div className={classes.cardBody}>
        {article.label && <p className={classes.eyebrow}>{article.label.label}</p>}
        <Heading className={classes.cardTitle} lang={lang}>
          <a href={publicPath(article.language, `/blog/${article.slug}`)} className={classes.cardLink}>
            {article.title}
          </a>
        </Heading>
        <p className={classes.cardText} lang={lang}>
          {article.perex}
        </p>
        <p className={classes.meta}>
          <ContentLanguageBadge textLanguage={article.language} />
          <time dateTime={article.publishedAt}>{formatDate(language, article.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
