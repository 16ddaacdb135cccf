import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tracks, trips } from '../../db/schema.js';
import type { TrackSummary } from './tracks.gpx.js';

/** Every column but the file itself, which only its download reads. */
const { gpx: _file, ...summaryColumns } = getTableColumns(tracks);

export type TrackRow = Awaited<ReturnType<typeof findTracks>>[number];

type Writer = Pick<Database, 'insert'>;

/** Stores an uploaded file with what was worked out from it. */
export async function insertTrack(
  db: Writer,
  values: { gpx: string; fileName: string; summary: TrackSummary; uploadedById: string | null },
) {
  const { summary } = values;
  const [row] = await db
    .insert(tracks)
    .values({
      gpx: values.gpx,
      fileName: values.fileName,
      lengthKm: summary.lengthKm,
      elevationGain: summary.elevationGain,
      elevationLoss: summary.elevationLoss,
      lowestPoint: summary.lowestPoint,
      highestPoint: summary.highestPoint,
      startLat: summary.start.lat,
      startLng: summary.start.lng,
      pointCount: summary.pointCount,
      line: summary.line,
      profile: summary.profile,
      uploadedById: values.uploadedById,
    })
    .returning({ id: tracks.id });
  return row;
}

/** Tracks by id, without their files. */
export function findTracks(db: Database, ids: readonly string[]) {
  return db
    .select(summaryColumns)
    .from(tracks)
    .where(inArray(tracks.id, [...ids]));
}

/** A track's file and the slug of a published trip that has it; undefined when no published trip has it. */
export async function findPublishedTrackFile(
  db: Database,
  trackId: string,
): Promise<{ gpx: string; slug: string } | undefined> {
  const [row] = await db
    .select({ gpx: tracks.gpx, slug: trips.slug })
    .from(tracks)
    .innerJoin(trips, and(eq(trips.trackId, tracks.id), eq(trips.status, 'PUBLISHED')))
    .where(eq(tracks.id, trackId))
    .limit(1);
  return row;
}
