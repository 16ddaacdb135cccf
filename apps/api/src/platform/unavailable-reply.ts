import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { SERVICE_UNAVAILABLE_RETRY_AFTER } from './errors.js';
import { sendError } from './http-errors.js';

/** A page's answer while the database is out of reach, in both languages (the page's own cannot be read). */
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Toulky – na chvíli nedostupné</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1>Toulky jsou na chvíli nedostupné</h1><p>Zkuste to prosím znovu za okamžik.</p>
<div lang="en"><h2>Toulky is briefly unavailable</h2><p>Please try again in a moment.</p></div>
</body></html>
`;

/**
 * Answers a plain HTTP request whose database was out of reach (a restart, a failover) with 503 and `Retry-After`,
 * and returns true; false for any other error, which the caller answers as before. Pages get a short page in Czech
 * and English, anything else the plain routes' body from their responder (`http-errors.ts`).
 */
export function replyIfUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const wantsPage = request.method === 'GET' && /\btext\/html\b/.test(request.headers.accept ?? '');
  if (!wantsPage) {
    sendError(error, request, reply);
    return true;
  }
  request.log.warn({ err: error }, 'the database is unavailable: answered 503');
  reply.status(503).header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER)).header('cache-control', 'no-store');
  reply.type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
  return true;
}
