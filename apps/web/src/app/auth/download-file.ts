import { onAccessTokenExpired } from '../services';
import { getSession } from '../session/session-store';
import { type ApiRefusal, refusalOf } from './api-refusal';

/** How a download went: saved, not sent (no connection), or refused, with the API's refusal when it gave one. */
export type DownloadOutcome = { kind: 'saved' } | { kind: 'offline' } | { kind: 'refused'; refusal?: ApiRefusal };

/** The name the server gave the file, or the caller's. */
function fileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a file of the API outside GraphQL (`/api/my-data`, `/api/moderation-figures.csv`) with the signed-in
 * person's access token, refreshed once when it has expired, and saves it under the name the server gives. A refusal
 * comes with its catalogue code, by which the caller words it.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<DownloadOutcome> {
  for (let attempt = 0; ; attempt++) {
    const sent = getSession().accessToken;
    let response: Response;
    try {
      response = await fetch(path, { headers: sent ? { authorization: `Bearer ${sent}` } : {} });
    } catch {
      return { kind: 'offline' };
    }
    if (response.ok) {
      save(await response.blob(), fileName(response, fallbackName));
      return { kind: 'saved' };
    }
    const refusal = refusalOf(await response.json().catch(() => null));
    if (refusal?.code === 'UNAUTHORIZED_TOKEN_EXPIRED' && (await onAccessTokenExpired(attempt, sent))) continue;
    return { kind: 'refused', refusal };
  }
}
