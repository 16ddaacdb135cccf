import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, type ErrorCode, type FieldError, HTTP_STATUS, isAppError, serviceUnavailable } from './errors.js';

/**
 * The body of every refusal of a plain HTTP route: the GraphQL error's `message` and `extensions` (`code`, and
 * `reason`, `retryAfter`, `fields` where the error has them) in one object, with the request's id.
 */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    requestId: string;
    reason?: string;
    retryAfter?: number;
    fields?: FieldError[];
  } & Record<string, unknown>;
}

/**
 * BAD_USER_INPUT about a request's body, answered with the status HTTP has for what is wrong with it: 413 too large,
 * 415 a content type the route does not take, 422 content it cannot read (400 for what Fastify could not parse).
 * `reason` names it for the client.
 */
export class BodyRefused extends AppError {
  constructor(
    readonly status: number,
    reason: string | undefined,
    message: string,
  ) {
    super('BAD_USER_INPUT', message, reason ? { reason } : {});
  }
}

/**
 * An address the server has nothing at (an unknown route, a file it does not keep or will not show, a page only the
 * token's holder may know of): 404 BAD_USER_INPUT with `reason` NOT_FOUND. The spec's catalogue has no code of its
 * own for it (GraphQL answers a missing item as BAD_USER_INPUT on its id), so the reason says it.
 */
export class NotFound extends AppError {
  readonly status = 404;
  constructor() {
    super('BAD_USER_INPUT', 'Not found', { reason: 'NOT_FOUND' });
  }
}

/** Answers 404 NOT_FOUND in the one body: a route's or the not-found handler's "nothing here". */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(new NotFound(), request, reply);
}

/** 413 TOO_LARGE for a body over `maxBytes`. */
export function tooLarge(maxBytes: number): BodyRefused {
  return new BodyRefused(413, 'TOO_LARGE', `The file is larger than ${maxBytes / 1024 / 1024} MB`);
}

/** The HTTP status of a refusal: its body's own, or its code's in the catalogue's table. */
export function statusOf(error: AppError): number {
  return error instanceof BodyRefused || error instanceof NotFound ? error.status : HTTP_STATUS[error.code].status;
}

/** A page's answer while the database is out of reach, in both languages (the page's own cannot be read). */
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Toulky – na chvíli nedostupné</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1>Toulky jsou na chvíli nedostupné</h1><p>Zkuste to prosím znovu za okamžik.</p>
<div lang="en"><h2>Toulky is briefly unavailable</h2><p>Please try again in a moment.</p></div>
</body></html>
`;

/** A browser asking for a page (the public site, a download link opened), not a script reading `ErrorBody`. */
function wantsPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** Fastify's own refusal of a request before the handler ran (a body too large, unreadable or of a foreign type). */
function isClientError(error: unknown): error is Error & { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The one responder of the plain HTTP routes (uploads, downloads, the data export), set as each route's
 * `errorHandler`, so a hook or handler just throws. An AppError answers its code with the catalogue's status
 * (`HTTP_STATUS`, or a `BodyRefused`'s own) and `ErrorBody`, plus Retry-After when it carries `retryAfter`. Fastify's
 * own refusals (400, 413, 415) answer BAD_USER_INPUT with their status, and the database out of reach for a moment
 * (`db/unavailable.ts`) SERVICE_UNAVAILABLE, logged as a warning (a browser asking for a page gets a short page in
 * Czech and English instead of the body). Anything else is logged with the request and answers
 * 500 INTERNAL_SERVER_ERROR "Unexpected error." with the request id, as GraphQL does.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const refusal = isAppError(error)
    ? error
    : isClientError(error)
      ? new BodyRefused(error.statusCode, error.statusCode === 413 ? 'TOO_LARGE' : undefined, error.message)
      : isDatabaseUnavailable(error)
        ? serviceUnavailable()
        : undefined;
  if (refusal?.code === 'SERVICE_UNAVAILABLE') {
    request.log.warn({ err: error }, 'the database is unavailable: answered 503');
    reply.header('cache-control', 'no-store');
  }
  if (!refusal) {
    request.log.error({ err: error, url: request.routeOptions.url }, 'a plain HTTP request failed');
    const body: ErrorBody = {
      error: { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.', requestId: String(request.id) },
    };
    return reply.status(500).send(body);
  }
  const retryAfter = refusal.extensions.retryAfter;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  if (refusal.code === 'SERVICE_UNAVAILABLE' && wantsPage(request)) {
    return reply.status(statusOf(refusal)).type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
  }
  const body: ErrorBody = {
    error: { ...refusal.extensions, code: refusal.code, message: refusal.message, requestId: String(request.id) },
  };
  return reply.status(statusOf(refusal)).send(body);
}

/** A route's `errorHandler` that refuses a body over `maxBytes` as TOO_LARGE naming the limit, and is `sendError`. */
export function sendUploadError(maxBytes: number) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    sendError(isClientError(error) && error.statusCode === 413 ? tooLarge(maxBytes) : error, request, reply);
}
