import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { normalizeErrors } from './graphql-errors.js';
import { metrics } from './metrics.js';

interface ErrorContext {
  requestId: string;
  log: Logger;
}

export function withNormalizedErrors(result: ExecutionResult, ctx: ErrorContext): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = normalizeErrors(result.errors, ctx.requestId, ctx.log) ?? [];
  metrics.countErrors(errors);
  return { ...result, errors };
}

function isErrorContext(value: unknown): value is ErrorContext {
  return typeof value === 'object' && value !== null && 'requestId' in value && 'log' in value;
}

/** Applies normalizeError to query, mutation and subscription results, and to request-level errors. */
export function useCatalogueErrors(fallbackLog: Logger): Plugin {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if (isErrorContext(args.contextValue) && !(Symbol.asyncIterator in result)) {
          setResult(withNormalizedErrors(result, args.contextValue));
        }
      },
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: ({ result, setResult }) => {
        // A subscription refused at once (no source stream) answers with one result instead of events.
        if (!(Symbol.asyncIterator in result)) {
          if (isErrorContext(args.contextValue)) setResult(withNormalizedErrors(result, args.contextValue));
          return;
        }
        return {
          onNext: ({ result, setResult }) => {
            if (isErrorContext(args.contextValue)) setResult(withNormalizedErrors(result, args.contextValue));
          },
        };
      },
    }),
    // Parse and validation errors (and armor's limits) never reach execution.
    onResultProcess: ({ result, setResult, request }) => {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const single = result as ExecutionResult;
      if (!single.errors?.length) return;
      const requestId = request.headers.get('x-request-id') ?? 'unknown';
      setResult(withNormalizedErrors(single, { requestId, log: fallbackLog }));
    },
  };
}
