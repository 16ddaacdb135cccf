import type { StoredImageVariant } from '../../db/schema.js';
import type { Language } from '../../platform/language.js';
import {
  type AreaModel,
  type AuthorModel,
  areaModel,
  type ImageModel,
  joinedImage,
  shortname,
} from '../../platform/presenters.js';
import type { RatingRow } from './trips.repository.js';

/** How a rating of a deleted account is signed (spec §3: "Deleted user"). */
const DELETED_USER = { cs_CZ: 'Smazaný uživatel', en_US: 'Deleted user' } as const;

/** A trip's cover joined into its row (`cover*` columns), or null when it has none. */
export function coverImage(row: {
  coverImageId: string | null;
  coverUrl: string | null;
  coverAlt: string | null;
  coverAltEn: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverVariants: StoredImageVariant[] | null;
  coverFocalX?: number | null;
  coverFocalY?: number | null;
}): ImageModel | null {
  return joinedImage({
    id: row.coverImageId,
    url: row.coverUrl,
    alt: row.coverAlt,
    altEn: row.coverAltEn,
    width: row.coverWidth,
    height: row.coverHeight,
    variants: row.coverVariants,
    focalX: row.coverFocalX,
    focalY: row.coverFocalY,
  });
}

/** A trip's area from its joined columns, or null when it has none. */
export function tripArea(trip: {
  areaId: string | null;
  areaName: string | null;
  areaNameEn: string | null;
  areaRegion: string | null;
}): AreaModel | null {
  return trip.areaId && trip.areaName
    ? areaModel({ id: trip.areaId, name: trip.areaName, nameEn: trip.areaNameEn, region: trip.areaRegion ?? '' })
    : null;
}

/** The trip's author as the app names them, or null once the account is no longer active. */
export function tripAuthor(trip: {
  authorId: string | null;
  authorStatus: string | null;
  authorFirstname: string | null;
  authorLastname: string | null;
}): AuthorModel | null {
  return trip.authorId && trip.authorStatus === 'ACTIVE'
    ? { id: trip.authorId, shortname: shortname(trip.authorFirstname, trip.authorLastname) }
    : null;
}

/** Who wrote a rating, as the app shows them: "Jana N." and "JN", or "Deleted user" and "?" in the given language. */
export function ratingAuthor(
  rating: Pick<RatingRow, 'userId' | 'userFirstname' | 'userLastname' | 'userStatus'>,
  language: Language,
) {
  const deleted = rating.userStatus === 'DELETED';
  const deletedName = DELETED_USER[language];
  const name = deleted ? deletedName : shortname(rating.userFirstname, rating.userLastname);
  const initials = deleted
    ? '?'
    : `${rating.userFirstname?.charAt(0) ?? ''}${rating.userLastname?.charAt(0) ?? ''}`.toUpperCase();
  return { _id: rating.userId, shortname: name || deletedName, initials: initials || '?' };
}
