import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { ImageRejectedError, type ImageRejection, sniffFormat } from '../../media/image-pipeline.js';
import { errorBody, mediaType, refuseTooLarge } from '../../media/media.routes.js';
import { isAppError } from '../../platform/errors.js';
import { replyIfUnavailable } from '../../platform/unavailable-reply.js';
import { MAX_RATING_PHOTO_BYTES, UploadLimitError } from './rating-photos.service.js';

/** What a hiker may upload (issue 32): the photos every phone and browser makes. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const STATUS_OF_REJECTION: Record<ImageRejection, number> = { NOT_AN_IMAGE: 422, TOO_LARGE: 413, CORRUPT: 422 };

const NOT_A_PHOTO = 'Send a JPEG, PNG or WebP photo as the body';

/**
 * `POST /api/ratings/photos`: a signed-in person's photo for their rating, kept as a pending photo until `rateTrip`
 * saves it with the rating. ARCHITECTURE.md "Uploaded photos" explains the pipeline and the limits.
 */
export async function registerRatingPhotoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { ratingPhotos } = services;
  const uploaders = new WeakMap<FastifyRequest, string>();

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      PHOTO_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_RATING_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );

    /**
     * The file as the body, its type as Content-Type, `Authorization: Bearer <access token>`. 201 `{ photo }` (the
     * shape of RatingPhoto: `_id`, `image`, `caption`, `createdAt`); otherwise the editors' route's error body
     * `{ error: { code, message, reason?, requestId } }`: 401 UNAUTHORIZED* (the token's code), 413 TOO_LARGE (over
     * 15 MB or 120 megapixels), 415 NOT_AN_IMAGE (a type other than JPEG, PNG, WebP), 422 NOT_AN_IMAGE (the bytes are
     * none of those) or CORRUPT, and 429 ACTION_NOT_ALLOWED with `retryAfter` (seconds) and reason DAILY_LIMIT (30
     * uploads in 24 hours) or TOO_MANY_PENDING (10 photos not yet saved with a rating). Everything that the headers
     * decide (who, the type, the declared length, the limits) is refused before a byte of the body is read.
     */
    scope.post(
      '/api/ratings/photos',
      {
        bodyLimit: MAX_RATING_PHOTO_BYTES,
        onRequest: async (request, reply) => {
          let userId: string;
          try {
            userId = (await viewerOfRequest(services, request)).user.id;
          } catch (error) {
            if (!isAppError(error)) throw error;
            return reply.status(401).send(errorBody(request, error.code, error.message));
          }
          if (!PHOTO_TYPES.includes(mediaType(request))) {
            return reply.status(415).send(errorBody(request, 'BAD_USER_INPUT', NOT_A_PHOTO, 'NOT_AN_IMAGE'));
          }
          if (Number(request.headers['content-length']) > MAX_RATING_PHOTO_BYTES) {
            return refuseTooLarge(request, reply, MAX_RATING_PHOTO_BYTES);
          }
          try {
            await ratingPhotos.checkLimits(userId);
          } catch (error) {
            if (!(error instanceof UploadLimitError)) throw error;
            return reply.status(429).header('retry-after', String(error.retryAfter)).send(limitBody(request, error));
          }
          uploaders.set(request, userId);
        },
        errorHandler: (error, request, reply) => {
          if (replyIfUnavailable(error, request, reply)) return reply;
          if (error.statusCode === 413) return refuseTooLarge(request, reply, MAX_RATING_PHOTO_BYTES);
          if (error.statusCode && error.statusCode < 500) {
            return reply.status(error.statusCode).send(errorBody(request, 'BAD_USER_INPUT', error.message));
          }
          request.log.error({ err: error }, 'a rating photo upload failed');
          return reply
            .status(500)
            .send(errorBody(request, 'INTERNAL_SERVER_ERROR', 'The photo could not be stored; try again'));
        },
      },
      async (request, reply) => {
        const userId = uploaders.get(request) as string;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // The editors' pipeline also takes AVIF; a hiker's photo is one of the three types every phone makes.
        if (sniffFormat(bytes) === 'avif') {
          return reply.status(422).send(errorBody(request, 'BAD_USER_INPUT', NOT_A_PHOTO, 'NOT_AN_IMAGE'));
        }
        try {
          const photo = await ratingPhotos.upload(bytes, userId);
          return reply.status(201).header('cache-control', 'no-store').send({ photo });
        } catch (error) {
          if (error instanceof UploadLimitError) {
            return reply.status(429).header('retry-after', String(error.retryAfter)).send(limitBody(request, error));
          }
          if (!(error instanceof ImageRejectedError)) throw error;
          return reply
            .status(STATUS_OF_REJECTION[error.reason])
            .send(errorBody(request, 'BAD_USER_INPUT', error.message, error.reason));
        }
      },
    );
  });
}

/** A refusal by the limits, as sign-in's: ACTION_NOT_ALLOWED with the seconds to wait. */
function limitBody(request: FastifyRequest, error: UploadLimitError) {
  return {
    error: {
      code: 'ACTION_NOT_ALLOWED' as const,
      message: error.message,
      reason: error.reason,
      retryAfter: error.retryAfter,
      requestId: String(request.id),
    },
  };
}
