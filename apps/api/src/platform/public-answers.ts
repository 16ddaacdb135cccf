import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { requestLanguage } from './language.js';
import { isCacheableText } from './text-caches.js';

const compress = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 6 }),
};
type Encoding = keyof typeof compress;

/** Answers smaller than this are sent as they are (as @fastify/compress does). */
const COMPRESS_FROM_BYTES = 1024;
const MAX_ANSWERS = 500;

interface Answer {
  version: bigint;
  contentType: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** The encoding to send: brotli, then gzip, as the client accepts (a `q=0` refuses one). */
function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Whole answers to public queries, kept as the bytes sent — the map's 10,000 trips are 3.7 MB of JSON, which costs
 * far more to build and compress than to send. An answer is kept only when the query asked for nothing but the public
 * catalogue (its root fields are in `roots`), nobody's identity was consulted while answering it (so no personal
 * field such as `isBookmarked` was in it), nothing in it ages by the clock (`markPerishable`: the weather), and it
 * had no errors. It is sent again, without executing anything, to any
 * request with the same query, variables, language and Accept header while the catalogue version is unchanged.
 */
export class PublicAnswers {
  private answers = new Map<string, Answer>();
  /** Requests whose execution qualified, with the catalogue version they read. */
  private readonly finished = new WeakMap<FastifyRequest, bigint>();
  private readonly keys = new WeakMap<FastifyRequest, string | undefined>();
  private readonly roots: ReadonlySet<string>;
  /** Kept answers being answered afresh after a change, by one request; the others with the same key wait for it. */
  private readonly refreshing = new Map<string, { done: Promise<void>; finish: () => void; request: FastifyRequest }>();

  constructor(
    private readonly catalogue: CatalogueCache,
    roots: readonly string[],
  ) {
    this.roots = new Set(roots);
  }

  /** Sends the kept answer to this request, if there is a current one; false when the request must be executed. */
  async trySend(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = this.keyOf(request);
    const answer = key === undefined ? undefined : this.answers.get(key);
    if (!key || !answer) return false;
    if ((await this.catalogue.readVersion()) !== answer.version) {
      const refresh = this.refreshing.get(key);
      if (!refresh) {
        let finish = () => {};
        const done = new Promise<void>((resolve) => {
          finish = resolve;
        });
        this.refreshing.set(key, { done, finish, request });
        return false;
      }
      await refresh.done;
      return this.trySend(request, reply);
    }
    const encoding =
      answer.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : undefined;
    reply.header('content-type', answer.contentType).header('vary', 'accept-encoding');
    if (encoding) {
      answer.encoded[encoding] ??= compress[encoding](answer.body);
      reply.header('content-encoding', encoding).send(await answer.encoded[encoding]);
    } else {
      reply.send(answer.body);
    }
    return true;
  }

  /** Ends the request's turn of answering afresh, if it had one (whether its answer was kept or not). */
  release(request: FastifyRequest): void {
    const key = this.keyOf(request);
    const refresh = key === undefined ? undefined : this.refreshing.get(key);
    if (key !== undefined && refresh?.request === request) {
      this.refreshing.delete(key);
      refresh.finish();
    }
  }

  /** Keeps the answer when its execution qualified (see the class). */
  keep(request: FastifyRequest, status: number, contentType: string, body: Buffer): void {
    const version = this.finished.get(request);
    const key = this.keyOf(request);
    if (version === undefined || key === undefined || status !== 200 || !isCacheableText(key)) return;
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, { version, contentType, body, encoded: {} });
  }

  /** The Yoga plugin that has each execution watched (see `watch`). */
  plugin(): Plugin<GraphQLContext & { req?: FastifyRequest }> {
    return {
      onExecute: async ({ args }) => {
        const request = args.contextValue.req;
        if (!request) return;
        const done = await this.watch(request, args.contextValue, args.document, args.operationName ?? undefined);
        if (done) return { onExecuteDone: ({ result }) => done(result) };
      },
    };
  }

  /**
   * Called before a request's operation runs: when it is a public query, reads the catalogue version and returns what
   * to call with its result, which notes whether the answer may be kept.
   */
  async watch(
    request: FastifyRequest,
    context: GraphQLContext,
    document: DocumentNode,
    operationName: string | undefined,
  ): Promise<((result: ExecutionResult | AsyncIterable<unknown>) => void) | undefined> {
    const operation = getOperationAST(document, operationName);
    const publicQuery =
      operation?.operation === 'query' &&
      operation.selectionSet.selections.every(
        (selection) => selection.kind === 'Field' && this.roots.has(selection.name.value),
      );
    if (!publicQuery) return undefined;
    // Read before any data, so the answer is at least as new as the version it is kept under.
    const version = await context.catalogue.pin();
    return (result) => {
      if (Symbol.asyncIterator in result || result.errors?.length) return;
      if (!context.identityConsulted() && !context.perishable()) this.finished.set(request, version);
    };
  }

  /** The request's key among kept answers (worked out once per request: it is asked for up to three times). */
  private keyOf(request: FastifyRequest): string | undefined {
    if (this.keys.has(request)) return this.keys.get(request);
    const body = request.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    const key =
      request.method !== 'POST' || typeof body?.query !== 'string'
        ? undefined
        : JSON.stringify([
            body.query,
            body.variables ?? null,
            body.operationName ?? null,
            requestLanguage(request.headers['accept-language']),
            request.headers.accept ?? '',
          ]);
    this.keys.set(request, key);
    return key;
  }
}
