import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { DatabaseHandle } from '../db/client.js';
import { formatLsn, parseLsn, readingAfter } from '../db/replicas.js';

/**
 * The cookie that carries, from a person's write to their next requests, the primary's WAL position just after it:
 * their catalogue reads go to a replica only once it has replayed that far, so they see what they wrote at once —
 * in any process, from any page — while everybody else reads replicas as they are.
 */
export const WRITE_POSITION_COOKIE = 'toulky_wrote';

/** Long enough for any sane replica to catch up; afterwards reads go to replicas as anybody's do. */
const COOKIE_SECONDS = 300;

const wroteIn = new WeakSet<FastifyRequest>();

/** Marks a request as one that wrote (a GraphQL mutation). Plain routes other than GET, HEAD and OPTIONS write. */
export function noteWrite(request: FastifyRequest): void {
  wroteIn.add(request);
}

function wrote(request: FastifyRequest): boolean {
  if (wroteIn.has(request)) return true;
  const path = request.url.split('?')[0];
  return !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && path !== '/graphql';
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** With replicas: each request reads what its cookie says it must see, and a request that wrote sets the cookie. */
export function registerReadYourWrites(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'hasReplicas' | 'walPosition'>,
  secure: boolean,
): void {
  if (!database.hasReplicas) return;
  app.addHook('onRequest', (request, _reply, done) => {
    readingAfter(parseLsn(cookieValue(request.headers.cookie, WRITE_POSITION_COOKIE) ?? '') ?? 0n, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!wrote(request)) return payload;
    // After the write committed (the answer is being sent): the position covers it.
    const lsn = await database.walPosition().catch(() => undefined);
    if (lsn === undefined) return payload;
    const cookie = `${WRITE_POSITION_COOKIE}=${formatLsn(lsn)}; Path=/; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    const existing = reply.getHeader('set-cookie');
    reply.header('set-cookie', existing ? [...[existing].flat().map(String), cookie] : cookie);
    return payload;
  });
}

/** The Yoga plugin that marks requests running a mutation as writes. */
export function useWriteNotes(): Plugin<{ req?: FastifyRequest }> {
  return {
    onExecute: ({ args }) => {
      const request = args.contextValue.req;
      if (request && getOperationAST(args.document, args.operationName)?.operation === 'mutation') noteWrite(request);
    },
  };
}
