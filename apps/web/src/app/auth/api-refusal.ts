/**
 * How a plain API route (uploads, downloads, the data export) refuses: `{ error: { code, message, requestId, … } }`,
 * the GraphQL error's code and message with its extensions (`reason`, `retryAfter`, `fields`) in one object — the
 * API's `platform/http-errors.ts`.
 */
export interface ApiRefusal {
  code: string;
  message?: string;
  requestId?: string;
  reason?: string;
  retryAfter?: number;
}

/** The refusal an answer's body holds, or undefined when it is no such body (a proxy's error page, nothing). */
export function refusalOf(body: unknown): ApiRefusal | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  return typeof (error as { code?: unknown }).code === 'string' ? (error as ApiRefusal) : undefined;
}
