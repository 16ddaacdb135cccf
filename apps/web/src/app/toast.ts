import { openToast, type ToastKind } from '../ui/toast';
import { i18n } from './i18n/i18n';
import { navigateTo } from './navigation';
import { serviceUnavailableNow } from './service-unavailable';

/** What most likely caused a failure: no connection, or a server briefly without its database (a failover). */
function errorTitle(): string | undefined {
  if (!navigator.onLine) return i18n.t('common:needsConnection.title');
  if (serviceUnavailableNow()) return i18n.t('common:unavailable.title');
  return undefined;
}

/**
 * Shows a toast in the app's language; texts must already be translated. An optional link leads to an in-app path. A
 * failure is headed by what most likely caused it: it needs a connection, or the server is briefly unavailable (what
 * the person typed stays in the form, to send again).
 */
export function showToast(kind: ToastKind, message: string, link?: { label: string; to: string }): void {
  openToast({
    kind,
    message,
    title: kind === 'error' ? errorTitle() : undefined,
    closeLabel: i18n.t('common:close'),
    link: link && { label: link.label, href: link.to, onClick: () => void navigateTo(link.to) },
  });
}
