import { ERROR_CODES } from '../../src/platform/errors.js';

/** The codes a hostile request may earn: the catalogue, without the one that means we failed. */
const ALLOWED_CODES = new Set<string>(ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'));

/** Text that only an internal failure would put in an answer: stack frames, file paths, the database's own words. */
const LEAKS = [
  /\n\s+at /,
  /node_modules/,
  /\.[cm]?[jt]s:\d+/,
  /"stack"/,
  /syntax error at or near/,
  /violates .* constraint/,
  /duplicate key value/,
  /relation "/,
  /invalid byte sequence/,
  /invalid input syntax for type/,
  /out of range for type/,
  /PGlite|pg-protocol|drizzle/i,
];

/** Why an answer is unacceptable, or undefined when it is fine. */
export function judgeGraphQLBody(body: unknown): string | undefined {
  const text = JSON.stringify(body);
  for (const leak of LEAKS) if (leak.test(text)) return `leaks internals (${leak})`;
  if (typeof body !== 'object' || body === null) return 'not a GraphQL response';
  const { errors, data } = body as { errors?: unknown; data?: unknown };
  if (errors === undefined) return data === undefined ? 'neither data nor errors' : undefined;
  return judgeErrors(errors);
}

export function judgeErrors(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return 'errors is not a non-empty list';
  for (const error of errors) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (typeof code !== 'string' || !ALLOWED_CODES.has(code)) return `error code ${String(code)}`;
  }
  const text = JSON.stringify(errors);
  for (const leak of LEAKS) if (leak.test(text)) return `leaks internals (${leak})`;
  return undefined;
}

/** An HTTP answer to anything sent to /graphql: below 500, and a GraphQL response unless the body was too large. */
export function judgeHttp(status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status === 413) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status} with a body that is not JSON: ${text.slice(0, 120)}`;
  }
  const verdict = judgeGraphQLBody(body);
  return verdict && `status ${status}: ${verdict}`;
}

/**
 * An answer of an upload route (`POST /api/ratings/photos`): below 500, and either the stored photo or the routes'
 * error body `{ error: { code, message, requestId } }` with a code of the catalogue, leaking nothing.
 */
export function judgeUpload(status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  for (const leak of LEAKS) if (leak.test(text)) return `leaks internals (${leak})`;
  let body: { photo?: { _id?: unknown }; error?: { code?: unknown; message?: unknown; requestId?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status} with a body that is not JSON: ${text.slice(0, 120)}`;
  }
  if (status === 201) return typeof body.photo?._id === 'string' ? undefined : 'a 201 without the photo';
  const { code, message, requestId } = body.error ?? {};
  if (typeof code !== 'string' || !ALLOWED_CODES.has(code)) return `status ${status} with error code ${String(code)}`;
  if (typeof message !== 'string' || typeof requestId !== 'string')
    return `status ${status} without message or requestId`;
  return undefined;
}
