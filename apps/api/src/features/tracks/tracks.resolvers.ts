import type { GraphQLContext } from '../../context.js';
import type { Resolvers, TripTrack } from '../../generated/graphql.js';
import type { TrackRow } from './tracks.repository.js';

/** Where a track's file is downloaded (tracks.routes.ts); a new upload is a new id, so the address never goes stale. */
export function trackDownloadPath(trackId: string): string {
  return `/media/tracks/${trackId}.gpx`;
}

function presentTrack(track: TrackRow): TripTrack {
  return {
    _id: track.id,
    lengthKm: track.lengthKm,
    elevationGain: track.elevationGain,
    elevationLoss: track.elevationLoss,
    lowestPoint: track.lowestPoint,
    highestPoint: track.highestPoint,
    line: track.line,
    profile: track.profile,
    gpxUrl: trackDownloadPath(track.id),
  };
}

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
