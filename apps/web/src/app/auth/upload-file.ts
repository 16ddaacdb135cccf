import { onAccessTokenExpired } from '../services';
import { getSession } from '../session/session-store';
import { refusalOf } from './api-refusal';

/**
 * How an upload ended: the server's answer, or why not. `code` is the API's (e.g. BAD_USER_INPUT,
 * ACTION_NOT_ALLOWED), NETWORK without an answer, ABORTED when the caller cancelled; `reason` is the server's (e.g.
 * NOT_GPX, TOO_LARGE) and `retryAfter` the seconds a limit lasts.
 */
export type UploadResult<T> = { ok: true; body: T } | { ok: false; code: string; reason?: string; retryAfter?: number };

export interface UploadOptions {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?(sent: number): void;
  /** Aborting it cancels the request: the result is then ABORTED. */
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: unknown;
}

/** One POST with XMLHttpRequest, which (unlike fetch) reports the upload's progress: the answer, or why none came. */
function send(path: string, file: File, contentType: string, token: string | null, options: UploadOptions) {
  return new Promise<Answer | 'network' | 'aborted'>((resolve) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const done = (result: Answer | 'network' | 'aborted') => {
      options.signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    request.open('POST', path);
    request.setRequestHeader('content-type', contentType);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): worded by its status below.
      }
      done({ status: request.status, body });
    };
    request.onerror = () => done('network');
    request.ontimeout = () => done('network');
    request.onabort = () => done('aborted');
    if (options.signal?.aborted) return done('aborted');
    options.signal?.addEventListener('abort', abort);
    request.send(file);
  });
}

/**
 * Sends one file as the request's body to an upload endpoint (POST /api/media/images, /api/tracks,
 * /api/ratings/photos) with the signed-in person's access token, refreshed once when it has expired, as GraphQL
 * requests are. A 413 from a proxy in front of the API, which has no JSON body, is the server's TOO_LARGE too.
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  contentType: string,
  options: UploadOptions = {},
): Promise<UploadResult<T>> {
  for (let attempt = 0; ; attempt++) {
    const sent = getSession().accessToken;
    const answer = await send(path, file, contentType, sent, options);
    if (answer === 'network') return { ok: false, code: 'NETWORK' };
    if (answer === 'aborted') return { ok: false, code: 'ABORTED' };
    if (answer.status >= 200 && answer.status < 300 && answer.body) return { ok: true, body: answer.body as T };
    const refusal = refusalOf(answer.body);
    const tooLarge = answer.status === 413;
    const code = refusal?.code ?? (tooLarge ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
    const reason = refusal?.reason ?? (tooLarge ? 'TOO_LARGE' : undefined);
    if (code === 'UNAUTHORIZED_TOKEN_EXPIRED' && (await onAccessTokenExpired(attempt, sent))) continue;
    const retryAfter = refusal?.retryAfter;
    return { ok: false, code, ...(reason ? { reason } : {}), ...(retryAfter !== undefined ? { retryAfter } : {}) };
  }
}
