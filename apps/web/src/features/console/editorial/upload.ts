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

/** The pictures the server takes (POST /api/media/images) and their size limit. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const IMAGE_REASONS = ['NOT_AN_IMAGE', 'TOO_LARGE', 'CORRUPT'] as const;

export interface UploadedImage {
  _id: string;
  url: string;
}

/**
 * Uploads one picture; the server stores the original and makes its variants. A file of another type or over 20 MB
 * is refused here already, as the server would; `reason` is absent when the upload failed for another cause.
 */
export async function uploadImage(
  file: File,
): Promise<{ ok: true; image: UploadedImage } | { ok: false; reason?: (typeof IMAGE_REASONS)[number] }> {
  if (!IMAGE_TYPES.includes(file.type)) return { ok: false, reason: 'NOT_AN_IMAGE' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'TOO_LARGE' };
  const result = await uploadFile<{ image: UploadedImage }>('/api/media/images', file, file.type);
  if (result.ok) return { ok: true, image: result.body.image };
  return { ok: false, reason: IMAGE_REASONS.find((known) => known === result.reason) };
}
