import type { TrackRow } from './tracks.repository.js';

/** Where a track's file is downloaded (tracks.routes.ts); a new upload is a new id, so the address never goes stale. */
function trackDownloadPath(trackId: string): string {
  return `/media/tracks/${trackId}.gpx`;
}

/** A stored track as GraphQL's `TripTrack`. */
export function presentTrack(track: TrackRow) {
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
