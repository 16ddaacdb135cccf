import classes from '../site.module.css';
import { useSite } from '../site-context';
import type { SitePhoto } from '../site-data';
import { SitePicture } from '../site-picture';
import { formatDate, interpolate } from '../texts';
import { ReportButton } from './report-button';
import own from './trip-page.module.css';

/** "From hikers": three across the page's column (728 px less the gaps), two across a phone. */
const STRIP_SIZES = '(min-width: 760px) 232px, calc(50vw - 24px)';
/** A rating's photos: small tiles in a row. */
const TILE_SIZES = '120px';

/**
 * A hiker's photo: its AVIF, WebP and JPEG renditions in the box its size gives it (no shift when it loads), loaded
 * as it nears the screen (it is always below the fold), opening large as the plain 1600 px JPEG — a link, so no
 * script. Its alt is the caption; the link also says whose photo it enlarges, which a photo without caption needs.
 */
function TripPhoto({ photo, sizes, tile = false }: { photo: SitePhoto; sizes: string; tile?: boolean }) {
  const { texts, language } = useSite();
  const { tripPage } = texts;
  const name = photo.user.shortname;
  return (
    <figure className={tile ? own.tile : own.photo}>
      <a href={photo.image.url} className={own.photoLink}>
        <span className={classes.visuallyHidden}>{interpolate(tripPage.openPhoto, { name })}</span>
        <SitePicture
          image={photo.image}
          sizes={sizes}
          alt={photo.caption}
          width={photo.image.width ?? 4}
          height={photo.image.height ?? 3}
          loading="lazy"
          decoding="async"
          className={own.photoImage}
        />
      </a>
      <figcaption className={own.photoCaption}>
        {photo.caption && <span className={own.photoText}>{photo.caption}</span>}
        {!tile && (
          <span className={own.photoMeta}>
            {name} · <time dateTime={photo.createdAt}>{formatDate(language, photo.createdAt)}</time>
          </span>
        )}
        <ReportButton
          target={{ kind: 'HIKER_PHOTO', id: photo._id, author: name, photo }}
          label={interpolate(tripPage.reportPhoto, { name })}
        />
      </figcaption>
    </figure>
  );
}

/** "Od turistů" / "From hikers": the latest photos on the trip's visible ratings. */
export function HikerPhotos({ photos }: { photos: SitePhoto[] }) {
  const { tripPage } = useSite().texts;
  return (
    <section className={own.section} aria-labelledby="trip-hiker-photos">
      <h2 id="trip-hiker-photos">{tripPage.hikerPhotos}</h2>
      <p className={own.hint}>{tripPage.hikerPhotosLead}</p>
      <ul className={own.photos}>
        {photos.map((photo) => (
          <li key={photo._id}>
            <TripPhoto photo={photo} sizes={STRIP_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A rating's own photos, in the hiker's order, under its text. */
export function PhotosOnRating({ photos, author }: { photos: SitePhoto[]; author: string }) {
  const { tripPage } = useSite().texts;
  return (
    <ul className={own.tiles} aria-label={interpolate(tripPage.photosOnRating, { name: author })}>
      {photos.map((photo) => (
        <li key={photo._id}>
          <TripPhoto photo={photo} sizes={TILE_SIZES} tile />
        </li>
      ))}
    </ul>
  );
}
