import { onAccessTokenExpired } from '../../../app/services';
import { getSession } from '../../../app/session/session-store';

/** How an upload ended: the server's answer, or why not (`reason` is the server's, e.g. NOT_GPX, TOO_LARGE). */
export type UploadResult<T> = { ok: true; body: T } | { ok: false; code: string; reason?: string };

/**
 * Sends one file as the request's body to an upload endpoint (POST /api/media/images, POST /api/tracks) with the
 * signed-in editor's access token, refreshed once when it has expired, as GraphQL requests are.
 */
export async function uploadFile<T>(path: string, file: File, contentType: string): Promise<UploadResult<T>> {
  for (let attempt = 0; ; attempt++) {
    const sent = getSession().accessToken;
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': contentType, ...(sent ? { authorization: `Bearer ${sent}` } : {}) },
        body: file,
      });
    } catch {
      return { ok: false, code: 'NETWORK' };
    }
    const body = (await response.json().catch(() => null)) as
      | (T & { error?: { code?: string; reason?: string } })
      | null;
    if (response.ok && body) return { ok: true, body };
    const code = body?.error?.code ?? (response.status === 413 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
    const reason = body?.error?.reason ?? (response.status === 413 ? 'TOO_LARGE' : undefined);
    if (code === 'UNAUTHORIZED_TOKEN_EXPIRED' && (await onAccessTokenExpired(attempt, sent))) continue;
    return { ok: false, code, reason };
  }
}
