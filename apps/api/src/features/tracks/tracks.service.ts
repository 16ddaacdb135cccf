import type { Database } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { parseGpx, summarizeTrack, type TrackSummary } from './tracks.gpx.js';
import { findPublishedTrackFile, insertTrack } from './tracks.repository.js';

/** Uploads per editor and rate-limit window (RATE_LIMIT_WINDOW): plenty for work, too few to load the server. */
const UPLOADS_PER_WINDOW = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name the file had on the editor's computer (`?name=`), without any path, or what its track is called. */
function fileNameOf(given: unknown, trackName: string | null): string {
  const base = (typeof given === 'string' ? given : '')
    .split(/[/\\]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  if (base) return base;
  return `${(trackName ?? 'track').replace(/[\p{Cc}\p{Cf}/\\]/gu, '').slice(0, 100) || 'track'}.gpx`;
}

/** Trips' GPX tracks: who may upload them, how often, what is kept of a file, and whose file anybody may download. */
export class TracksService {
  constructor(private readonly deps: { db: Database; rateLimiter: RateLimiter }) {}

  /** FORBIDDEN unless the uploader may create trips (`trip.create`). */
  checkUploader(uploader: { roles: readonly string[] }): void {
    authorize(uploader, 'trip.create');
  }

  /** Counts an upload against the editor's limit: ACTION_NOT_ALLOWED with `retryAfter` past it. */
  countUpload(userId: string): Promise<void> {
    return this.deps.rateLimiter.consume([{ key: `tracks:user:${userId}`, max: UPLOADS_PER_WINDOW }]);
  }

  /** Reads a GPX file and keeps it with what was worked out from it; a file that is no track throws `GpxError`. */
  async store(
    file: Buffer,
    given: { fileName: unknown; uploadedById: string | null },
  ): Promise<{ id: string; summary: TrackSummary }> {
    const parsed = parseGpx(file);
    const summary = summarizeTrack(parsed);
    const row = await insertTrack(this.deps.db, {
      gpx: parsed.xml,
      fileName: fileNameOf(given.fileName, parsed.name),
      summary,
      uploadedById: given.uploadedById,
    });
    return { id: row.id, summary };
  }

  /** A track's file and the slug of a published trip that has it; undefined for any other id. */
  publishedFile(trackId: string): Promise<{ gpx: string; slug: string } | undefined> {
    return UUID.test(trackId) ? findPublishedTrackFile(this.deps.db, trackId) : Promise.resolve(undefined);
  }
}
