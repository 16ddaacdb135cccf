import DataLoader from 'dataloader';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { articleBookmarks, articles, finishedTrips, tripBookmarks, trips } from '../../db/schema.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { sharedBatchLoader } from '../../platform/shared-batch.js';
import {
  findGalleries,
  findPublishedTripsByIds,
  findViewerStates,
  type GalleryImage,
  type TripRow,
  type ViewerTripState,
} from './trips.repository.js';

export interface ProfileCounters {
  bookmarkedTrips: number;
  bookmarkedArticles: number;
  finishedTrips: number;
  totalKm: number;
}

/** The four profile counters of a user in one statement. */
async function loadProfileCounters(db: Database, userId: string): Promise<ProfileCounters> {
  const [row] = await db
    .select({
      bookmarkedTrips: sql<number>`(${db
        .select({ n: count() })
        .from(tripBookmarks)
        .innerJoin(trips, eq(trips.id, tripBookmarks.tripId))
        .where(and(eq(tripBookmarks.userId, userId), eq(trips.status, 'PUBLISHED')))})::int`,
      bookmarkedArticles: sql<number>`(${db
        .select({ n: count() })
        .from(articleBookmarks)
        .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
        .where(and(eq(articleBookmarks.userId, userId), eq(articles.status, 'PUBLISHED')))})::int`,
      finishedTrips: sql<number>`count(*)::int`,
      totalKm: sql<number>`coalesce(sum(${trips.lengthKm}), 0)::float8`,
    })
    .from(finishedTrips)
    .innerJoin(trips, eq(trips.id, finishedTrips.tripId))
    .where(and(eq(finishedTrips.userId, userId), eq(trips.status, 'PUBLISHED')));
  return {
    bookmarkedTrips: Number(row?.bookmarkedTrips ?? 0),
    bookmarkedArticles: Number(row?.bookmarkedArticles ?? 0),
    finishedTrips: Number(row?.finishedTrips ?? 0),
    totalKm: Number(row?.totalKm ?? 0),
  };
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Viewers' states of trips for concurrent requests together (every signed-in list asks for them). */
const statesOfAllRequests = sharedBatchLoader<{ userId: string; tripId: string }, ViewerTripState>((pairs, db) =>
  findViewerStates(db, pairs),
);

/** Published trips by id, from the catalogue kept in memory; those not kept yet are read in one statement. */
export function cataloguedTrips(db: Database, catalogue: CatalogueView, ids: readonly string[]) {
  return catalogue.getMany('trip', ids, async (missing) => byId(await findPublishedTripsByIds(db, missing)));
}

/** Per-request loaders of the trips feature: one statement per kind of data, however many trips a page has. */
export function createTripLoaders(db: Database, catalogue: CatalogueView) {
  const viewerStates = new Map<string, DataLoader<string, ViewerTripState>>();
  return {
    tripById: new DataLoader<string, TripRow | undefined>((ids) => cataloguedTrips(db, catalogue, ids)),
    galleryByTripId: new DataLoader<string, GalleryImage[]>(async (ids) => {
      const galleries = await catalogue.getMany('gallery', ids, async (missing) => {
        const rows = await findGalleries(db, missing);
        return new Map(missing.map((id) => [id, rows.filter((row) => row.tripId === id)]));
      });
      return galleries.map((gallery) => gallery ?? []);
    }),
    /** The viewer's bookmark / finished / rating state per trip id. */
    viewerTripState(userId: string): DataLoader<string, ViewerTripState> {
      let loader = viewerStates.get(userId);
      if (!loader) {
        loader = new DataLoader((ids) => statesOfAllRequests(db).loadMany(ids.map((tripId) => ({ userId, tripId }))));
        viewerStates.set(userId, loader);
      }
      return loader;
    },
    profileCounters: new DataLoader<string, ProfileCounters>((userIds) =>
      Promise.all(userIds.map((userId) => loadProfileCounters(db, userId))),
    ),
  };
}
