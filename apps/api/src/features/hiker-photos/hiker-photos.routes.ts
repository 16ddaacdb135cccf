import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { sniffFormat } from '../../media/image-pipeline.js';
import { mediaType, refusedImage } from '../../media/media.routes.js';
import { BodyRefused, sendUploadError, tooLarge } from '../../platform/http-errors.js';
import { MAX_HIKER_PHOTO_BYTES } from './hiker-photos.service.js';

/** What a hiker may upload (issue 32): the photos every phone and browser makes. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const NOT_A_PHOTO = 'Send a JPEG, PNG or WebP photo as the body';

/**
 * `POST /api/ratings/photos`: a signed-in person's photo for their rating, kept as a pending photo until `rateTrip`
 * saves it with the rating. media/README.md explains the pipeline and the limits.
 */
export async function registerHikerPhotoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { hikerPhotos } = services;
  const uploaders = new WeakMap<FastifyRequest, string>();

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      PHOTO_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_HIKER_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );

    /**
     * The file as the body, its type as Content-Type, `Authorization: Bearer <access token>`. 201 `{ photo }` (the
     * shape of HikerPhoto: `_id`, `image`, `caption`, `createdAt`); otherwise the plain routes' `ErrorBody`
     * (`platform/http-errors.ts`): 401 UNAUTHORIZED* (the token's code), BAD_USER_INPUT with a reason — 413 TOO_LARGE
     * (over 15 MB or 120 megapixels), 415 NOT_AN_IMAGE (a type other than JPEG, PNG, WebP), 422 NOT_AN_IMAGE (the
     * bytes are none of those) or CORRUPT — and 429 ACTION_NOT_ALLOWED with `retryAfter` (seconds, also as
     * Retry-After) and reason DAILY_LIMIT (30 uploads in 24 hours) or TOO_MANY_PENDING (10 photos not yet saved with a
     * rating). Everything that the headers decide (who, the type, the declared length, the limits) is refused before a
     * byte of the body is read.
     */
    scope.post(
      '/api/ratings/photos',
      {
        bodyLimit: MAX_HIKER_PHOTO_BYTES,
        onRequest: async (request) => {
          const userId = (await viewerOfRequest(services, request)).user.id;
          if (!PHOTO_TYPES.includes(mediaType(request))) throw new BodyRefused(415, 'NOT_AN_IMAGE', NOT_A_PHOTO);
          if (Number(request.headers['content-length']) > MAX_HIKER_PHOTO_BYTES) {
            throw tooLarge(MAX_HIKER_PHOTO_BYTES);
          }
          await hikerPhotos.checkLimits(userId);
          uploaders.set(request, userId);
        },
        errorHandler: sendUploadError(MAX_HIKER_PHOTO_BYTES),
      },
      async (request, reply) => {
        // Set by onRequest, which refuses every request it does not set it for.
        const userId = uploaders.get(request) as string;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // The editors' pipeline also takes AVIF; a hiker's photo is one of the three types every phone makes.
        if (sniffFormat(bytes) === 'avif') throw new BodyRefused(422, 'NOT_AN_IMAGE', NOT_A_PHOTO);
        const photo = await hikerPhotos.upload(bytes, userId).catch(refusedImage);
        return reply.status(201).header('cache-control', 'no-store').send({ photo });
      },
    );
  });
}
