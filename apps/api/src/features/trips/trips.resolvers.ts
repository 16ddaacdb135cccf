import type { GraphQLContext } from '../../context.js';
import type { Duration, Region, Resolvers, ResolversParentTypes, Suitability } from '../../generated/graphql.js';
import { publicVariants } from '../../media/media-urls.js';
import { localized, translatedFieldResolvers } from '../../platform/content-language.js';
import { AppError } from '../../platform/errors.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { label } from '../../platform/presenters.js';
import { parseTripId } from './trips.inputs.js';
import { coverImage, ratingAuthor, tripArea, tripAuthor } from './trips.presenters.js';

/** The viewer's bookmark, finish and rating of a trip, batched per request; undefined for a visitor. */
async function viewerState(trip: { id: string }, ctx: GraphQLContext) {
  const viewer = await ctx.optionalViewer();
  return viewer ? ctx.loaders.viewerTripState(viewer.user.id).load(trip.id) : undefined;
}

/** Loads trips by id in the given order (ids of a profile list), skipping any that vanished meanwhile. */
async function tripsInOrder(ids: string[], ctx: GraphQLContext) {
  const rows = await ctx.loaders.tripById.loadMany(ids);
  return rows.filter((row): row is ResolversParentTypes['PublishedTrip'] => Boolean(row) && !(row instanceof Error));
}

/** The trip as it is after the viewer changed it, read afresh. */
async function changedTrip(tripId: string, userId: string, ctx: GraphQLContext) {
  ctx.loaders.tripById.clear(tripId);
  ctx.loaders.viewerTripState(userId).clear(tripId);
  const trip = await ctx.loaders.tripById.load(tripId);
  if (!trip) throw new AppError('INTERNAL_SERVER_ERROR', 'The trip vanished');
  return trip;
}

export const tripsResolvers: Resolvers = {
  Query: {
    publishedTrips: async (_parent, args, ctx) => {
      const result = await ctx.services.trips.publishedPage(ctx.catalogue, args);
      for (const trip of result.edges) ctx.loaders.tripById.prime(trip.id, trip);
      return result;
    },
    publishedTripsResultsCount: (_parent, args, ctx) => ctx.services.trips.resultsCount(ctx.catalogue, args),
    publishedTrip: async (_parent, { id }, ctx) => (await ctx.loaders.tripById.load(parseTripId(id))) ?? null,
    tripsLocations: (_parent, args, ctx) => ctx.services.trips.locations(ctx.catalogue, ctx.language, args),
    recommendedTrips: async (_parent, { limit }, ctx) => {
      const { user } = await ctx.viewer();
      return tripsInOrder(await ctx.services.trips.recommendedIds(user.id, limit), ctx);
    },
    areaSelectOptions: (_parent, _args, ctx) => ctx.services.trips.areaOptions(ctx.language),
    myBookmarkedTrips: async (_parent, { pagination }, ctx) => {
      const { user } = await ctx.viewer();
      const { total, ids } = await ctx.services.trips.bookmarkedIds(user.id, pagination);
      return { total, edges: await tripsInOrder(ids, ctx) };
    },
    myFinishedTrips: async (_parent, { pagination }, ctx) => {
      const { user } = await ctx.viewer();
      const { total, totalKm, ids } = await ctx.services.trips.finishedIds(user.id, pagination);
      return { total, totalKm, edges: await tripsInOrder(ids, ctx) };
    },
    myBookmarkedTripsCount: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).bookmarkedTrips,
    myFinishedTripsCount: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).finishedTrips,
    myTotalKm: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).totalKm,
    myKmByMonth: async (_parent, _args, ctx) => ctx.services.trips.kmByMonth((await ctx.viewer()).user.id),
    myFinishedTripStarts: async (_parent, _args, ctx) =>
      ctx.services.trips.finishedStarts((await ctx.viewer()).user.id, ctx.language),
  },
  Mutation: {
    toggleTripBookmark: async (_parent, { id }, ctx) => {
      const { user } = await ctx.viewer();
      const tripId = await ctx.services.trips.toggleBookmark(ctx.catalogue, user.id, id);
      ctx.loaders.profileCounters.clear(user.id);
      return changedTrip(tripId, user.id, ctx);
    },
    toggleTripFinished: async (_parent, { id }, ctx) => {
      const { user } = await ctx.viewer();
      const tripId = await ctx.services.trips.toggleFinished(ctx.catalogue, user.id, id);
      ctx.loaders.profileCounters.clear(user.id);
      return changedTrip(tripId, user.id, ctx);
    },
    rateTrip: async (_parent, { id, input }, ctx) => {
      const { user } = await ctx.viewer();
      const tripId = await ctx.services.trips.rate(ctx.catalogue, user.id, id, input);
      return changedTrip(tripId, user.id, ctx);
    },
  },
  Subscription: {
    tripRatingAdded: {
      subscribe: async (_parent, { tripId }, ctx) => {
        await ctx.viewer();
        return ctx.services.trips.ratingEvents(tripId);
      },
      resolve: async (payload: { ratingId: string }, _args: unknown, ctx: GraphQLContext) => {
        const rating = await ctx.services.trips.ratingOfEventPayload(payload);
        if (!rating) throw new AppError('INTERNAL_SERVER_ERROR', 'The rating vanished');
        return rating;
      },
    },
  },
  PublishedTrip: {
    _id: (trip) => trip.id,
    ...translatedFieldResolvers(['title', 'preview', 'perex', 'content']),
    coverImage: (trip) => coverImage(trip),
    images: (trip, _args, ctx) => ctx.loaders.galleryByTripId.load(trip.id),
    coordinates: (trip) => ({ lat: trip.lat, lng: trip.lng }),
    area: (trip) => tripArea(trip),
    label: (trip, _args, ctx) => label(trip, ctx.language),
    contentHtml: (trip, _args, ctx) => renderMarkdown(localized(trip, 'content', ctx.language)),
    attributes: (trip) => trip,
    author: (trip) => tripAuthor(trip),
    publishedAt: (trip) => trip.publishedAt ?? trip.createdAt,
    ratingsCount: (trip) => trip.ratingCount,
    isBookmarked: async (trip, _args, ctx) => (await viewerState(trip, ctx))?.isBookmarked ?? false,
    isFinished: async (trip, _args, ctx) => (await viewerState(trip, ctx))?.isFinished ?? false,
    hasRated: async (trip, _args, ctx) => Boolean((await viewerState(trip, ctx))?.myRating),
    myRating: async (trip, _args, ctx) => (await viewerState(trip, ctx))?.myRating ?? null,
    ratings: (trip, args, ctx) => ctx.services.trips.ratingsPage(ctx.catalogue, trip.id, args),
  },
  TripAttributes: {
    duration: (trip) => trip.duration as Duration,
    suitability: (trip) => trip.suitability as Suitability[],
  },
  TripRating: {
    _id: (rating) => rating.id,
    user: (rating, _args, ctx) => ratingAuthor(rating, ctx.language),
  },
  Image: {
    _id: (image) => image.id,
    ...translatedFieldResolvers(['alt']),
    altCs: (image) => image.alt,
    variants: (image) => publicVariants(image.variants),
    focalX: (image) => image.focalX ?? 0.5,
    focalY: (image) => image.focalY ?? 0.5,
  },
  Area: { _id: (area) => area.id, ...translatedFieldResolvers(['name']), region: (area) => area.region as Region },
  TripLabel: { _id: (tripLabel) => tripLabel.id },
  Author: { _id: (author) => author.id },
};
