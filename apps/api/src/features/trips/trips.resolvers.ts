import type { GraphQLContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { Duration, Region, Resolvers, Suitability } from '../../generated/graphql.js';
import { publicVariants } from '../../media/media-urls.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import type { LatLng } from '../../platform/geo.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { PAGE_SIZES, type Page, parsePagination } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import {
  findBookmarkedTripIds,
  findFinishedTripIds,
  findFinishedTripStarts,
  findKmByMonth,
  toggleBookmark,
  toggleFinished,
  upsertRating,
} from './trip-activity.repository.js';
import { cachedTripLocations, locationsNear } from './trip-locations.cache.js';
import { findRecommendedTripIds } from './trip-recommendations.js';
import { tripOrder, tripWhere } from './trips.filters.js';
import {
  maxDistanceKm,
  rateTripInput,
  ratingSortInput,
  type TripFilterInput,
  type TripSortInput,
  tripFilterInput,
  tripIdInput,
  tripSortInput,
  withoutNulls,
} from './trips.inputs.js';
import { parseNear } from './trips.near.js';
import { coverImage, label, shortname } from './trips.presenters.js';
import {
  countTrips,
  findAreaOptions,
  findRatingById,
  findRatingsPage,
  findTripsPage,
  nearestTripsPageQuery,
  type RatingRow,
  type TripRow,
} from './trips.repository.js';

/** How a rating of a deleted account is signed, in the request's language (spec §3: "Deleted user"). */
const DELETED_USER = { cs_CZ: 'Smazaný uživatel', en_US: 'Deleted user' } as const;
const MAX_RECOMMENDED = 20;

function parseTripId(id: string, field = 'id'): string {
  const result = tripIdInput.safeParse(id);
  if (!result.success) throw badUserInput([fieldError(field, 'INVALID_VALUE')]);
  return result.data;
}

async function viewerState(trip: TripRow, ctx: GraphQLContext) {
  const viewer = await ctx.optionalViewer();
  return viewer ? ctx.loaders.viewerTripState(viewer.user.id).load(trip.id) : undefined;
}

/** Loads trips by id in the given order (ids of a profile list), skipping any that vanished meanwhile. */
async function tripsInOrder(ids: string[], ctx: GraphQLContext): Promise<TripRow[]> {
  const rows = await ctx.loaders.tripById.loadMany(ids);
  return rows.filter((row): row is TripRow => Boolean(row) && !(row instanceof Error));
}

/** The trip as it is after a change, read afresh. */
async function freshTrip(id: string, ctx: GraphQLContext, userId: string): Promise<TripRow> {
  ctx.catalogue.refresh();
  ctx.loaders.tripById.clear(id);
  ctx.loaders.viewerTripState(userId).clear(id);
  const trip = await ctx.loaders.tripById.load(id);
  if (!trip) throw new AppError('INTERNAL_SERVER_ERROR', 'The trip vanished');
  return trip;
}

/**
 * How many published trips match, kept with the catalogue (the filter dialog asks on every change); counts around a
 * person's position are not kept.
 */
function countTripsKept(
  db: Database,
  catalogue: CatalogueView,
  filter: TripFilterInput,
  near?: LatLng,
): Promise<number> {
  if (near) return countTrips(db, tripWhere(filter, near));
  return catalogue.get(`trips:count:${JSON.stringify(filter)}`, () => countTrips(db, tripWhere(filter)));
}

/** A page of the published list in the asked order; nearest first has a query of its own. */
function findPublishedTripsPage(
  db: Database,
  filter: TripFilterInput,
  sort: TripSortInput,
  page: Page,
  near: LatLng | undefined,
): Promise<TripRow[]> {
  const where = tripWhere(filter, near);
  if (sort.field === 'DISTANCE') {
    if (!near) throw badUserInput([fieldError('near', 'REQUIRED')]);
    return nearestTripsPageQuery(db, where, page, near).execute();
  }
  return findTripsPage(db, where, tripOrder({ ...sort, field: sort.field }), page, near);
}

function notFound(): AppError {
  return badUserInput([fieldError('id', 'INVALID_VALUE')]);
}

/**
 * A rating event reaches every watcher of the trip connected to this process as the same payload object (one
 * NOTIFY, one dispatched event), so the rating is read once per event, not once per watcher: 300 watchers were 300
 * identical queries. The entry goes with the payload; nothing outlives the event.
 */
const ratingOfEvent = new WeakMap<object, Promise<RatingRow | undefined>>();

export const tripsResolvers: Resolvers = {
  Query: {
    publishedTrips: async (_parent, args, ctx) => {
      const filter = parseInput(tripFilterInput, withoutNulls(args.filter));
      const sort = parseInput(tripSortInput, withoutNulls(args.sort));
      const page = parsePagination(args.pagination, PAGE_SIZES.trips);
      const near = parseNear(args.near, { filter, sort });
      const { db } = ctx.services;
      const { catalogue } = ctx;
      const load = async () => {
        const [total, edges] = await Promise.all([
          countTripsKept(db, catalogue, filter, near),
          findPublishedTripsPage(db, filter, sort, page, near),
        ]);
        return { total, edges };
      };
      // A list around a person's position is theirs alone: kept, it would only push shared lists out.
      const result = near
        ? await load()
        : await catalogue.get(`trips:page:${JSON.stringify([filter, sort, page])}`, load);
      for (const trip of result.edges) ctx.loaders.tripById.prime(trip.id, trip);
      return result;
    },
    publishedTripsResultsCount: (_parent, args, ctx) => {
      const filter = parseInput(tripFilterInput, withoutNulls(args.filter));
      return countTripsKept(ctx.services.db, ctx.catalogue, filter, parseNear(args.near, { filter }));
    },
    publishedTrip: async (_parent, { id }, ctx) => (await ctx.loaders.tripById.load(parseTripId(id))) ?? null,
    tripsLocations: async (_parent, args, ctx) => {
      const maxKm = args.maxDistanceKm ?? undefined;
      const near = parseNear(args.near, { maxDistanceKm: maxKm });
      const locations = await cachedTripLocations(ctx.services.db, ctx.catalogue, ctx.language);
      if (!near) return locations;
      return locationsNear(locations, near, maxKm === undefined ? undefined : parseInput(maxDistanceKm, maxKm));
    },
    recommendedTrips: async (_parent, { limit }, ctx) => {
      const { user } = await ctx.viewer();
      const size = Math.min(Math.max(limit ?? 10, 1), MAX_RECOMMENDED);
      return tripsInOrder(await findRecommendedTripIds(ctx.services.db, user.id, size), ctx);
    },
    areaSelectOptions: async (_parent, _args, ctx) =>
      (await findAreaOptions(ctx.services.db)).map((area) => ({ value: area.id, label: area.name })),
    myBookmarkedTrips: async (_parent, { pagination }, ctx) => {
      const { user } = await ctx.viewer();
      const page = parsePagination(pagination, PAGE_SIZES.profile);
      const { total, ids } = await findBookmarkedTripIds(ctx.services.db, user.id, page);
      return { total, edges: await tripsInOrder(ids, ctx) };
    },
    myFinishedTrips: async (_parent, { pagination }, ctx) => {
      const { user } = await ctx.viewer();
      const page = parsePagination(pagination, PAGE_SIZES.profile);
      const { total, totalKm, ids } = await findFinishedTripIds(ctx.services.db, user.id, page);
      return { total, totalKm, edges: await tripsInOrder(ids, ctx) };
    },
    myBookmarkedTripsCount: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).bookmarkedTrips,
    myFinishedTripsCount: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).finishedTrips,
    myTotalKm: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).totalKm,
    myKmByMonth: async (_parent, _args, ctx) => findKmByMonth(ctx.services.db, (await ctx.viewer()).user.id),
    myFinishedTripStarts: async (_parent, _args, ctx) => {
      const rows = await findFinishedTripStarts(ctx.services.db, (await ctx.viewer()).user.id);
      return rows.map(({ tripId, title, lat, lng, finishedAt }) => ({
        tripId,
        title,
        coordinates: { lat, lng },
        finishedAt,
      }));
    },
  },
  Mutation: {
    toggleTripBookmark: async (_parent, { id }, ctx) => {
      const { user } = await ctx.viewer();
      const tripId = parseTripId(id);
      if (!(await toggleBookmark(ctx.services.db, user.id, tripId))) throw notFound();
      ctx.loaders.profileCounters.clear(user.id);
      return freshTrip(tripId, ctx, user.id);
    },
    toggleTripFinished: async (_parent, { id }, ctx) => {
      const { user } = await ctx.viewer();
      const tripId = parseTripId(id);
      if (!(await toggleFinished(ctx.services.db, user.id, tripId))) throw notFound();
      ctx.loaders.profileCounters.clear(user.id);
      return freshTrip(tripId, ctx, user.id);
    },
    rateTrip: async (_parent, { id, input }, ctx) => {
      const { user } = await ctx.viewer();
      const tripId = parseTripId(id);
      const rating = parseInput(rateTripInput, input);
      const saved = await upsertRating(ctx.services.db, user.id, tripId, rating);
      if (!saved) throw notFound();
      // A hidden rating stays hidden when its author changes it: nobody watching the trip hears of it.
      if (!saved.hidden) ctx.services.pubsub.publish('trip:rating', tripId, { ratingId: saved.id });
      return freshTrip(tripId, ctx, user.id);
    },
  },
  Subscription: {
    tripRatingAdded: {
      subscribe: async (_parent, { tripId }, ctx) => {
        await ctx.viewer();
        return ctx.services.pubsub.subscribe('trip:rating', parseTripId(tripId, 'tripId'));
      },
      resolve: async (payload: { ratingId: string }, _args: unknown, ctx: GraphQLContext) => {
        let reading = ratingOfEvent.get(payload);
        if (!reading) {
          reading = findRatingById(ctx.services.db, payload.ratingId);
          ratingOfEvent.set(payload, reading);
        }
        const rating = await reading;
        if (!rating) throw new AppError('INTERNAL_SERVER_ERROR', 'The rating vanished');
        return rating;
      },
    },
  },
  PublishedTrip: {
    _id: (trip) => trip.id,
    coverImage: (trip) => coverImage(trip),
    images: (trip, _args, ctx) => ctx.loaders.galleryByTripId.load(trip.id),
    coordinates: (trip) => ({ lat: trip.lat, lng: trip.lng }),
    area: (trip) =>
      trip.areaId && trip.areaName ? { id: trip.areaId, name: trip.areaName, region: trip.areaRegion ?? '' } : null,
    label: (trip, _args, ctx) => label(trip, ctx),
    contentHtml: (trip) => renderMarkdown(trip.content),
    attributes: (trip) => trip,
    author: (trip) =>
      trip.authorId && trip.authorStatus === 'ACTIVE'
        ? { id: trip.authorId, shortname: shortname(trip.authorFirstname, trip.authorLastname) }
        : null,
    publishedAt: (trip) => trip.publishedAt ?? trip.createdAt,
    ratingsCount: (trip) => trip.ratingCount,
    isBookmarked: async (trip, _args, ctx) => (await viewerState(trip, ctx))?.isBookmarked ?? false,
    isFinished: async (trip, _args, ctx) => (await viewerState(trip, ctx))?.isFinished ?? false,
    hasRated: async (trip, _args, ctx) => Boolean((await viewerState(trip, ctx))?.myRating),
    myRating: async (trip, _args, ctx) => (await viewerState(trip, ctx))?.myRating ?? null,
    ratings: (trip, args, ctx) => {
      const sort = parseInput(ratingSortInput, withoutNulls(args.sort));
      const page = parsePagination(args.pagination, PAGE_SIZES.ratings);
      return ctx.catalogue.get(`ratings:${JSON.stringify([trip.id, sort, page])}`, () =>
        findRatingsPage(ctx.services.db, trip.id, sort, page),
      );
    },
  },
  TripAttributes: {
    duration: (trip) => trip.duration as Duration,
    suitability: (trip) => trip.suitability as Suitability[],
  },
  TripRating: {
    _id: (rating) => rating.id,
    user: (rating: RatingRow, _args, ctx) => {
      const deleted = rating.userStatus === 'DELETED';
      const deletedName = DELETED_USER[ctx.language];
      const name = deleted ? deletedName : shortname(rating.userFirstname, rating.userLastname);
      const initials = deleted
        ? '?'
        : `${rating.userFirstname?.charAt(0) ?? ''}${rating.userLastname?.charAt(0) ?? ''}`.toUpperCase();
      return { _id: rating.userId, shortname: name || deletedName, initials: initials || '?' };
    },
  },
  Image: {
    _id: (image) => image.id,
    variants: (image) => publicVariants(image.variants),
    focalX: (image) => image.focalX ?? 0.5,
    focalY: (image) => image.focalY ?? 0.5,
  },
  Area: { _id: (area) => area.id, region: (area) => area.region as Region },
  TripLabel: { _id: (tripLabel) => tripLabel.id },
  Author: { _id: (author) => author.id },
};
