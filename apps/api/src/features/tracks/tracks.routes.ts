import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { type AppError, isAppError } from '../../platform/errors.js';
import { replyIfUnavailable } from '../../platform/unavailable-reply.js';
import { GpxError, type GpxErrorReason, MAX_GPX_BYTES } from './tracks.gpx.js';

/** What an upload may be sent as: GPX's own type, XML, or "a file" (what a browser says of an unknown type). */
const UPLOAD_TYPES = ['application/gpx+xml', 'application/xml', 'text/xml', 'application/octet-stream'];

/** The uploader of each request that passed the checks before its body was read. */
const uploaders = new WeakMap<FastifyRequest, string>();

/** Refused input, answered with the reason as `{ error: { code: 'BAD_USER_INPUT', reason, message } }`. */
class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: GpxErrorReason,
    message: string,
  ) {
    super(message);
  }
}

function statusOf(error: AppError): number {
  if (error.code.startsWith('UNAUTHORIZED')) return 401;
  if (error.code === 'FORBIDDEN') return 403;
  if (error.code === 'ACTION_NOT_ALLOWED') return 429;
  return 400;
}

/** A name for the downloaded file: the trip's slug, kept to the characters every file system takes. */
function downloadName(slug: string): string {
  return `${slug.replace(/[^a-z0-9-]/gi, '-') || 'track'}.gpx`;
}

/**
 * `POST /api/tracks`: an editor uploads a GPX file as the raw body; the answer is the stored track's figures, which
 * fill the trip form, and its id, which the trip is saved with. The bearer token is checked as for GraphQL
 * (`createContext`) and the role (`trip.create`) before a byte of the body is read; the body is refused as it
 * arrives once it passes 5 MB. Nothing is stored unless the file is a GPX track.
 *
 * `GET /media/tracks/{id}.gpx`: the file as uploaded, only while a published trip has it (a draft's track is nobody's
 * business yet). A new upload is a new id, so it is cached for good.
 */
export function registerTracks(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_GPX_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    scope.route<{ Querystring: { name?: string } }>({
      method: 'POST',
      url: '/api/tracks',
      bodyLimit: MAX_GPX_BYTES,
      onRequest: async (request) => {
        const { user } = await viewerOfRequest(services, request);
        services.tracks.checkUploader(user);
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (!type || !UPLOAD_TYPES.includes(type)) {
          throw new UploadRefused(415, 'NOT_GPX', `Send the GPX file as the body, as ${UPLOAD_TYPES.join(', ')}.`);
        }
        const announced = Number(request.headers['content-length']);
        if (announced > MAX_GPX_BYTES) throw tooLarge();
        await services.tracks.countUpload(user.id);
        uploaders.set(request, user.id);
      },
      errorHandler: (error: FastifyError | AppError | UploadRefused, request, reply) => {
        if (replyIfUnavailable(error, request, reply)) return reply;
        if (error instanceof UploadRefused) return refuse(reply, error.status, error.reason, error.message);
        if (isAppError(error)) {
          return reply.status(statusOf(error)).send({ error: { code: error.code, message: error.message } });
        }
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, 'TOO_LARGE', tooLarge().message);
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status >= 500) request.log.error({ err: error }, 'a track upload failed');
        return reply.status(status).send({
          error: {
            code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT',
            message: status >= 500 ? 'Unexpected error.' : error.message,
            requestId: String(request.id),
          },
        });
      },
      handler: async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await services.tracks
          .store(body, { fileName: request.query.name, uploadedById: uploaders.get(request) ?? null })
          .catch((error: unknown) => {
            if (!(error instanceof GpxError)) throw error;
            throw new UploadRefused(error.reason === 'TOO_LARGE' ? 413 : 422, error.reason, error.message);
          });
        const { summary } = stored;
        return reply.status(201).send({
          track: {
            _id: stored.id,
            lengthKm: summary.lengthKm,
            elevationGain: summary.elevationGain,
            elevationLoss: summary.elevationLoss,
            lowestPoint: summary.lowestPoint,
            highestPoint: summary.highestPoint,
            start: summary.start,
            pointCount: summary.pointCount,
            line: summary.line,
            profile: summary.profile,
          },
        });
      },
    });
  });

  app.get<{ Params: { trackId: string } }>('/media/tracks/:trackId.gpx', async (request, reply) => {
    const { trackId } = request.params;
    const file = await services.tracks.publishedFile(trackId);
    if (!file) return reply.status(404).send({ error: 'Not found' });
    return reply
      .header('content-type', 'application/gpx+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${downloadName(file.slug)}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.gpx);
  });
}

function tooLarge(): UploadRefused {
  return new UploadRefused(413, 'TOO_LARGE', `The file is larger than ${MAX_GPX_BYTES / 1024 / 1024} MB.`);
}

function refuse(reply: FastifyReply, status: number, reason: GpxErrorReason, message: string) {
  return reply.status(status).send({ error: { code: 'BAD_USER_INPUT', reason, message } });
}
