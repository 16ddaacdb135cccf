import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppServices, viewerOfRequest } from '../context.js';
import { BodyRefused, sendNotFound, sendUploadError, tooLarge } from '../platform/http-errors.js';
import { ImageRejectedError, type ImageRejection, MAX_IMAGE_BYTES } from './image-pipeline.js';

/** The content types an upload may declare; the file's own bytes then decide what it is. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Renditions never change under their key (a new upload gets new keys), so browsers and CDNs keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const STATUS_OF_REJECTION: Record<ImageRejection, number> = { NOT_AN_IMAGE: 422, TOO_LARGE: 413, CORRUPT: 422 };

/** A picture the pipeline would not take, as the refusal of an upload route: 413 or 422 with its reason. */
export function refusedImage(error: unknown): never {
  if (error instanceof ImageRejectedError) {
    throw new BodyRefused(STATUS_OF_REJECTION[error.reason], error.reason, error.message);
  }
  throw error;
}

/** The declared content type without its parameters, in lower case. */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Uploaded media: `POST /api/media/images` takes one photo from an editor and answers its renditions;
 * `GET /media/uploads/<key>` serves them. media/README.md explains the pipeline.
 */
export async function registerMediaRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { media } = services;
  const uploaders = new WeakMap<FastifyRequest, string>();

  await app.register(async (scope) => {
    // Only this route reads pictures: as one buffer of at most 20 MB (elsewhere the server's `*` parser leaves bodies
    // of unknown types unread, for Yoga).
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
      (_request, body, done) => done(null, body),
    );

    /**
     * `POST /api/media/images`: the file as the body, its type as Content-Type, `Authorization: Bearer <access
     * token>`. 201 `{ image }` (UploadedImage); otherwise the plain routes' `ErrorBody` (`platform/http-errors.ts`):
     * 401 UNAUTHORIZED* (the token's code, so the console refreshes an expired one), 403 FORBIDDEN, and
     * BAD_USER_INPUT with a reason: 413 TOO_LARGE (over 20 MB or 120 megapixels), 415 NOT_AN_IMAGE (a content type
     * other than JPEG, PNG, WebP, AVIF), 422 NOT_AN_IMAGE (the bytes are none of those) or CORRUPT (they do not
     * decode). Refusals on the headers — who sends it, its type, its declared length — come before a byte of the body
     * is read.
     */
    scope.post(
      '/api/media/images',
      {
        bodyLimit: MAX_IMAGE_BYTES,
        onRequest: async (request) => {
          const { user } = await viewerOfRequest(services, request);
          media.checkUploader(user);
          if (!UPLOAD_TYPES.includes(mediaType(request))) {
            throw new BodyRefused(415, 'NOT_AN_IMAGE', 'Send a JPEG, PNG, WebP or AVIF picture as the body');
          }
          if (Number(request.headers['content-length']) > MAX_IMAGE_BYTES) throw tooLarge(MAX_IMAGE_BYTES);
          uploaders.set(request, user.id);
        },
        errorHandler: sendUploadError(MAX_IMAGE_BYTES),
      },
      async (request, reply) => {
        // Set by onRequest, which refuses every request it does not set it for.
        const uploaderId = uploaders.get(request) as string;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await media.upload(bytes, uploaderId).catch(refusedImage);
        return reply.status(201).header('cache-control', 'no-store').send({ image });
      },
    );
  });

  /** `GET /media/uploads/<key>`: a rendition from the store, cached for a year; anything else is not found. */
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const file = await media.rendition(request.params.name);
    if (!file) return sendNotFound(request, reply);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.length)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
