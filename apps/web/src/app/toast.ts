import { openToast, type ToastKind } from '../ui/toast';
import { i18n } from './i18n/i18n';
import { navigateTo } from './navigation';

/**
 * Shows a toast in the app's language; texts must already be translated. An optional link leads to an in-app path. A
 * failure while offline is headed by what most likely caused it: it needs a connection.
 */
export function showToast(kind: ToastKind, message: string, link?: { label: string; to: string }): void {
  openToast({
    kind,
    message,
    title: kind === 'error' && !navigator.onLine ? i18n.t('common:needsConnection.title') : undefined,
    closeLabel: i18n.t('common:close'),
    link: link && { label: link.label, href: link.to, onClick: () => void navigateTo(link.to) },
  });
}
