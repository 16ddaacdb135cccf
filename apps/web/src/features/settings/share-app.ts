import type { TFunction } from 'i18next';
import { showToast } from '../../app/toast';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();

/** The address friends are sent to: the public landing page, which works without an account. */
export function appLink(): string {
  return `${window.location.origin}/`;
}

/**
 * "Share with friends": the system share sheet where the browser has the Web Share API (phones, mostly), else the
 * link is copied to the clipboard and a toast says so. Dismissing the share sheet is not an error.
 */
export async function shareApp(t: TFunction): Promise<void> {
  const url = appLink();
  const data = { title: t('settings:share.title'), text: t('settings:share.text'), url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Anything else (e.g. no share target) falls back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast('success', t('settings:share.copied'));
  } catch {
    showToast('error', t('settings:share.failed', { url }));
  }
}
