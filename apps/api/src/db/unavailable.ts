/**
 * Whether an error means the database could not be reached or could not take the statement just now — a restart, a
 * failover, a network cut, a standby not yet promoted — rather than anything about the request: the same request
 * may well succeed a few seconds later. Such errors reach clients as the catalogue's SERVICE_UNAVAILABLE.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && NETWORK_ERRORS.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

/**
 * SQLSTATEs (besides class 08, connection exceptions) that a failover or an overloaded server answers with: the
 * server is shutting down or starting (57P01–57P03), the node is a standby or a demoted primary (25006), it has no
 * connection left (53300), the statement ran past its timeout (57014), and the two a retry settles (40001, 40P01).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '25006', '53300', '57014', '40001', '40P01']);

/** Node's socket errors while connecting or talking to the server. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and its pool say when a connection ends, cannot be had in time, or stops answering. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * The error and what it wraps: Drizzle's DrizzleQueryError (`cause`), a GraphQL error's `originalError`, Node's
 * AggregateError of connect attempts.
 */
function* causes(error: unknown, depth = 0): Generator<unknown> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  yield error;
  const { cause, errors, originalError } = error as { cause?: unknown; errors?: unknown; originalError?: unknown };
  yield* causes(cause, depth + 1);
  yield* causes(originalError, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* causes(inner, depth + 1);
}
