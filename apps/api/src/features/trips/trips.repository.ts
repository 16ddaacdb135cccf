import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { distanceKmOf, nearestFirst } from '../../db/geo.js';
import { preparedStatement, uuidArray } from '../../db/raw.js';
import {
  areas,
  finishedTrips,
  images,
  labels,
  tripBookmarks,
  tripImages,
  tripRatings,
  trips,
  users,
} from '../../db/schema.js';
import { hasEnglishText } from '../../platform/content-language.js';
import type { LatLng } from '../../platform/geo.js';
import type { Page } from '../../platform/pagination.js';

export const cover = alias(images, 'cover');
export const author = alias(users, 'author');

/**
 * A trip's start, length, route type and duration as never null: a draft may lack them, but the `trips_complete`
 * check keeps every trip that was ever submitted, scheduled or published whole, and only those reach the app.
 */
export const completeTripColumns = {
  lat: sql`${trips.lat}`.mapWith(trips.lat),
  lng: sql`${trips.lng}`.mapWith(trips.lng),
  lengthKm: sql`${trips.lengthKm}`.mapWith(trips.lengthKm),
  routeType: sql`${trips.routeType}`.mapWith(trips.routeType),
  duration: sql`${trips.duration}`.mapWith(trips.duration),
};

/**
 * Every column of trips but what only the database reads: the start as a globe point (distance functions), the words
 * for search and the nearest municipality's id (features/search).
 */
export const {
  startPoint: _startPoint,
  searchVector: _searchVector,
  nearestCityId: _nearestCityId,
  ...tripTableColumns
} = getTableColumns(trips);

/** What every list shows of a trip's area, label, cover and author, joined (`cover`, `author`) in the same statement. */
export const tripJoinedColumns = {
  areaName: areas.name,
  areaNameEn: areas.nameEn,
  areaRegion: areas.region,
  labelCs: labels.labelCs,
  labelEn: labels.labelEn,
  labelColor: labels.color,
  coverUrl: cover.url,
  coverAlt: cover.alt,
  coverAltEn: cover.altEn,
  coverWidth: cover.width,
  coverHeight: cover.height,
  coverVariants: cover.variants,
  coverFocalX: cover.focalX,
  coverFocalY: cover.focalY,
  authorFirstname: author.firstname,
  authorLastname: author.lastname,
  authorStatus: author.status,
};

/** A published trip with what every list shows. */
const tripColumns = { ...tripTableColumns, ...completeTripColumns, ...tripJoinedColumns };

/** The trips with their distance from `near` when a list has one. */
function selectTrips(db: Database, near?: LatLng) {
  return db
    .select({
      ...tripColumns,
      distanceKm: (near ? distanceKmOf(trips.startPoint, near) : sql`NULL::float8`) as SQL<number | null>,
    })
    .from(trips)
    .leftJoin(areas, eq(areas.id, trips.areaId))
    .leftJoin(labels, eq(labels.id, trips.labelId))
    .leftJoin(cover, eq(cover.id, trips.coverImageId))
    .leftJoin(author, eq(author.id, trips.authorId));
}

export type TripRow = Awaited<ReturnType<ReturnType<typeof selectTrips>['execute']>>[number];

/** One page of trips as a query, so tests can EXPLAIN exactly what the API runs. */
export function tripsPageQuery(db: Database, where: SQL | undefined, order: SQL[], page: Page, near?: LatLng) {
  return selectTrips(db, near)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * One page of trips nearest first. The start point index serves only an ORDER BY of the distance alone, so the
 * nearest trips up to the end of the page (and every trip as near as the last of them: WITH TIES) are picked by the
 * index, and just those are ordered by distance and then id, so trips starting at the same place never repeat or go
 * missing between pages.
 */
export function nearestTripsPageQuery(db: Database, where: SQL | undefined, page: Page, near: LatLng) {
  const distance = nearestFirst(trips.startPoint, near);
  const nearest = sql`(SELECT ${trips.id} AS id, ${distance} AS chord FROM ${trips} WHERE ${where}
    ORDER BY ${distance} FETCH FIRST (${page.offset + page.limit}::int) ROWS WITH TIES) AS nearest`;
  return selectTrips(db, near)
    .innerJoin(nearest, sql`nearest.id = ${trips.id}`)
    .orderBy(sql`nearest.chord`, asc(trips.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findTripsPage(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  near?: LatLng,
): Promise<TripRow[]> {
  return tripsPageQuery(db, where, order, page, near).execute();
}

export async function countTrips(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(trips).where(where);
  return row?.total ?? 0;
}

export function findPublishedTripsByIds(db: Database, ids: readonly string[]): Promise<TripRow[]> {
  return selectTrips(db).where(and(inArray(trips.id, [...ids]), eq(trips.status, 'PUBLISHED')));
}

/** The gallery images of several trips, in order. */
export async function findGalleries(db: Database, tripIds: readonly string[]) {
  const rows = await db
    .select({
      tripId: tripImages.tripId,
      id: images.id,
      url: images.url,
      alt: images.alt,
      altEn: images.altEn,
      width: images.width,
      height: images.height,
      variants: images.variants,
      focalX: images.focalX,
      focalY: images.focalY,
    })
    .from(tripImages)
    .innerJoin(images, eq(images.id, tripImages.imageId))
    .where(inArray(tripImages.tripId, [...tripIds]))
    .orderBy(asc(tripImages.tripId), asc(tripImages.position));
  return rows.map((row) => ({ ...row, hasEnglish: hasEnglishText(row.altEn) }));
}

export type GalleryImage = Awaited<ReturnType<typeof findGalleries>>[number];

const ratingColumns = {
  id: tripRatings.id,
  tripId: tripRatings.tripId,
  score: tripRatings.score,
  text: tripRatings.text,
  createdAt: tripRatings.createdAt,
  userId: tripRatings.userId,
  userFirstname: users.firstname,
  userLastname: users.lastname,
  userStatus: users.status,
};

export type RatingRow = {
  id: string;
  tripId: string;
  score: number;
  text: string;
  createdAt: Date;
  userId: string;
  userFirstname: string | null;
  userLastname: string | null;
  userStatus: string;
};

export interface ViewerTripState {
  tripId: string;
  isBookmarked: boolean;
  isFinished: boolean;
  myRating: RatingRow | null;
}

/**
 * Users' relations to trips in one statement, for any number of (user, trip) pairs: bookmarked, finished and their
 * rating (with its author columns, so `myRating.user` needs nothing more). One answer per pair, in order.
 */
const viewerStates = preparedStatement((db) =>
  db
    .select({
      user_id: sql<string>`k.user_id`,
      trip_id: sql<string>`k.trip_id`,
      bookmarked: sql<boolean>`b.trip_id IS NOT NULL`,
      finished: sql<boolean>`f.trip_id IS NOT NULL`,
      rating_id: sql<string | null>`r.id`,
      score: sql<number | null>`r.score`,
      text: sql<string | null>`r.text`,
      created_at: sql<Date | string | null>`r.created_at`,
      firstname: sql<string | null>`u.firstname`,
      lastname: sql<string | null>`u.lastname`,
      status: sql<string | null>`u.status`,
    })
    .from(
      sql`unnest(${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('tripIds')}::uuid[]) AS k(user_id, trip_id)
        LEFT JOIN ${tripBookmarks} b ON b.user_id = k.user_id AND b.trip_id = k.trip_id
        LEFT JOIN ${finishedTrips} f ON f.user_id = k.user_id AND f.trip_id = k.trip_id
        LEFT JOIN ${tripRatings} r ON r.user_id = k.user_id AND r.trip_id = k.trip_id
        LEFT JOIN ${users} u ON u.id = k.user_id`,
    )
    .prepare('viewer_trip_states'),
);

export async function findViewerStates(
  db: Database,
  pairs: ReadonlyArray<{ userId: string; tripId: string }>,
): Promise<ViewerTripState[]> {
  const rows = await viewerStates(db).execute({
    userIds: uuidArray(pairs.map((pair) => pair.userId)),
    tripIds: uuidArray(pairs.map((pair) => pair.tripId)),
  });
  const byPair = new Map(rows.map((row) => [`${row.user_id}:${row.trip_id}`, row]));
  return pairs.map(({ userId, tripId }): ViewerTripState => {
    const row = byPair.get(`${userId}:${tripId}`);
    return {
      tripId,
      isBookmarked: Boolean(row?.bookmarked),
      isFinished: Boolean(row?.finished),
      myRating:
        row?.rating_id && row.score !== null && row.created_at
          ? {
              id: row.rating_id,
              tripId,
              score: row.score,
              text: row.text ?? '',
              createdAt: new Date(row.created_at),
              userId,
              userFirstname: row.firstname,
              userLastname: row.lastname,
              userStatus: row.status ?? 'ACTIVE',
            }
          : null,
    };
  });
}

/** The trip's ratings anybody may see: a moderator's hidden ones are in no public list. */
export async function findRatingsPage(
  db: Database,
  tripId: string,
  sort: { field: 'createdAt' | 'score'; direction: 'ASC' | 'DESC' },
  page: Page,
): Promise<{ total: number; edges: RatingRow[] }> {
  const direction = sort.direction === 'ASC' ? asc : desc;
  const visible = and(eq(tripRatings.tripId, tripId), isNull(tripRatings.hiddenAt));
  const [totalRow] = await db.select({ total: count() }).from(tripRatings).where(visible);
  const edges = await db
    .select(ratingColumns)
    .from(tripRatings)
    .innerJoin(users, eq(users.id, tripRatings.userId))
    .where(visible)
    .orderBy(direction(tripRatings[sort.field]), direction(tripRatings.createdAt), direction(tripRatings.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, edges };
}

export async function findRatingById(db: Database, id: string): Promise<RatingRow | undefined> {
  const [row] = await db
    .select(ratingColumns)
    .from(tripRatings)
    .innerJoin(users, eq(users.id, tripRatings.userId))
    .where(eq(tripRatings.id, id));
  return row;
}

/** Every published trip with the few columns the map needs. */
export function findTripLocations(db: Database) {
  return db
    .select({
      id: trips.id,
      title: trips.title,
      preview: trips.preview,
      titleEn: trips.titleEn,
      previewEn: trips.previewEn,
      hasEnglish: trips.hasEnglish,
      lat: completeTripColumns.lat,
      lng: completeTripColumns.lng,
      lengthKm: completeTripColumns.lengthKm,
      duration: completeTripColumns.duration,
      suitability: trips.suitability,
      averageRating: trips.averageRating,
      labelId: trips.labelId,
      labelCs: labels.labelCs,
      labelEn: labels.labelEn,
      labelColor: labels.color,
      coverId: cover.id,
      coverUrl: cover.url,
      coverAlt: cover.alt,
      coverAltEn: cover.altEn,
      coverWidth: cover.width,
      coverHeight: cover.height,
      coverVariants: cover.variants,
    })
    .from(trips)
    .leftJoin(labels, eq(labels.id, trips.labelId))
    .leftJoin(cover, eq(cover.id, trips.coverImageId))
    .where(eq(trips.status, 'PUBLISHED'))
    .orderBy(desc(trips.publishedAt), desc(trips.id));
}

export type TripLocationRow = Awaited<ReturnType<typeof findTripLocations>>[number];

export function findAreaOptions(db: Database) {
  return db.select({ id: areas.id, name: areas.name, nameEn: areas.nameEn, region: areas.region }).from(areas);
}
