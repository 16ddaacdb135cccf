import type { FastifyInstance } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { sendError } from '../../platform/http-errors.js';
import { figuresCsv } from './moderation.figures.csv.js';

/**
 * `GET /api/moderation-figures.csv?from=YYYY-MM&to=YYYY-MM`: the figures of moderationFigures as a CSV download, for
 * the bearer token of a moderator only (the console fetches it and saves the file). Refusals are the plain routes'
 * `ErrorBody` (`platform/http-errors.ts`): 401, 403, 400 BAD_USER_INPUT with `fields` for a bad range.
 */
export function registerModerationFigures(app: FastifyInstance, services: AppServices): void {
  app.get<{ Querystring: { from?: string; to?: string } }>(
    '/api/moderation-figures.csv',
    { errorHandler: sendError },
    async (request, reply) => {
      const { user } = await viewerOfRequest(services, request);
      const { from, to } = request.query;
      const months = await services.moderationFigures.monthly(user, { from, to });
      return reply
        .header('content-type', 'text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="toulky-moderation-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(figuresCsv(months));
    },
  );
}
