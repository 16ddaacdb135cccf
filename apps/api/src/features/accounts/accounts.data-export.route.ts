import type { FastifyInstance } from 'fastify';
import { type AppServices, viewerOfRequest } from '../../context.js';
import { isAppError } from '../../platform/errors.js';
import { personalDataZip } from './accounts.data-export.js';

/**
 * `GET /api/my-data`: the signed-in person's data as a ZIP (Settings › Download my data), for their bearer token
 * only. Errors come as a GraphQL-shaped body with a catalogue code, so the app handles them like any other.
 */
export function registerDataExport(app: FastifyInstance, services: AppServices): void {
  app.get('/api/my-data', async (request, reply) => {
    try {
      const { user } = await viewerOfRequest(services, request);
      const data = await services.accounts.exportPersonalData(user.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="toulky-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(personalDataZip(data));
    } catch (error) {
      if (!isAppError(error)) throw error;
      const status = error.code.startsWith('UNAUTHORIZED') ? 401 : error.code === 'ACTION_NOT_ALLOWED' ? 429 : 400;
      return reply.status(status).send({
        errors: [{ message: error.message, extensions: { code: error.code, requestId: String(request.id) } }],
      });
    }
  });
}
