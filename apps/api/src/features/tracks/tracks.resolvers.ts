import type { GraphQLContext } from '../../context.js';
import type { Resolvers, TripTrack } from '../../generated/graphql.js';
import { presentTrack } from './tracks.presenters.js';

/** A trip's track, batched per request; the app's trip and the console's trip alike. */
async function trackOf(trip: { trackId: string | null }, ctx: GraphQLContext): Promise<TripTrack | null> {
  if (!trip.trackId) return null;
  const track = await ctx.loaders.trackById.load(trip.trackId);
  return track ? presentTrack(track) : null;
}

export const tracksResolvers: Resolvers = {
  PublishedTrip: { track: (trip, _args, ctx) => trackOf(trip, ctx) },
  EditorTrip: { track: (trip, _args, ctx) => trackOf(trip, ctx) },
};
