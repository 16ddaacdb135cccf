import { type MouseEvent, useEffect } from 'react';
import { saveRedirectPath } from '../../app/session/redirect-path';
import { isAuthenticated } from '../../app/session/session-store';
import { ElevationProfile } from '../../features/trips/elevation-profile';
import { formatCoordinates, StaticStartMap } from '../../ui/static-start-map';
import { ContentLanguageBadge, useTextLang } from '../content-language';
import { ReportLauncher } from '../report/report-launcher';
import classes from '../site.module.css';
import { useSite } from '../site-context';
import type { SiteRating, SiteTripDetail } from '../site-data';
import { SitePicture } from '../site-picture';
import { formatDate, formatNumber, interpolate, languageTag, plural } from '../texts';
import { publicTripLinks } from '../trip-links';
import { ReportButton } from './report-button';
import own from './trip-page.module.css';
import { HikerPhotos, PhotosOnRating } from './trip-photos';

/** The cover is as wide as the page's column (760 px less padding), or the screen on a phone. */
const COVER_SIZES = '(min-width: 760px) 728px, calc(100vw - 32px)';

const SIGN_IN_PATH = '/app/signin';

/** The trip in the app, where the personal actions are. */
function appTripPath(tripId: string): string {
  return `/app/trips/${encodeURIComponent(tripId)}`;
}

/** ★★★★☆ for a score out of 5 (rounded to whole stars), for the eye only. */
function starsOf(score: number): string {
  const whole = Math.round(score);
  return `${'★'.repeat(whole)}${'☆'.repeat(5 - whole)}`;
}

/**
 * A personal action: the trip in the app, whose guard remembers it and asks a signed-out visitor to sign in (or up)
 * first — so the link works before the page is hydrated, without JavaScript here and when opened in a new tab. A
 * plain click on the hydrated page saves a step: it remembers the trip the same way (the app's redirect path) and goes
 * straight to sign-in, which comes back to it.
 */
function SignInAction({ tripId, label, primary = false }: { tripId: string; label: string; primary?: boolean }) {
  const target = appTripPath(tripId);
  const signIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    saveRedirectPath(target);
    window.location.assign(SIGN_IN_PATH);
  };
  return (
    <a href={target} className={primary ? classes.buttonPrimary : classes.buttonDefault} onClick={signIn}>
      {label}
    </a>
  );
}

function Rating({ rating }: { rating: SiteRating }) {
  const { texts, language } = useSite();
  const name = rating.user.shortname;
  return (
    <li className={own.rating}>
      <p className={own.ratingHead}>
        <strong>{name}</strong>
        <span className={own.stars} aria-hidden="true">
          {starsOf(rating.score)}
        </span>
        <span className={classes.visuallyHidden}>{interpolate(texts.tripPage.stars, { value: rating.score })}</span>
        <time dateTime={rating.createdAt} className={own.ratingDate}>
          {formatDate(language, rating.createdAt)}
        </time>
        <ReportButton
          target={{ kind: 'RATING', id: rating._id, author: name, text: rating.text }}
          label={interpolate(texts.tripPage.reportRating, { name })}
        />
      </p>
      {rating.text && <p className={own.ratingText}>{rating.text}</p>}
      {rating.photos.length > 0 && <PhotosOnRating photos={rating.photos} author={name} />}
    </li>
  );
}

/**
 * `/trips/{id}`: a published trip for anybody, without sign-in (and without JavaScript): cover, attributes, the
 * description, a locator map of the start, the hikers' photos and the latest ratings. The personal actions lead to
 * sign-in and back to the trip in the app; someone signed in in this browser goes straight to the app's trip. Anybody
 * can report a rating or a photo here, as a visitor (the site carries no session).
 */
export function TripPage({ trip }: { trip: SiteTripDetail }) {
  const { texts, language, publicUrl } = useSite();
  const { tripPage } = texts;
  const lang = useTextLang(trip.language);

  // Read after hydration, as the server cannot know (session-hint.ts); `replace`, so Back skips this page.
  useEffect(() => {
    if (isAuthenticated()) window.location.replace(appTripPath(trip._id));
  }, [trip._id]);

  const { attributes } = trip;
  const groups = [
    ['duration', [attributes.duration]],
    ['routeType', [attributes.routeType]],
    ['terrain', attributes.terrain],
    ['suitability', attributes.suitability],
    ['accessibility', attributes.accessibility],
    ['gastro', attributes.gastro],
    ['additionalActivities', attributes.additionalActivities],
    ['overnightStay', attributes.overnightStay],
  ] as const;
  const valueName = (value: string) => tripPage.values[value as keyof typeof tripPage.values] ?? value;
  const [publishedBefore, publishedAfter = ''] = tripPage.publishedAt.split('{{date}}');
  const contentHtml = publicTripLinks(trip.contentHtml, publicUrl, language);

  return (
    <ReportLauncher>
      <article className={classes.containerNarrow}>
        <header className={classes.articleHeader}>
          {trip.area && <p className={classes.eyebrow}>{trip.area.name}</p>}
          <h1 lang={lang}>{trip.title}</h1>
          <p className={own.lead} lang={lang}>
            {trip.preview}
          </p>
          <p className={classes.meta}>
            <span>
              {publishedBefore}
              <time dateTime={trip.publishedAt}>{formatDate(language, trip.publishedAt)}</time>
              {publishedAfter}
            </span>
            {trip.author && <span>{interpolate(tripPage.by, { name: trip.author.shortname })}</span>}
            <ContentLanguageBadge textLanguage={trip.language} />
          </p>
        </header>

        {trip.coverImage && (
          <SitePicture
            image={trip.coverImage}
            sizes={COVER_SIZES}
            alt={trip.coverImage.alt}
            width={1200}
            height={750}
            fetchPriority="high"
            className={classes.articleImage}
          />
        )}

        <section className={own.actions} aria-labelledby="trip-actions">
          <h2 id="trip-actions" className={classes.visuallyHidden}>
            {tripPage.actions}
          </h2>
          <div className={classes.actions}>
            <SignInAction tripId={trip._id} label={tripPage.bookmark} primary />
            <SignInAction tripId={trip._id} label={tripPage.finished} />
            <SignInAction tripId={trip._id} label={tripPage.rate} />
          </div>
          <p className={own.hint}>{tripPage.signInHint}</p>
        </section>

        <section className={own.section} aria-labelledby="trip-attributes">
          <h2 id="trip-attributes">{tripPage.attributes}</h2>
          <dl className={own.attributes}>
            <div>
              <dt>{tripPage.length}</dt>
              <dd>{interpolate(texts.trip.lengthKm, { km: formatNumber(language, attributes.lengthKm) })}</dd>
            </div>
            {groups
              .filter(([, values]) => values.length > 0)
              .map(([group, values]) => (
                <div key={group}>
                  <dt>{tripPage.groups[group]}</dt>
                  <dd>{values.map(valueName).join(', ')}</dd>
                </div>
              ))}
          </dl>
        </section>

        <section className={own.section} aria-labelledby="trip-about">
          <h2 id="trip-about">{tripPage.about}</h2>
          <p className={classes.perex} lang={lang}>
            {trip.perex}
          </p>
          {/* Rendered by the API from Markdown and sanitised there (sanitize-html, an allow-list of tags). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by the API. */}
          <div className={classes.prose} lang={lang} dangerouslySetInnerHTML={{ __html: contentHtml }} />
        </section>

        {trip.track && (
          <section className={own.section} aria-labelledby="trip-track">
            <h2 id="trip-track">{tripPage.track.title}</h2>
            <ElevationProfile track={trip.track} texts={tripPage.track} language={languageTag(language)} />
            <p className={own.download}>
              <a href={trip.track.gpxUrl} download className={classes.buttonDefault}>
                {tripPage.track.download}
              </a>
              <span className={own.hint}>{tripPage.track.downloadHint}</span>
            </p>
          </section>
        )}

        <section className={own.section} aria-labelledby="trip-start">
          <h2 id="trip-start">{tripPage.start}</h2>
          <StaticStartMap
            lat={trip.coordinates.lat}
            lng={trip.coordinates.lng}
            label={tripPage.startMapLabel}
            caption={formatCoordinates(trip.coordinates.lat, trip.coordinates.lng)}
          />
          {trip.routeLink && (
            <p>
              <a href={trip.routeLink} target="_blank" rel="noopener noreferrer" className={own.external}>
                {tripPage.openRoute}
              </a>
            </p>
          )}
        </section>

        {trip.hikerPhotos.edges.length > 0 && <HikerPhotos photos={trip.hikerPhotos.edges} />}

        <section className={own.section} aria-labelledby="trip-ratings">
          <h2 id="trip-ratings">{tripPage.ratings}</h2>
          {trip.averageRating === null ? (
            <p>{tripPage.noRatings}</p>
          ) : (
            <p className={own.average}>
              <span className={own.stars} aria-hidden="true">
                {starsOf(trip.averageRating)}
              </span>
              <strong aria-hidden="true">{formatNumber(language, trip.averageRating)}</strong>
              <span className={classes.visuallyHidden}>
                {interpolate(tripPage.average, { value: formatNumber(language, trip.averageRating) })}
              </span>
              <span>({plural(language, texts.trip, 'ratings', trip.ratingsCount)})</span>
            </p>
          )}
          {trip.ratings.edges.length > 0 && (
            <ul className={own.ratings}>
              {trip.ratings.edges.map((rating) => (
                <Rating key={rating._id} rating={rating} />
              ))}
            </ul>
          )}
        </section>
      </article>
    </ReportLauncher>
  );
}
