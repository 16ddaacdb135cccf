import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppServices, viewerOfRequest } from '../context.js';
import { type ErrorCode, isAppError } from '../platform/errors.js';
import { replyIfUnavailable } from '../platform/unavailable-reply.js';
import { ImageRejectedError, type ImageRejection, MAX_IMAGE_BYTES } from './image-pipeline.js';

/** The content types an upload may declare; the file's own bytes then decide what it is. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Renditions never change under their key (a new upload gets new keys), so browsers and CDNs keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ErrorBody {
  error: { code: ErrorCode; message: string; reason?: ImageRejection; requestId: string };
}

const STATUS_OF_REJECTION: Record<ImageRejection, number> = { NOT_AN_IMAGE: 422, TOO_LARGE: 413, CORRUPT: 422 };

/** The body of every refusal of an upload route: the web app and the console read them the same way. */
export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  reason?: ImageRejection,
): ErrorBody {
  return { error: { code, message, ...(reason ? { reason } : {}), requestId: String(request.id) } };
}

/** The declared content type without its parameters, in lower case. */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Uploaded media: `POST /api/media/images` takes one photo from an editor and answers its renditions;
 * `GET /media/uploads/<key>` serves them. ARCHITECTURE.md "Uploaded photos" explains the pipeline.
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
     * token>`. 201 `{ image }` (UploadedImage); otherwise `{ error: { code, message, reason?, requestId } }`:
     * 401 UNAUTHORIZED* (the token's code, so the console refreshes an expired one), 403 FORBIDDEN, 413 TOO_LARGE
     * (over 20 MB or 120 megapixels), 415 NOT_AN_IMAGE (a content type other than JPEG, PNG, WebP, AVIF), 422
     * NOT_AN_IMAGE (the bytes are none of those) or CORRUPT (they do not decode). Refusals on the headers — who
     * sends it, its type, its declared length — come before a byte of the body is read.
     */
    scope.post(
      '/api/media/images',
      {
        bodyLimit: MAX_IMAGE_BYTES,
        onRequest: async (request, reply) => {
          try {
            const { user } = await viewerOfRequest(services, request);
            media.checkUploader(user);
            uploaders.set(request, user.id);
          } catch (error) {
            if (!isAppError(error)) throw error;
            const status = error.code === 'FORBIDDEN' ? 403 : 401;
            return reply.status(status).send(errorBody(request, error.code, error.message));
          }
          if (!UPLOAD_TYPES.includes(mediaType(request))) {
            return reply
              .status(415)
              .send(
                errorBody(
                  request,
                  'BAD_USER_INPUT',
                  'Send a JPEG, PNG, WebP or AVIF picture as the body',
                  'NOT_AN_IMAGE',
                ),
              );
          }
          if (Number(request.headers['content-length']) > MAX_IMAGE_BYTES) {
            return refuseTooLarge(request, reply, MAX_IMAGE_BYTES);
          }
        },
        errorHandler: (error, request, reply) => {
          if (replyIfUnavailable(error, request, reply)) return reply;
          if (error.statusCode === 413) return refuseTooLarge(request, reply, MAX_IMAGE_BYTES);
          if (error.statusCode && error.statusCode < 500) {
            return reply.status(error.statusCode).send(errorBody(request, 'BAD_USER_INPUT', error.message));
          }
          request.log.error({ err: error }, 'an image upload failed');
          return reply
            .status(500)
            .send(errorBody(request, 'INTERNAL_SERVER_ERROR', 'The picture could not be stored; try again'));
        },
      },
      async (request, reply) => {
        const uploaderId = uploaders.get(request) as string;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const image = await media.upload(bytes, uploaderId);
          return reply.status(201).header('cache-control', 'no-store').send({ image });
        } catch (error) {
          if (!(error instanceof ImageRejectedError)) throw error;
          return reply
            .status(STATUS_OF_REJECTION[error.reason])
            .send(errorBody(request, 'BAD_USER_INPUT', error.message, error.reason));
        }
      },
    );
  });

  /** `GET /media/uploads/<key>`: a rendition from the store, cached for a year; anything else is not found. */
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const file = await media.rendition(request.params.name);
    if (!file) return reply.status(404).send({ error: 'Not found' });
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.length)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}

/** 413 TOO_LARGE for a body over `maxBytes`. */
export function refuseTooLarge(request: FastifyRequest, reply: FastifyReply, maxBytes: number) {
  // The rest of the body is not read into memory; Node discards it.
  return reply
    .status(413)
    .send(errorBody(request, 'BAD_USER_INPUT', `The file is larger than ${maxBytes / 1024 / 1024} MB`, 'TOO_LARGE'));
}
