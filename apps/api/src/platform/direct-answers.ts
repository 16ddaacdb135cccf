import type { FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import type { CompiledQueries } from './compiled-queries.js';
import type { PublicAnswers } from './public-answers.js';
import { withNormalizedErrors } from './yoga-errors-plugin.js';

/** An answer ready to send. */
export interface DirectAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The media types Yoga answers one result in, in the order it tries them. */
const JSON_TYPES = ['application/graphql-response+json', 'application/json'] as const;
/** Body fields Yoga reads from a POST (`extensions`, which we do not use, sends a request Yoga's way). */
const BODY_FIELDS = new Set(['query', 'variables', 'operationName']);

/** Whether a media range from Accept (`*` allowed on either side) covers the type. */
function covers(range: string, type: string): boolean {
  const [rangeType, rangeSubtype] = range.split('/');
  const [typeType, typeSubtype] = type.split('/');
  return (rangeType === '*' || rangeType === typeType) && (rangeSubtype === '*' || rangeSubtype === typeSubtype);
}

/**
 * The media type Yoga answers one result in for this Accept header: the first range that covers a JSON type (a
 * wildcard gets plain JSON), ranges in any charset but UTF-8 ignored. Undefined when Yoga would not answer JSON (it
 * refuses with 406, or streams).
 */
export function jsonMediaType(accept: string | undefined): (typeof JSON_TYPES)[number] | undefined {
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [range = '', ...params] = entry.split(';');
    if ((params.find((param) => param.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const chosen = JSON_TYPES.filter((type) => covers(range, type)).at(-1);
    if (chosen) return chosen;
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface GraphQLBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** The JSON body of a POST as Yoga would read it, or undefined for anything Yoga must judge itself. */
function graphQLBody(request: FastifyRequest): GraphQLBody | undefined {
  if (request.method !== 'POST') return undefined;
  // Yoga's test: the first of the listed types is application/json, with or without parameters.
  const contentType = request.headers['content-type']?.split(',')[0];
  if (contentType !== 'application/json' && !contentType?.startsWith('application/json;')) return undefined;
  const body = request.body;
  if (!isPlainObject(body)) return undefined;
  for (const field in body) if (body[field] != null && !BODY_FIELDS.has(field)) return undefined;
  const { query, variables, operationName } = body;
  if (typeof query !== 'string') return undefined;
  if (variables != null && !isPlainObject(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  return { query, variables: variables ?? {}, operationName: operationName ?? undefined };
}

/**
 * Answers a POST of a query Yoga has already parsed, validated and compiled (platform/compiled-queries.ts) without
 * Yoga's request pipeline, which cost a third of the CPU of a signed-in trip list: turning Fastify's request into a
 * fetch Request and the answer back, and envelop's hooks around an operation whose parsing and validation are already
 * known. Everything else about the answer is Yoga's: the media type from Accept, error codes
 * (`withNormalizedErrors`), and any answer with errors goes through Yoga's own result processor for its status code.
 * A request this lane cannot judge exactly as Yoga would (another method or content type, unknown body fields, a
 * query text not yet prepared, variables graphql-js refuses) goes to Yoga.
 */
export class DirectAnswers {
  constructor(
    private readonly compiled: CompiledQueries,
    private readonly publicAnswers: PublicAnswers,
    private readonly contextFor: (request: FastifyRequest) => Promise<GraphQLContext>,
    private readonly yoga: Pick<YogaServerInstance<object, object>, 'fetchAPI'>,
  ) {}

  /** The answer, or undefined when the request is for Yoga. */
  async answer(request: FastifyRequest): Promise<DirectAnswer | undefined> {
    const body = graphQLBody(request);
    const mediaType = jsonMediaType(request.headers.accept);
    if (!body || !mediaType) return undefined;
    const prepared = this.compiled.prepared(body.query, body.operationName);
    const variables = prepared?.coerce(body.variables);
    if (!prepared || !variables) return undefined;

    const context = await this.contextFor(request);
    const watched = await this.publicAnswers.watch(request, context, prepared.document, body.operationName);
    let result: ExecutionResult = await prepared.run(context, variables);
    watched?.(result);
    if (!result.errors?.length && !result.extensions) {
      const headers = { 'content-type': `${mediaType}; charset=utf-8` };
      return { status: 200, headers, body: Buffer.from(JSON.stringify(result)) };
    }
    result = withNormalizedErrors(result, context);
    const response = await processRegularResult(result, this.yoga.fetchAPI, mediaType);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  }
}
