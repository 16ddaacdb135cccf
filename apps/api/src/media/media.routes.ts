import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppServices, viewerOfRequest } from '../context.js';
import { images, type StoredImageVariant } from '../db/schema.js';
import { may } from '../platform/auth/permissions.js';
import { type ErrorCode, isAppError } from '../platform/errors.js';
import {
  CONTENT_TYPES,
  FILE_EXTENSIONS,
  ImageRejectedError,
  type ImageRejection,
  MAX_IMAGE_BYTES,
  type ProcessedImage,
  processImage,
} from './image-pipeline.js';
import { createMediaStore, type MediaStore, settleAll } from './media-store.js';
import { mediaUrl, type PublicVariant, publicVariants } from './media-urls.js';

/** The content types an upload may declare; the file's own bytes then decide what it is. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Renditions never change under their key (a new upload gets new keys), so browsers and CDNs keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An uploaded picture as the API describes it, the shape of GraphQL's `Image`. */
export interface UploadedImage {
  _id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  variants: PublicVariant[];
}

interface ErrorBody {
  error: { code: ErrorCode; message: string; reason?: ImageRejection; requestId: string };
}

const STATUS_OF_REJECTION: Record<ImageRejection, number> = { NOT_AN_IMAGE: 422, TOO_LARGE: 413, CORRUPT: 422 };

function errorBody(request: FastifyRequest, code: ErrorCode, message: string, reason?: ImageRejection): ErrorBody {
  return { error: { code, message, ...(reason ? { reason } : {}), requestId: String(request.id) } };
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Uploaded media: `POST /api/media/images` takes one photo from an editor and answers its renditions;
 * `GET /media/uploads/<key>` serves them. ARCHITECTURE.md "Uploaded photos" explains the pipeline.
 */
export async function registerMediaRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const store = createMediaStore(services.config);
  app.addHook('onClose', async () => store.close());
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
            if (!may(user.roles, 'media.upload')) {
              return reply.status(403).send(errorBody(request, 'FORBIDDEN', 'You may not upload pictures'));
            }
            uploaders.set(request, user.id);
          } catch (error) {
            if (!isAppError(error)) throw error;
            return reply.status(401).send(errorBody(request, error.code, error.message));
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
          if (Number(request.headers['content-length']) > MAX_IMAGE_BYTES) return refuseTooLarge(request, reply);
        },
        errorHandler: (error, request, reply) => {
          if (error.statusCode === 413) return refuseTooLarge(request, reply);
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
        let processed: ProcessedImage;
        try {
          processed = await processImage(bytes);
        } catch (error) {
          if (!(error instanceof ImageRejectedError)) throw error;
          return reply
            .status(STATUS_OF_REJECTION[error.reason])
            .send(errorBody(request, 'BAD_USER_INPUT', error.message, error.reason));
        }
        const image = await storeImage(services, store, processed, bytes, uploaderId);
        return reply.status(201).header('cache-control', 'no-store').send({ image });
      },
    );
  });

  /** `GET /media/uploads/<key>`: a rendition from the store, cached for a year; anything else is not found. */
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const file = await store.get(`uploads/${request.params.name}`);
    if (!file) return reply.status(404).send({ error: 'Not found' });
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.length)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}

function refuseTooLarge(request: FastifyRequest, reply: FastifyReply) {
  // The rest of the body is not read into memory; Node discards it.
  return reply
    .status(413)
    .send(
      errorBody(request, 'BAD_USER_INPUT', `The file is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, 'TOO_LARGE'),
    );
}

/**
 * Writes the original and every rendition under new random keys, then the row. If anything fails, every key written
 * (or being written) is deleted again, so a failed upload leaves no file and no row behind.
 */
async function storeImage(
  services: AppServices,
  store: MediaStore,
  processed: ProcessedImage,
  original: Buffer,
  uploaderId: string,
): Promise<UploadedImage> {
  const id = randomUUID();
  const originalKey = `originals/${id}.${FILE_EXTENSIONS[processed.source.format]}`;
  const variants = processed.variants.map((variant) => ({
    ...variant,
    key: `uploads/${id}-${variant.width}.${FILE_EXTENSIONS[variant.format]}`,
  }));
  const keys = [originalKey, ...variants.map((variant) => variant.key)];
  try {
    await store.put(originalKey, original, CONTENT_TYPES[processed.source.format]);
    // Every write settles before a failure is acted on, so none can land after the clean-up below.
    await settleAll(variants.map((variant) => store.put(variant.key, variant.data, CONTENT_TYPES[variant.format])));
    const stored: StoredImageVariant[] = variants.map(({ format, width, height, key, bytes }) => ({
      format,
      width,
      height,
      key,
      bytes,
    }));
    const fallback = stored.filter((variant) => variant.format === 'jpeg').at(-1) as StoredImageVariant;
    await services.db.insert(images).values({
      id,
      url: mediaUrl(fallback.key),
      alt: '',
      width: processed.source.width,
      height: processed.source.height,
      variants: stored,
      originalKey,
      uploadedById: uploaderId,
    });
    return {
      _id: id,
      url: mediaUrl(fallback.key),
      alt: '',
      width: processed.source.width,
      height: processed.source.height,
      variants: publicVariants(stored),
    };
  } catch (error) {
    await store.delete(keys).catch((cleanupError: unknown) => {
      services.logger.error({ err: cleanupError, keys }, 'could not delete the files of a failed upload');
    });
    throw error;
  }
}
