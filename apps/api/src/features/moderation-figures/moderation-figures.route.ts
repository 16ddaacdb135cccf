import type { FastifyInstance } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { type AppError, isAppError } from '../../platform/errors.js';
import { figuresCsv } from './moderation-figures.csv.js';

function statusOf(error: AppError): number {
  if (error.code.startsWith('UNAUTHORIZED')) return 401;
  if (error.code === 'FORBIDDEN') return 403;
  return 400;
}

/**
 * `GET /api/moderation-figures.csv?from=YYYY-MM&to=YYYY-MM`: the figures of moderationFigures as a CSV download, for
 * the bearer token of a moderator only (the console fetches it and saves the file). Errors come as a GraphQL-shaped
 * body with a catalogue code, so the console handles them like any other.
 */
export function registerModerationFigures(app: FastifyInstance, services: AppServices): void {
  app.get<{ Querystring: { from?: string; to?: string } }>('/api/moderation-figures.csv', async (request, reply) => {
    try {
      const { user } = await viewerOfRequest(services, request);
      const { from, to } = request.query;
      const months = await services.moderationFigures.monthly(user, { from, to });
      return reply
        .header('content-type', 'text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="toulky-moderation-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(figuresCsv(months));
    } catch (error) {
      if (!isAppError(error)) throw error;
      return reply.status(statusOf(error)).send({
        errors: [
          {
            message: error.message,
            extensions: { ...error.extensions, code: error.code, requestId: String(request.id) },
          },
        ],
      });
    }
  });
}
