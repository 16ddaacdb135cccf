import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { type MediaService, recordImage, type UploadedImage } from '../../media/media.service.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, isAppError } from '../../platform/errors.js';
import { PAGE_SIZES, parsePagination } from '../../platform/pagination.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import {
  countUploads,
  deletePendingPhoto,
  deletePendingPhotosBefore,
  findTripPhotosPage,
  type HikerPhotoRow,
  insertPendingPhoto,
  lockUploader,
  type UploadCounts,
} from './hiker-photos.repository.js';

export type { HikerPhotoRow };

/** The largest photo a hiker may upload (issue 32): a phone's photo is a few megabytes. */
export const MAX_HIKER_PHOTO_BYTES = 15 * 1024 * 1024;

/** Uploads a person may make in any 24 hours, and photos they may have uploaded but not yet saved with a rating. */
export const UPLOADS_PER_DAY = 30;
export const MAX_PENDING_PHOTOS = 10;

/**
 * Uploads a person may send per calendar day (UTC), counted as they arrive whatever becomes of them: the daily limit
 * counts the photos that exist, so without this, removing photos and uploading again would let one account keep the
 * pipeline busy all day. Nobody rating trips comes near it.
 */
export const UPLOAD_ATTEMPTS_PER_DAY = 60;

/** A pending photo nobody saved with a rating is forgotten this long after its upload. */
export const PENDING_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Why an upload is refused before its picture is looked at: the daily limit, or too many photos not yet saved. */
export type UploadLimit = 'DAILY_LIMIT' | 'TOO_MANY_PENDING';

/** ACTION_NOT_ALLOWED with the limit as `reason` and `retryAfter`, the seconds until an upload is allowed again. */
export class UploadLimitError extends AppError {
  constructor(reason: UploadLimit, retryAfter: number) {
    super(
      'ACTION_NOT_ALLOWED',
      reason === 'DAILY_LIMIT'
        ? `At most ${UPLOADS_PER_DAY} photos a day; try again later`
        : `At most ${MAX_PENDING_PHOTOS} photos may wait to be saved with a rating; save or remove some first`,
      { reason, retryAfter },
    );
  }
}

/** An uploaded photo as POST /api/ratings/photos answers it: the shape of GraphQL's `HikerPhoto`. */
export interface UploadedHikerPhoto {
  _id: string;
  image: UploadedImage;
  caption: string;
  createdAt: string;
}

export interface HikerPhotosDeps {
  db: Database;
  /** Opens the transactions of the writes and runs what follows their commit (deleting files). */
  work: UnitOfWork;
  /** The limits' day and a pending photo's age are read from it. */
  clock: Clock;
  media: MediaService;
  logger: Logger;
}

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/** The limit `counts` break, if any, with when the next upload is allowed. */
function brokenLimit(counts: UploadCounts, now: number): UploadLimitError | undefined {
  if (counts.lastDay >= UPLOADS_PER_DAY) {
    const oldest = counts.oldestOfLastDay?.getTime() ?? now;
    return new UploadLimitError('DAILY_LIMIT', secondsUntil(oldest + PENDING_PHOTO_LIFETIME_MS, now));
  }
  if (counts.pending >= MAX_PENDING_PHOTOS) {
    const oldest = counts.oldestPending?.getTime() ?? now;
    return new UploadLimitError('TOO_MANY_PENDING', secondsUntil(oldest + PENDING_PHOTO_LIFETIME_MS, now));
  }
  return undefined;
}

/**
 * Hikers' photos on their ratings (issue 32): the upload (renditions only, no original, within the per-person limits),
 * the rating's photos as `rateTrip` sets them, the trip's "From hikers" list, and forgetting photos nobody saved. Rows
 * go in transactions; files are deleted after the rows are gone, never before.
 */
export class HikerPhotosService {
  /** Upload attempts per person and day, in the database like sign-in's counters, so every process shares them. */
  private readonly attempts: RateLimiter;

  constructor(private readonly deps: HikerPhotosDeps) {
    this.attempts = new RateLimiter(deps.db, 24 * 60 * 60, deps.clock);
  }

  /**
   * Refuses an upload the limits do not allow, before its bytes are read, and counts it as an attempt; `upload` checks
   * the limits again under a lock.
   */
  async checkLimits(userId: string): Promise<void> {
    try {
      await this.attempts.consume([{ key: `hikerPhotos:user:${userId}`, max: UPLOAD_ATTEMPTS_PER_DAY }]);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'ACTION_NOT_ALLOWED') throw error;
      throw new UploadLimitError('DAILY_LIMIT', Number(error.extensions.retryAfter));
    }
    const now = this.deps.clock.now().getTime();
    const refusal = brokenLimit(
      await countUploads(this.deps.db, userId, new Date(now - PENDING_PHOTO_LIFETIME_MS)),
      now,
    );
    if (refusal) throw refusal;
  }

  /**
   * Keeps a photo's renditions (never the upload itself: it may carry the camera's GPS position) as the person's
   * pending photo. Throws `ImageRejectedError` for what is no photo we take and `UploadLimitError` over the limits,
   * counted under the person's row lock in the transaction that inserts it, so uploads sent at once cannot pass
   * the limit together; either way no file and no row is left.
   */
  async upload(bytes: Buffer, userId: string): Promise<UploadedHikerPhoto> {
    const { media } = this.deps;
    const prepared = await media.prepare(bytes, { keepOriginal: false });
    try {
      return await this.deps.work.run(async (tx) => {
        await recordImage(tx, prepared, userId);
        await lockUploader(tx, userId);
        const now = this.deps.clock.now().getTime();
        const refusal = brokenLimit(await countUploads(tx, userId, new Date(now - PENDING_PHOTO_LIFETIME_MS)), now);
        if (refusal) throw refusal;
        const photoId = await insertPendingPhoto(tx, userId, prepared.image._id);
        return { _id: photoId, image: prepared.image, caption: '', createdAt: new Date(now).toISOString() };
      });
    } catch (error) {
      await media.discard(prepared);
      throw error;
    }
  }

  /** Deletes one of the person's pending photos with its files; false when they have no such photo. */
  async discard(userId: string, id: string): Promise<boolean> {
    return this.deps.work.run(async (tx, after) => {
      const files = await deletePendingPhoto(tx, userId, id);
      if (!files) return false;
      after.run('deleting the files of a discarded photo', () => this.deps.media.deleteFiles([files]), { photoId: id });
      return true;
    });
  }

  /** Forgets pending photos uploaded over a day ago by the clock (rows, images, files); answers how many. */
  async forgetPending(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - PENDING_PHOTO_LIFETIME_MS);
    return this.deps.work.run(async (tx, after) => {
      const files = await deletePendingPhotosBefore(tx, before);
      after.run('deleting the files of forgotten pending photos', () => this.deps.media.deleteFiles(files));
      return files.length;
    });
  }

  /** A page of a trip's visible hikers' photos, the latest first (12 by default). */
  tripPhotosPage(
    tripId: string,
    pagination: Parameters<typeof parsePagination>[0],
  ): Promise<{ total: number; edges: HikerPhotoRow[] }> {
    return findTripPhotosPage(this.deps.db, tripId, parsePagination(pagination, PAGE_SIZES.trips));
  }
}
