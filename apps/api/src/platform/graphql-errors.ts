import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ERROR_CODES, type ErrorCode, SERVICE_UNAVAILABLE_RETRY_AFTER, serviceUnavailable } from './errors.js';
import { metrics } from './metrics.js';

function catalogueCode(error: GraphQLError): ErrorCode | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
    ? (code as ErrorCode)
    : undefined;
}

/** By name, not instanceof: graphql's CommonJS and ESM builds may both be loaded (dual-package hazard). */
function isGraphQLErrorLike(error: Error): boolean {
  return error instanceof GraphQLError || error.name === 'GraphQLError';
}

/**
 * Gives every error a catalogue code and hides internals:
 * - errors already carrying a catalogue code (our AppErrors) pass as they are;
 * - the database out of reach (db/unavailable.ts) becomes SERVICE_UNAVAILABLE with `retryAfter`, logged as a warning;
 * - errors thrown by code (a bug, the database) become "Unexpected error." with the request id, and are logged;
 * - everything else is about the request itself (syntax, validation, bad variables, query limits): BAD_USER_INPUT.
 */
export function normalizeError(error: GraphQLError, requestId: string, log: Logger): GraphQLError {
  if (catalogueCode(error)) return error;
  const original = error.originalError;
  // Yoga reads a GET's or a form's `variables` and `extensions` with JSON.parse and lets its SyntaxError through.
  if (original instanceof SyntaxError && !error.path) {
    return new GraphQLError(`The request could not be read: ${original.message}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  // The database out of reach for a moment (a restart, a failover): retriable, and not a bug to log as one.
  if (original && isDatabaseUnavailable(original)) {
    log.warn(
      { err: original, path: error.path, requestId },
      'the database is unavailable: answered SERVICE_UNAVAILABLE',
    );
    const unavailable = serviceUnavailable();
    return new GraphQLError(unavailable.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: unavailable.extensions,
    });
  }
  if (original && !isGraphQLErrorLike(original)) {
    log.error({ err: original, path: error.path, requestId }, 'unexpected error in a GraphQL operation');
    return new GraphQLError('Unexpected error.', {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
  }
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  });
}

export function normalizeErrors(
  errors: readonly GraphQLError[] | undefined,
  requestId: string,
  log: Logger,
): GraphQLError[] | undefined {
  return errors?.map((error) => normalizeError(error, requestId, log));
}

/**
 * The GraphQL response to a request refused before GraphQL saw it: the client's fault below 500, ours from 500, and
 * 503 the database out of reach for a moment.
 */
export function requestErrorBody(status: number, message: string, requestId: string) {
  const unavailable = serviceUnavailable();
  const error =
    status === 503
      ? {
          message: unavailable.message,
          extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: SERVICE_UNAVAILABLE_RETRY_AFTER },
        }
      : status >= 500
        ? { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }
        : { message, extensions: { code: 'BAD_USER_INPUT' } };
  metrics.countErrors([error]);
  return { errors: [error] };
}
