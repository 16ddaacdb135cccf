import type { TFunction } from 'i18next';
import { onAccessTokenExpired } from '../../app/services';
import { getSession } from '../../app/session/session-store';
import { showToast } from '../../app/toast';

/** The name the server gave the file, or a sensible one. */
function fileName(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'toulky-data.zip';
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
 * "Download my data": fetches the signed-in person's ZIP (GET /api/my-data) with their access token, refreshed once
 * when it has expired, and saves it; a toast says how it went.
 */
export async function downloadMyData(t: TFunction): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const sent = getSession().accessToken;
    let response: Response;
    try {
      response = await fetch('/api/my-data', { headers: sent ? { authorization: `Bearer ${sent}` } : {} });
    } catch {
      showToast('error', t('settings:download.offline'));
      return;
    }
    if (response.ok) {
      save(await response.blob(), fileName(response));
      showToast('success', t('settings:download.done'));
      return;
    }
    const body = (await response.json().catch(() => null)) as { errors?: Array<{ extensions?: { code?: string } }> };
    const code = body?.errors?.[0]?.extensions?.code;
    if (code === 'UNAUTHORIZED_TOKEN_EXPIRED' && (await onAccessTokenExpired(attempt, sent))) continue;
    showToast('error', t(code === 'ACTION_NOT_ALLOWED' ? 'settings:download.limited' : 'settings:download.failed'));
    return;
  }
}
