import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { BodyRefused, sendNotFound, sendUploadError, tooLarge } from '../../platform/http-errors.js';
import { GpxError, MAX_GPX_BYTES } from './tracks.gpx.js';

/** What an upload may be sent as: GPX's own type, XML, or "a file" (what a browser says of an unknown type). */
const UPLOAD_TYPES = ['application/gpx+xml', 'application/xml', 'text/xml', 'application/octet-stream'];

/** The uploader of each request that passed the checks before its body was read. */
const uploaders = new WeakMap<FastifyRequest, string>();

/** A file that is no GPX track, as the route refuses it: 413 TOO_LARGE, or 422 with the reason (NOT_GPX, EMPTY). */
function refusedGpx(error: unknown): never {
  if (error instanceof GpxError)
    throw new BodyRefused(error.reason === 'TOO_LARGE' ? 413 : 422, error.reason, error.message);
  throw error;
}

/** A name for the downloaded file: the trip's slug, kept to the characters every file system takes. */
function downloadName(slug: string): string {
  return `${slug.replace(/[^a-z0-9-]/gi, '-') || 'track'}.gpx`;
}

/**
 * `POST /api/tracks`: an editor uploads a GPX file as the raw body; the answer is the stored track's figures, which
 * fill the trip form, and its id, which the trip is saved with. The bearer token is checked as for GraphQL
 * (`createContext`) and the role (`trip.create`) before a byte of the body is read; the body is refused as it
 * arrives once it passes 5 MB. Nothing is stored unless the file is a GPX track. Refusals are the plain routes'
 * `ErrorBody` (`platform/http-errors.ts`): 401, 403, 429 ACTION_NOT_ALLOWED past the editor's uploads per window, and
 * BAD_USER_INPUT with a reason: 413 TOO_LARGE, 415 NOT_GPX (another content type), 422 NOT_GPX or EMPTY.
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
          throw new BodyRefused(415, 'NOT_GPX', `Send the GPX file as the body, as ${UPLOAD_TYPES.join(', ')}.`);
        }
        if (Number(request.headers['content-length']) > MAX_GPX_BYTES) throw tooLarge(MAX_GPX_BYTES);
        await services.tracks.countUpload(user.id);
        uploaders.set(request, user.id);
      },
      errorHandler: sendUploadError(MAX_GPX_BYTES),
      handler: async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await services.tracks
          .store(body, { fileName: request.query.name, uploadedById: uploaders.get(request) ?? null })
          .catch(refusedGpx);
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
    if (!file) return sendNotFound(request, reply);
    return reply
      .header('content-type', 'application/gpx+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${downloadName(file.slug)}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.gpx);
  });
}
