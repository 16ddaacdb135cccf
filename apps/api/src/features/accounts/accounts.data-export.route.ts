import type { FastifyInstance } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { sendError } from '../../platform/http-errors.js';
import { personalDataZip } from './accounts.data-export.js';

/**
 * `GET /api/my-data`: the signed-in person's data as a ZIP (Settings › Download my data), for their bearer token
 * only. Refusals are the plain routes' `ErrorBody` (`platform/http-errors.ts`): 401, and 429 ACTION_NOT_ALLOWED with
 * `retryAfter` past a few exports per window.
 */
export function registerDataExport(app: FastifyInstance, services: AppServices): void {
  app.get('/api/my-data', { errorHandler: sendError }, async (request, reply) => {
    const { user } = await viewerOfRequest(services, request);
    const data = await services.accounts.exportPersonalData(user.id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="toulky-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(personalDataZip(data));
  });
}
