import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withoutQueryValues } from './logger.js';
import { metrics } from './metrics.js';

interface GraphQLRequestParts {
  operationName?: unknown;
  query?: unknown;
}

/** The operation a /graphql request named, from its JSON body or (GET) its query string. */
function operationOf(request: FastifyRequest): string {
  const parts = (request.method === 'GET' ? request.query : request.body) as GraphQLRequestParts | undefined;
  return metrics.operationLabel(parts?.operationName, parts?.query);
}

/**
 * One place that sees every finished request, whichever lane answered it: its metrics, and its one log line — at
 * `info` when it failed (4xx/5xx, `error` for 5xx) or took `slowMs` or longer, at `debug` otherwise.
 */
export function observeRequests(app: FastifyInstance, slowMs: number): void {
  // With Fastify's own request logging off, an error thrown by a route is written here, with its stack.
  app.addHook('onError', async (request, _reply, error) => {
    if (!error.statusCode || error.statusCode >= 500) request.log.error({ err: error }, 'a route failed');
  });
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    // The web app's hashed assets share one route (`/assets/*`), so one label; the root's few files have their own.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ route, method: request.method, status: String(status) }, ms / 1000);
    const operation = route === '/graphql' && request.method !== 'OPTIONS' ? operationOf(request) : undefined;
    if (operation) metrics.operationDuration.observe({ operation }, ms / 1000);

    const line = {
      method: request.method,
      url: withoutQueryValues(request.url),
      status,
      ms: Math.round(ms),
      ...(operation && { operation }),
    };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (ms >= slowMs) request.log.info(line, 'slow request');
    else if (status >= 400) request.log.info(line, 'request refused');
    else request.log.debug(line, 'request');
  });
}
