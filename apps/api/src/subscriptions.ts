import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs } from 'graphql';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { AppServices, GraphQLContext, TransportInfo } from './context.js';
import { normalizeErrors } from './platform/graphql-errors.js';
import { metrics } from './platform/metrics.js';

export interface YogaServerContext {
  req?: import('fastify').FastifyRequest;
  transport?: TransportInfo;
}

/**
 * Subscriptions are served over WebSocket only (DESIGN.md): one over HTTP would hold its request open as an event
 * stream that neither the app nor shutdown expects, so it is refused at once. HTTP requests carry `req` in their
 * context; the WebSocket server's carry `transport`.
 */
export function useSubscriptionsOverWebSocketOnly(): Plugin {
  return {
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      if (!(args.contextValue as YogaServerContext).req) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError('Subscriptions are served over WebSocket (graphql-transport-ws) at this path.', {
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      });
    },
  };
}

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

/**
 * graphql-transport-ws on the same port and path as HTTP GraphQL. Operations run through
 * Yoga's enveloped pipeline, so armor limits, error normalisation and auth apply here too.
 */
export function attachSubscriptionServer(
  app: FastifyInstance,
  yoga: YogaServerInstance<YogaServerContext, GraphQLContext>,
  services: AppServices,
): void {
  const wsServer = new WebSocketServer({ server: app.server, path: '/graphql' });

  useServer<Record<string, unknown> | undefined>(
    {
      // Run through the enveloped execute/subscribe handed over as rootValue in onSubscribe.
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const authorization = ctx.connectionParams?.authorization;
        // The socket's own request carries the browser's Accept-Language; the app says its own language, which may
        // be the account's rather than the browser's (issue 50), in the connection's parameters.
        const language = ctx.connectionParams?.['accept-language'];
        const requestId = randomUUID();
        const transport: TransportInfo = {
          requestId,
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          authorization: typeof authorization === 'string' ? authorization : undefined,
          botCheckToken: undefined,
          userAgent: ctx.extra.request.headers['user-agent'],
          acceptLanguage: typeof language === 'string' ? language : ctx.extra.request.headers['accept-language'],
          log: services.logger.child({ reqId: requestId, transport: 'ws' }),
        };
        metrics.socketOperations.inc({ operation: metrics.operationLabel(payload.operationName, payload.query) });
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ transport });
        let document: ReturnType<typeof parse>;
        try {
          document = parse(payload.query);
        } catch (error) {
          return normalizeErrors([error as never], requestId, transport.log) ?? [];
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return normalizeErrors(errors, requestId, transport.log) ?? [];
        const root: EnvelopedRoot = { execute, subscribe };
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: root,
        };
      },
    },
    wsServer,
  );

  app.addHook('onClose', async () => {
    for (const client of wsServer.clients) client.close(1001, 'Server is shutting down');
    await new Promise<void>((resolve) => wsServer.close(() => resolve()));
  });
}
