import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client.js';
import type { ImageFiles, MediaService, UploadedImage } from '../../media/media.service.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, isAppError } from '../../platform/errors.js';
import { PAGE_SIZES, parsePagination } from '../../platform/pagination.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import {
  countUploads,
  deletePendingPhoto,
  deletePendingPhotosBefore,
  findTripPhotosPage,
  insertPendingPhoto,
  lockUploader,
  type RatingPhotoRow,
  setRatingPhotos,
  type UploadCounts,
} from './rating-photos.repository.js';

export type { RatingPhotoRow };

/** The largest photo a hiker may upload (issue 32): a phone's photo is a few megabytes. */
export const MAX_RATING_PHOTO_BYTES = 15 * 1024 * 1024;

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

/** An uploaded photo as POST /api/ratings/photos answers it: the shape of GraphQL's `RatingPhoto`. */
export interface UploadedRatingPhoto {
  _id: string;
  image: UploadedImage;
  caption: string;
  createdAt: string;
}

export interface RatingPhotosDeps {
  db: Database;
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
export class RatingPhotosService {
  /** Upload attempts per person and day, in the database like sign-in's counters, so every process shares them. */
  private readonly attempts: RateLimiter;

  constructor(private readonly deps: RatingPhotosDeps) {
    this.attempts = new RateLimiter(deps.db, 24 * 60 * 60, deps.clock);
  }

  /**
   * Refuses an upload the limits do not allow, before its bytes are read, and counts it as an attempt; `upload` checks
   * the limits again under a lock.
   */
  async checkLimits(userId: string): Promise<void> {
    try {
      await this.attempts.consume([{ key: `ratingPhotos:user:${userId}`, max: UPLOAD_ATTEMPTS_PER_DAY }]);
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
  async upload(bytes: Buffer, userId: string): Promise<UploadedRatingPhoto> {
    let photoId = '';
    let createdAt = new Date();
    const image = await this.deps.media.upload(bytes, userId, {
      keepOriginal: false,
      record: async (tx, uploaded) => {
        await lockUploader(tx, userId);
        const now = this.deps.clock.now().getTime();
        const refusal = brokenLimit(await countUploads(tx, userId, new Date(now - PENDING_PHOTO_LIFETIME_MS)), now);
        if (refusal) throw refusal;
        photoId = await insertPendingPhoto(tx, userId, uploaded._id);
        createdAt = new Date(now);
      },
    });
    return { _id: photoId, image, caption: '', createdAt: createdAt.toISOString() };
  }

  /** Deletes one of the person's pending photos with its files; false when they have no such photo. */
  async discard(userId: string, id: string): Promise<boolean> {
    const files = await deletePendingPhoto(this.deps.db, userId, id);
    if (!files) return false;
    await this.deps.media.deleteFiles([files]);
    return true;
  }

  /** Forgets pending photos uploaded over a day ago by the clock (rows, images, files); answers how many. */
  async forgetPending(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - PENDING_PHOTO_LIFETIME_MS);
    const files = await deletePendingPhotosBefore(this.deps.db, before);
    await this.deps.media.deleteFiles(files);
    return files.length;
  }

  /**
   * Sets a rating's photos to `photos`, in the rating's transaction (`tx`); answers the files of the photos it
   * deleted, for `deleteFiles` once the transaction has committed, or `invalid` when an id is not the author's pending
   * photo nor on this rating.
   */
  setPhotos(
    tx: Transaction,
    userId: string,
    ratingId: string,
    photos: ReadonlyArray<{ id: string; caption: string }>,
  ): ReturnType<typeof setRatingPhotos> {
    return setRatingPhotos(tx, userId, ratingId, photos);
  }

  /** Deletes the files of photos whose rows are gone; a failure is logged, never thrown. */
  async deleteFiles(files: readonly ImageFiles[]): Promise<void> {
    await this.deps.media.deleteFiles(files);
  }

  /** A page of a trip's visible hikers' photos, the latest first (12 by default). */
  tripPhotosPage(
    tripId: string,
    pagination: Parameters<typeof parsePagination>[0],
  ): Promise<{ total: number; edges: RatingPhotoRow[] }> {
    return findTripPhotosPage(this.deps.db, tripId, parsePagination(pagination, PAGE_SIZES.trips));
  }
}
